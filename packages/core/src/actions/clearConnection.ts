import type { Kit } from '../kit.js'
import { resetAccount } from '../state/chains.js'
import type { Namespace } from '../types.js'
import { namespaceState } from '../utils/lookup.js'
import { refreshConnectionStatus, saveConnections } from './saveConnections.js'

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
