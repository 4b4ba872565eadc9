import type { Kit } from '../kit.js'
import { storageKeys } from '../storage/keys.js'
import type { CaipAddress, CaipNetworkId, Namespace } from '../types.js'
import { findNetwork, namespaceState } from '../utils/lookup.js'
import { refreshBalance } from './refreshBalance.js'
import { saveConnections } from './saveConnections.js'

/** Updates accounts or network after a wallet-initiated change. */
export function updateConnection(
  kit: Kit,
  namespace: Namespace,
  { accounts, networkId }: { accounts?: string[] | undefined; networkId?: CaipNetworkId | undefined },
) {
  const target = namespaceState(kit, namespace)
  if (target.account.status !== 'connected') return
  if (networkId) target.networkId = networkId
  if (accounts) target.account.allAccounts = accounts
  const address = accounts?.[0] ?? target.account.address
  target.account.address = address
  target.account.caipAddress = `${target.networkId}:${address}` as CaipAddress
  const connection = kit._internal.state.connections.connections.find((existing) => existing.namespace === namespace && existing.status === 'active')
  if (connection && accounts) connection.accounts = accounts.map((account) => ({ address: account }))
  if (connection) connection.networkId = target.networkId
  saveConnections(kit)
  if (networkId && findNetwork(kit, networkId)) kit.storage.set(storageKeys.lastUsedChain, networkId)
  void refreshBalance(kit, { namespace })
}
