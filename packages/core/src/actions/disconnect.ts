import type { Kit } from '../kit.js'
import { loginCacheKeys } from '../storage/keys.js'
import type { Namespace } from '../types.js'
import { findConnector } from '../utils/lookup.js'
import { clearConnection } from './clearConnection.js'
import { emitEvent } from './emitEvent.js'

export type DisconnectParameters = {
  namespace?: Namespace | undefined
  /** Only this wallet's connection of `namespace` (multi-wallet); default all of them. */
  connectorId?: string | undefined
}

/** docs/rules/limits.md: the wallet gets at most 3 s to acknowledge a disconnect. */
const disconnectWait = 3000

/**
 * Disconnects one namespace, one wallet of a namespace (`connectorId`) or everything. The local
 * state, the stored connection and the login cache (docs/rules/states.md) are cleared even when the
 * wallet does not answer. When the active wallet of a namespace goes and another one is still
 * connected (multi-wallet), that one becomes active.
 */
export async function disconnect(kit: Kit, { namespace, connectorId }: DisconnectParameters = {}): Promise<void> {
  const connections = kit._internal.state.connections.connections.filter(
    (connection) => (!namespace || connection.namespace === namespace) && (!connectorId || connection.connectorId === connectorId),
  )
  const failures: string[] = []
  await Promise.all(
    connections.map(async (connection) => {
      const connector = findConnector(kit, connection.connectorId, connection.namespace)
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        if (connection.status === 'disconnected') return
        await Promise.race([
          connector?.disconnect(),
          new Promise((resolve) => {
            timer = setTimeout(resolve, disconnectWait)
          }),
        ])
      } catch (error) {
        // The wallet failed to acknowledge; the kit still forgets the connection (and says so: DISCONNECT_ERROR).
        failures.push(errorMessage(error))
      } finally {
        clearTimeout(timer)
        clearConnection(kit, connection.namespace, { connectorId: connection.connectorId })
      }
    }),
  )
  // The login cache belongs to the email or social wallet: keep it while that one is still connected.
  const authId = kit._internal.state.auth?.connector?.id
  if (!kit._internal.state.connections.connections.some((connection) => connection.connectorId === authId && connection.status !== 'disconnected'))
    for (const key of loginCacheKeys) kit.storage.remove(key)
  if (failures.length) emitEvent(kit, 'DISCONNECT_ERROR', { namespace: namespace ?? 'all', message: failures.join('; ') })
  else emitEvent(kit, 'DISCONNECT_SUCCESS', { namespace: namespace ?? 'all', ...(connectorId ? { connectorId } : {}) })
}

function errorMessage(error: unknown): string {
  const failure = error as { shortMessage?: string; message?: string } | undefined
  return failure?.shortMessage ?? failure?.message ?? String(error)
}
