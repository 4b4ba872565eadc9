import type { Kit } from '../kit.js'
import { loginCacheKeys } from '../storage/keys.js'
import type { Namespace } from '../types.js'
import { findConnector } from '../utils/lookup.js'
import { clearConnection } from './clearConnection.js'
import { emitEvent } from './emitEvent.js'

export type DisconnectParameters = { namespace?: Namespace | undefined }

/** SPEC section 9: the wallet gets at most 3 s to acknowledge a disconnect. */
const disconnectWait = 3000

/**
 * Disconnects one namespace or all of them. The local state, the stored connection and the
 * login cache (SPEC section 4) are cleared even when the wallet does not answer.
 */
export async function disconnect(kit: Kit, { namespace }: DisconnectParameters = {}): Promise<void> {
  const connections = kit._internal.state.connections.connections.filter(
    (connection) => !namespace || connection.namespace === namespace,
  )
  await Promise.all(
    connections.map(async (connection) => {
      const connector = findConnector(kit, connection.connectorId, connection.namespace)
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        await Promise.race([
          connector?.disconnect(),
          new Promise((resolve) => {
            timer = setTimeout(resolve, disconnectWait)
          }),
        ])
      } catch {
        // The wallet failed to acknowledge; the kit still forgets the connection.
      } finally {
        clearTimeout(timer)
        clearConnection(kit, connection.namespace)
      }
    }),
  )
  for (const key of loginCacheKeys) kit.storage.remove(key)
  emitEvent(kit, 'DISCONNECT_SUCCESS', namespace ? { namespace } : undefined)
}
