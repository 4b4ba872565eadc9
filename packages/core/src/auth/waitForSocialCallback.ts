import { POPUP_CHECK_INTERVAL_MS, parsePopupEvent } from '@kit/frame-protocol'
import { PopupClosedError } from '../errors/auth.js'

export type WaitForSocialCallbackParameters = {
  host: Pick<Window, 'addEventListener' | 'removeEventListener'>
  popup: Pick<Window, 'closed'>
  /** The secure origin: the callback page posts from there. */
  origin: string
  warn?: ((message: string, detail?: unknown) => void) | undefined
}

/**
 * Waits for the social login popup's callback page (on the secure origin) to post its result
 * URI to this window. Only a message from that popup, from the secure origin and of the
 * protocol's shape counts. The popup is checked for closure every 1 s: 'Popup closed'.
 */
export function waitForSocialCallback({
  host,
  popup,
  origin,
  warn = (message, detail) => console.warn(`[kit] ${message}`, detail ?? ''),
}: WaitForSocialCallbackParameters): Promise<string> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearInterval(timer)
      host.removeEventListener('message', onMessage as EventListener)
    }
    const onMessage = (event: MessageEvent) => {
      if (event.source !== (popup as unknown)) return
      if (event.origin !== origin) return warn('Dropped a popup message from an untrusted origin', { origin: event.origin })
      const parsed = parsePopupEvent(event.data)
      if (!parsed) return warn('Dropped an invalid popup message')
      done()
      resolve(parsed.payload.uri)
    }
    const timer = setInterval(() => {
      if (!popup.closed) return
      done()
      reject(new PopupClosedError())
    }, POPUP_CHECK_INTERVAL_MS)
    host.addEventListener('message', onMessage as EventListener)
  })
}
