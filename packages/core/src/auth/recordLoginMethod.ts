import { saveConnections } from '../actions/saveConnections.js'
import type { Kit } from '../kit.js'
import { findConnector, namespaceState } from '../utils/lookup.js'

/**
 * Writes on the embedded wallet's connections how the person logged in (`auth.name`: `'email'` or
 * the social provider, AppKit's connection `auth`) and the email or username, so a remembered
 * embedded wallet reconnects through the same flow (ProfileWallets). Called once a login completed.
 */
export function recordLoginMethod(kit: Kit): void {
  const account = namespaceState(kit, 'eip155').account
  const name = account.socialProvider ?? 'email'
  const username = account.user?.email ?? account.user?.username
  const connections = kit._internal.state.connections.connections
  let changed = false
  for (const connection of connections)
    if (findConnector(kit, connection.connectorId, connection.namespace)?.type === 'auth') {
      connection.auth = { name, username }
      changed = true
    }
  if (changed) saveConnections(kit)
}
