import { ref } from 'valtio/vanilla'
import type { Connector } from '../adapters/contract.js'
import { FailedToConnectError } from '../errors/connector.js'
import type { Kit } from '../kit.js'
import { resetAccount } from '../state/chains.js'
import type { Connection } from '../state/connections.js'
import { type StoredConnection, storageKeys } from '../storage/keys.js'
import type { CaipAddress, CaipNetworkId, Namespace } from '../types.js'
import { parseCaipNetworkId } from '../utils/caip.js'
import { findNetwork, namespaceState } from '../utils/lookup.js'
import { fetchBalance } from './fetchBalance.js'
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
    if (parsed.namespace !== namespace) throw new Error(`Expected a ${namespace} network, got ${networkId}`)
  } catch (cause) {
    throw new FailedToConnectError({ cause })
  }
  return { accounts: accounts as string[], networkId: networkId as CaipNetworkId }
}

function saveConnections(kit: Kit) {
  const stored: StoredConnection[] = kit._internal.state.connections.connections
    .filter((connection) => connection.status !== 'disconnected')
    .map(({ namespace, connectorId, accounts }) => ({
      namespace,
      connectorId,
      accounts,
      networkId: kit._internal.state.chains.namespaces[namespace]?.networkId ?? '',
    }))
    .filter((connection) => connection.networkId)
  if (stored.length) kit.storage.set(storageKeys.connections, stored)
  else kit.storage.remove(storageKeys.connections)
}

export function refreshConnectionStatus(kit: Kit) {
  const { connections } = kit._internal.state
  connections.status = connections.connections.some((connection) => connection.status !== 'disconnected')
    ? 'connected'
    : 'disconnected'
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

/** Drops a namespace's connection locally (state, storage, event subscription). */
export function clearConnection(kit: Kit, namespace: Namespace) {
  const state = kit._internal.state
  kit._internal.cleanups.get(`connector:${namespace}`)?.()
  kit._internal.cleanups.delete(`connector:${namespace}`)
  resetAccount(namespaceState(kit, namespace))
  state.connections.connections = state.connections.connections.filter((connection) => connection.namespace !== namespace)
  refreshConnectionStatus(kit)
  saveConnections(kit)
}

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
  const connection = kit._internal.state.connections.connections.find((existing) => existing.namespace === namespace)
  if (connection && accounts) connection.accounts = accounts.map((account) => ({ address: account }))
  saveConnections(kit)
  if (networkId && findNetwork(kit, networkId)) kit.storage.set(storageKeys.lastUsedChain, networkId)
  void fetchBalance(kit, { namespace })
}
