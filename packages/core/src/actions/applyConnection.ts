import { ref } from 'valtio/vanilla'
import type { Connector } from '../adapters/contract.js'
import { NetworkNamespaceMismatchError } from '../errors/chain.js'
import { FailedToConnectError } from '../errors/connector.js'
import type { Kit } from '../kit.js'
import type { Connection } from '../state/connections.js'
import { storageKeys } from '../storage/keys.js'
import type { CaipAddress, CaipNetworkId, Namespace } from '../types.js'
import { parseCaipNetworkId } from '../utils/caip.js'
import { findNetwork, namespaceState } from '../utils/lookup.js'
import { fetchBalance } from './fetchBalance.js'
import { refreshConnectionStatus, saveConnections } from './saveConnections.js'
import { watchConnectorEvents } from './watchConnectorEvents.js'

const defaultAccountType = { eip155: 'eoa', solana: 'eoa', polkadot: 'eoa', bip122: 'payment', cosmos: 'eoa' } as const

/** Checks what a wallet returned; garbage becomes 'Failed to connect' with the cause. */
export function validateWalletAccounts(
  kit: Kit,
  namespace: Namespace,
  { accounts, networkId }: { accounts: unknown; networkId: unknown },
): { accounts: string[]; networkId: CaipNetworkId } {
  const adapter = kit._internal.adapters.get(namespace)
  if (!Array.isArray(accounts) || accounts.length === 0)
    throw new FailedToConnectError({ details: `The wallet returned no account list (got ${JSON.stringify(accounts)})` })
  const invalid = accounts.find((account) => typeof account !== 'string' || !adapter?.isValidAddress(account))
  if (invalid !== undefined)
    throw new FailedToConnectError({ details: `The wallet returned an invalid address: ${JSON.stringify(invalid)}` })
  if (typeof networkId !== 'string')
    throw new FailedToConnectError({ details: `The wallet returned an invalid network id: ${JSON.stringify(networkId)}` })
  try {
    const parsed = parseCaipNetworkId(networkId)
    if (parsed.namespace !== namespace) throw new NetworkNamespaceMismatchError({ namespace, networkId })
  } catch (cause) {
    throw new FailedToConnectError({ cause })
  }
  return { accounts: accounts as string[], networkId: networkId as CaipNetworkId }
}

/** Puts a namespace into the connected state and starts following its connector. */
export function applyConnection(
  kit: Kit,
  { connector, accounts, networkId }: { connector: Connector; accounts: string[]; networkId: CaipNetworkId },
) {
  const { namespace } = connector
  const state = kit._internal.state
  const target = namespaceState(kit, namespace)
  const address = accounts[0]!
  target.networkId = networkId
  Object.assign(target.account, {
    status: 'connected',
    address,
    caipAddress: `${networkId}:${address}` as CaipAddress,
    allAccounts: accounts,
    connectorId: connector.id,
    connectedWalletInfo: { name: connector.name, icon: connector.icon, rdns: connector.rdns },
    preferredAccountType: target.account.preferredAccountType ?? defaultAccountType[namespace],
  })
  const connection: Connection = {
    namespace,
    connectorId: connector.id,
    accounts: accounts.map((account) => ({ address: account })),
    status: 'connected',
  }
  state.connections.connections = [
    ...state.connections.connections.filter((existing) => existing.namespace !== namespace),
    connection,
  ]
  state.connections.error = undefined
  refreshConnectionStatus(kit)
  saveConnections(kit)
  if (findNetwork(kit, networkId)) kit.storage.set(storageKeys.lastUsedChain, networkId)
  kit._internal.cleanups.get(`connector:${namespace}`)?.()
  kit._internal.cleanups.set(`connector:${namespace}`, watchConnectorEvents(kit, connector))
  void connector.getProvider().then(
    (provider) => {
      if (target.account.connectorId === connector.id && typeof provider === 'object' && provider !== null)
        target.provider = ref({ current: provider, type: connector.type })
    },
    () => undefined,
  )
  void fetchBalance(kit, { namespace })
}

