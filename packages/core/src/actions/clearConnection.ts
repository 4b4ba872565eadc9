import type { Kit } from '../kit.js'
import { resetAccount } from '../state/chains.js'
import type { Namespace } from '../types.js'
import { namespaceState } from '../utils/lookup.js'
import { stopWatchingConnector } from '../utils/watchKey.js'
import { activateConnection } from './activateConnection.js'
import { refreshConnectionStatus, saveConnections } from './saveConnections.js'

export type ClearConnectionParameters = {
  /** Only this connector's connection; default every connection of the namespace. */
  connectorId?: string | undefined
  /**
   * Keep it in the list as `disconnected` (docs/rules/states.md: remembered, it reconnects through
   * its own flow when switched to) instead of forgetting it. Only while another stays live.
   */
  remember?: boolean | undefined
}

/**
 * Drops connections of a namespace locally (state, storage, event subscription). When the
 * active one goes and another connection of the namespace is still live (multi-wallet), that
 * one becomes active; otherwise the namespace's account is reset.
 */
export function clearConnection(kit: Kit, namespace: Namespace, { connectorId, remember = false }: ClearConnectionParameters = {}) {
  const state = kit._internal.state
  const dropped = state.connections.connections.filter(
    (connection) => connection.namespace === namespace && (!connectorId || connection.connectorId === connectorId),
  )
  for (const connection of dropped) stopWatchingConnector(kit._internal.cleanups, namespace, connection.connectorId)
  const kept = state.connections.connections.filter((connection) => !dropped.includes(connection))
  const next = kept.find((connection) => connection.namespace === namespace && connection.status === 'connected')
  const keepRemembered = remember && kept.some((connection) => connection.namespace === namespace && connection.status !== 'disconnected')
  state.connections.connections = [...kept, ...(keepRemembered ? dropped.map((connection) => ({ ...connection, status: 'disconnected' as const })) : [])]
  const target = namespaceState(kit, namespace)
  const activeDropped = dropped.some((connection) => connection.status === 'active') || !connectorId
  if (activeDropped) {
    if (next?.networkId && next.accounts.length)
      activateConnection(kit, {
        namespace,
        connectorId: next.connectorId,
        accounts: next.accounts.map((account) => account.address),
        networkId: next.networkId,
      })
    else resetAccount(target)
  }
  refreshConnectionStatus(kit)
  saveConnections(kit)
}
