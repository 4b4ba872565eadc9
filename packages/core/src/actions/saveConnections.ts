import type { Kit } from '../kit.js'
import { type StoredConnection, storageKeys } from '../storage/keys.js'

/**
 * Persists the connections with their docs/rules/states.md status (restored by `reconnect`): every
 * active and connected one, and the remembered disconnected ones.
 */
export function saveConnections(kit: Kit) {
  const stored: StoredConnection[] = kit._internal.state.connections.connections
    .map(({ namespace, connectorId, accounts, status, networkId, auth }) => ({
      namespace,
      connectorId,
      accounts,
      status,
      networkId: (status === 'active' ? kit._internal.state.chains.namespaces[namespace]?.networkId : undefined) ?? networkId ?? '',
      // The login method only: the email or username stays out of storage.
      ...(auth ? { auth: { name: auth.name } } : {}),
    }))
    .filter((connection) => connection.networkId)
  if (stored.some((connection) => connection.status !== 'disconnected')) kit.storage.set(storageKeys.connections, stored)
  else kit.storage.remove(storageKeys.connections)
}

/** Derives the overall connection status from the namespaces' connections. */
export function refreshConnectionStatus(kit: Kit) {
  const { connections } = kit._internal.state
  connections.status = connections.connections.some((connection) => connection.status === 'active') ? 'connected' : 'disconnected'
}
