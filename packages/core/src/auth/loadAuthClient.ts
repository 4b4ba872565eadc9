import type { ConnectorEvent } from '../adapters/contract.js'
import { AuthConnectorNotFoundError, FrameLoadError } from '../errors/auth.js'
import type { Kit } from '../kit.js'
import type { AuthClient } from './authClientTypes.js'

export type AuthRuntime = {
  listeners: Set<(event: ConnectorEvent) => void>
  client: Promise<AuthClient> | undefined
  /** The social login popup while a social login runs. */
  popup: Window | undefined
}

declare module '../kit.js' {
  interface KitRuntime {
    /** The auth frame client and its listeners, made on first use. */
    auth?: AuthRuntime
  }
}

/** The kit's auth runtime objects (the frame client, connector listeners), made on first use. */
export function getAuthRuntime(kit: Kit): AuthRuntime {
  kit._internal.runtime.auth ??= { listeners: new Set(), client: undefined, popup: undefined }
  return kit._internal.runtime.auth
}

/**
 * The frame client of `kit`, loaded with a dynamic import on first use: the frame transport and
 * the protocol schemas stay out of the first page load, and the iframe is only created by the
 * first request (email or social login, or a stored auth session being checked).
 */
export function loadAuthClient(kit: Kit): Promise<AuthClient> {
  if (!kit._internal.state.auth.connector) return Promise.reject(new AuthConnectorNotFoundError())
  const runtime = getAuthRuntime(kit)
  runtime.client ??= import('./authClient.js').then(
    ({ createAuthClient }) => {
      const client = createAuthClient(kit, { listeners: runtime.listeners })
      // Unmounting the kit removes the frame and its listeners; the next use starts over.
      kit._internal.cleanups.set('auth:frame', () => {
        client.transport.destroy()
        runtime.client = undefined
      })
      return client
    },
    (cause: unknown) => {
      runtime.client = undefined
      throw new FrameLoadError({ cause })
    },
  )
  return runtime.client
}

/** The client if it was loaded already (no import, no frame). */
export function peekAuthClient(kit: Kit): Promise<AuthClient> | undefined {
  return kit._internal.runtime.auth?.client
}
