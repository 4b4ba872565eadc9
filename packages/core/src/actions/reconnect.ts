import { subscribe } from 'valtio/vanilla'
import type { Connector } from '../adapters/contract.js'
import type { Kit } from '../kit.js'
import { storageKeys, storedConnectionsSchema } from '../storage/keys.js'
import type { Namespace } from '../types.js'
import { findConnector, namespaceState } from '../utils/lookup.js'
import { applyConnection, validateWalletAccounts } from './applyConnection.js'
import { refreshConnectionStatus } from './saveConnections.js'

/** How long a stored wallet may take to announce itself after load. */
const discoveryWait = 1500

function waitForConnector(kit: Kit, connectorId: string, namespace: Namespace): Promise<Connector | undefined> {
  const found = findConnector(kit, connectorId, namespace)
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const done = (connector: Connector | undefined) => {
      clearTimeout(timer)
      unsubscribe()
      resolve(connector)
    }
    const timer = setTimeout(() => done(undefined), discoveryWait)
    const unsubscribe = subscribe(kit._internal.state.connectors, () => {
      const connector = findConnector(kit, connectorId, namespace)
      if (connector) done(connector)
    })
  })
}

/**
 * Restores stored connections after a reload (SPEC section 4): reconnecting, then connected,
 * or disconnected with nothing stored when the wallet no longer authorises the site.
 */
export async function reconnect(kit: Kit): Promise<void> {
  const stored = kit.storage.get(storageKeys.connections, storedConnectionsSchema) ?? []
  const state = kit._internal.state
  if (!stored.length) return
  state.connections.status = 'connecting'
  for (const connection of stored) namespaceState(kit, connection.namespace).account.status = 'reconnecting'
  await Promise.all(
    stored.map(async (connection) => {
      const target = namespaceState(kit, connection.namespace)
      try {
        const connector = await waitForConnector(kit, connection.connectorId, connection.namespace)
        if (!connector || !(await connector.isAuthorized())) throw new Error('not authorised')
        const result = validateWalletAccounts(kit, connection.namespace, {
          accounts: await connector.getAccounts(),
          networkId: await connector.getNetworkId(),
        })
        applyConnection(kit, { connector, ...result })
      } catch {
        if (target.account.status === 'reconnecting') target.account.status = 'disconnected'
      }
    }),
  )
  const remaining = stored.filter((connection) => namespaceState(kit, connection.namespace).account.status === 'connected')
  if (remaining.length !== stored.length) {
    if (remaining.length) kit.storage.set(storageKeys.connections, remaining)
    else kit.storage.remove(storageKeys.connections)
  }
  refreshConnectionStatus(kit)
}
