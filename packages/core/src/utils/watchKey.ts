import type { Namespace } from '../types.js'

/** The `kit._internal.cleanups` key of the subscription to one connector's events. */
export const connectorWatchKey = (namespace: Namespace, connectorId: string) => `connector:${namespace}:${connectorId}`

/** Stops following a connector's events (its connection was dropped). */
export function stopWatchingConnector(cleanups: Map<string, () => void>, namespace: Namespace, connectorId: string) {
  const key = connectorWatchKey(namespace, connectorId)
  cleanups.get(key)?.()
  cleanups.delete(key)
}
