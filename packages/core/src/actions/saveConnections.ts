import type { Kit } from '../kit.js'
import { type StoredConnection, storageKeys } from '../storage/keys.js'

/** Persists the connected namespaces (restored by `reconnect`). */
export function saveConnections(kit: Kit) {
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

/** Derives the overall connection status from the namespaces' connections. */
export function refreshConnectionStatus(kit: Kit) {
  const { connections } = kit._internal.state
  connections.status = connections.connections.some((connection) => connection.status !== 'disconnected')
    ? 'connected'
    : 'disconnected'
}
