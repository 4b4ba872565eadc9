import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'
import { namespaceState } from '../utils/lookup.js'
import { connect } from './connect.js'

/**
 * Adopts a connection an adapter's own library made without the kit (an app calling wagmi's
 * `connect`): the kit connects that connector, whose `connect` takes the existing connection, so
 * the kit's state and the modal show it. Nothing happens when the kit already shows (or is
 * restoring) that connector, or is connecting it itself (its own connect reached the library).
 * A connector the kit does not list is left alone.
 */
export function adoptExternalConnection(kit: Kit, namespace: Namespace, connectorId: string): void {
  const { account } = namespaceState(kit, namespace)
  if (account.connectorId === connectorId && account.status !== 'disconnected') return
  const pending = kit._internal.runtime.pendingConnect
  if (pending && pending.connector.id === connectorId && !pending.controller.signal.aborted) return
  connect(kit, { connectorId, namespace }).catch(() => undefined)
}
