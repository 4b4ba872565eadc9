import { type FrameEvent, parseFrameEvent } from '@kit/frame-protocol'
import type { FrameWindow } from './frameTypes.js'

const kitEventPattern = /^@kit-(?:frame|app)\//

function looksLikeKitMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string'
    ? kitEventPattern.test((data as { type: string }).type)
    : false
}

function describe(data: unknown): string {
  if (typeof data === 'object' && data !== null && typeof (data as { type?: unknown }).type === 'string')
    return String((data as { type: string }).type).slice(0, 80)
  return typeof data
}

export type FrameMessageListenerParameters = {
  /** The secure frame's origin. */
  origin: string
  iframe(): HTMLIFrameElement | undefined
  host(): FrameWindow | undefined
  warn(message: string, detail?: unknown): void
  onEvent(event: FrameEvent): void
}

/**
 * The page's `message` listener: only messages whose `event.origin` is the secure origin, whose
 * `event.source` is this iframe's window and that parse with the protocol schemas reach `onEvent`;
 * anything else kit-shaped is dropped with a warning (another kit's frame and the social-login
 * popup's callback silently).
 */
export function createFrameMessageListener({ origin, iframe, host, warn, onEvent }: FrameMessageListenerParameters) {
  function isExpectedOtherWindow(event: MessageEvent): boolean {
    if ((event.data as { type: string }).type === '@kit-frame/SOCIAL_CALLBACK') return true
    const frames = host()?.frames
    if (!frames || event.source === null) return false
    for (let index = 0; index < frames.length; index += 1) if (frames[index] === event.source) return true
    return false
  }

  return (event: MessageEvent) => {
    if (event.origin !== origin) {
      // Other scripts on the page post messages too: only kit-shaped ones are worth a warning.
      if (looksLikeKitMessage(event.data)) warn('Dropped a frame event from an unexpected origin', { origin: event.origin, type: describe(event.data) })
      return
    }
    const frame = iframe()
    if (frame === undefined || event.source !== frame.contentWindow) {
      if (looksLikeKitMessage(event.data) && !isExpectedOtherWindow(event))
        warn('Dropped a frame event from an unexpected window', { type: describe(event.data) })
      return
    }
    const parsed = parseFrameEvent(event.data)
    if (!parsed) {
      warn('Dropped an invalid frame event', { type: describe(event.data) })
      return
    }
    onEvent(parsed)
  }
}
