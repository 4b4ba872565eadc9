import type { ConnectedUser, FrameNotification } from '@kit/frame-protocol'
import { signOutKeys } from '../storage/keys.js'
import type { AuthClient } from './authClientTypes.js'

/**
 * What the frame tells the host unasked: its approval screen or code entry opens or closes (the
 * frame is revealed or hidden), its user changed (account or network: a connector `change`), or
 * it logged out (the session is cleared: a connector `disconnect`).
 */
export function handleFrameNotification(client: AuthClient, event: FrameNotification): void {
  const auth = client.kit._internal.state.auth
  switch (event.type) {
    case '@kit-frame/APPROVAL_SHOW':
      auth.approval = { requestId: event.payload.requestId, method: event.payload.method }
      client.transport.show()
      return
    case '@kit-frame/APPROVAL_HIDE':
      if (!auth.approval || auth.approval.requestId === event.payload.requestId) client.hideFrame()
      return
    case '@kit-frame/CODE_ENTRY_SHOW':
      auth.codeEntry = { requestId: event.payload.requestId }
      client.transport.show()
      return
    case '@kit-frame/CODE_ENTRY_HIDE':
      if (auth.codeEntry?.requestId !== event.payload.requestId) return
      auth.codeEntry = undefined
      if (!auth.approval) client.transport.hide()
      return
    case '@kit-frame/USER_CHANGED': {
      const previous = client.user
      if (!previous) return
      const next = client.setUser({ ...previous, ...event.payload } as ConnectedUser)
      const accounts = next.address !== previous.address ? [next.address] : undefined
      const networkId = next.networkId !== previous.networkId ? next.networkId : undefined
      if (accounts || networkId) client.emit({ type: 'change', accounts, networkId })
      return
    }
    case '@kit-frame/LOGGED_OUT':
      if (!client.user) return
      client.clearSession(signOutKeys)
      client.emit({ type: 'disconnect' })
      return
    default:
      return
  }
}
