import type { MultiWalletNotEnabledError } from '../errors/connector.js'
import type { Kit } from '../kit.js'
import { storageKeys } from '../storage/keys.js'
import type { CaipAddress, Namespace } from '../types.js'
import { namespaceState } from '../utils/lookup.js'
import { activateConnection } from './activateConnection.js'
import { type ConnectReturnType, connect } from './connect.js'
import { requireMultiWallet } from './requireMultiWallet.js'
import { updateConnection } from './updateConnection.js'

export type SwitchConnectionParameters = { namespace: Namespace; connectorId: string; address?: string | undefined }
export type SwitchConnectionErrorType = MultiWalletNotEnabledError

/**
 * Makes another connection (or another account of the connected wallet) the active one of its
 * namespace, and that namespace the active one. With the multi-wallet feature off it raises the
 * 'Multi-wallet not enabled' alert (docs/rules/errors.md) and throws. A live (`connected`) connection
 * becomes active at once, without a prompt; a `disconnected` or unknown one reconnects through
 * its connector's own flow (docs/rules/states.md).
 */
export async function switchConnection(kit: Kit, { namespace, connectorId, address }: SwitchConnectionParameters): Promise<ConnectReturnType | undefined> {
  requireMultiWallet(kit)
  const state = kit._internal.state
  const target = namespaceState(kit, namespace)
  const connection = state.connections.connections.find((candidate) => candidate.namespace === namespace && candidate.connectorId === connectorId)
  const order = (accounts: readonly string[]) =>
    address && accounts.includes(address) ? [address, ...accounts.filter((other) => other !== address)] : [...accounts]
  const activateNamespace = () => {
    state.chains.activeNamespace = namespace
    kit.storage.set(storageKeys.activeNamespace, namespace)
  }
  if (connection?.status === 'active' && target.account.status === 'connected') {
    activateNamespace()
    if (address && address !== target.account.address && target.account.allAccounts.includes(address))
      updateConnection(kit, namespace, { accounts: order(target.account.allAccounts) })
    return undefined
  }
  if (connection?.status === 'connected' && connection.networkId && connection.accounts.length) {
    const accounts = order(connection.accounts.map((account) => account.address))
    activateConnection(kit, { namespace, connectorId, accounts, networkId: connection.networkId })
    activateNamespace()
    return {
      address: accounts[0]!,
      caipAddress: `${connection.networkId}:${accounts[0]!}` as CaipAddress,
      networkId: connection.networkId,
    }
  }
  const result = await connect(kit, { connectorId, namespace })
  if (address && address !== result.address && target.account.allAccounts.includes(address))
    updateConnection(kit, namespace, { accounts: order(target.account.allAccounts) })
  return result
}
