import type { Connector } from '../adapters/contract.js'
import { NetworkNamespaceMismatchError } from '../errors/chain.js'
import { FailedToConnectError } from '../errors/connector.js'
import { getFeatures } from '../getters/getFeatures.js'
import type { Kit } from '../kit.js'
import type { Connection } from '../state/connections.js'
import type { CaipNetworkId, Namespace } from '../types.js'
import { parseCaipNetworkId } from '../utils/caip.js'
import { connectorWatchKey, stopWatchingConnector } from '../utils/watchKey.js'
import { activateConnection } from './activateConnection.js'
import { saveConnections } from './saveConnections.js'
import { watchConnectorEvents } from './watchConnectorEvents.js'

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
  if (invalid !== undefined) throw new FailedToConnectError({ details: `The wallet returned an invalid address: ${JSON.stringify(invalid)}` })
  if (typeof networkId !== 'string') throw new FailedToConnectError({ details: `The wallet returned an invalid network id: ${JSON.stringify(networkId)}` })
  try {
    const parsed = parseCaipNetworkId(networkId)
    if (parsed.namespace !== namespace) throw new NetworkNamespaceMismatchError({ namespace, networkId })
  } catch (cause) {
    throw new FailedToConnectError({ cause })
  }
  return { accounts: accounts as string[], networkId: networkId as CaipNetworkId }
}

/**
 * Puts a namespace into the connected state with this connector as its active connection and
 * starts following it. With the multi-wallet feature on, the namespace's other live connections
 * stay (status `connected`, docs/rules/states.md) and keep being followed; with it off, the new
 * connection replaces them.
 */
export function applyConnection(kit: Kit, { connector, accounts, networkId }: { connector: Connector; accounts: string[]; networkId: CaipNetworkId }) {
  const { namespace } = connector
  const state = kit._internal.state
  const multiWallet = getFeatures(kit).multiWallet
  const replaced = state.connections.connections.filter((existing) => existing.namespace === namespace && existing.connectorId !== connector.id && !multiWallet)
  for (const existing of replaced) stopWatchingConnector(kit._internal.cleanups, namespace, existing.connectorId)
  state.connections.connections = [
    ...state.connections.connections.filter((existing) => existing.namespace !== namespace || (existing.connectorId !== connector.id && multiWallet)),
    { namespace, connectorId: connector.id, accounts: [], status: 'connected', networkId },
  ]
  activateConnection(kit, { namespace, connectorId: connector.id, accounts, networkId })
  startWatching(kit, connector)
}

/**
 * Adds a live connection beside the active one (multi-wallet, docs/rules/states.md status
 * `connected`): a stored wallet restored after a reload that is not the active one.
 */
export function keepConnection(kit: Kit, { connector, accounts, networkId }: { connector: Connector; accounts: string[]; networkId: CaipNetworkId }) {
  const state = kit._internal.state
  const connection: Connection = {
    namespace: connector.namespace,
    connectorId: connector.id,
    accounts: accounts.map((account) => ({ address: account })),
    status: 'connected',
    networkId,
  }
  state.connections.connections = [
    ...state.connections.connections.filter((existing) => existing.namespace !== connector.namespace || existing.connectorId !== connector.id),
    connection,
  ]
  saveConnections(kit)
  startWatching(kit, connector)
}

function startWatching(kit: Kit, connector: Connector) {
  const key = connectorWatchKey(connector.namespace, connector.id)
  kit._internal.cleanups.get(key)?.()
  kit._internal.cleanups.set(key, watchConnectorEvents(kit, connector))
}
