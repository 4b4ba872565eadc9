import { createRequestId } from './createRequestId.js'
import { FRAME_MESSAGES, type FrameMessageName, type RequestMessage, type RequestPayload } from './schemas/messages.js'
import { type AppEvent, appEventSchema, type FrameEvent, frameEventSchema, type PopupEvent, popupEventSchema } from './schemas/unions.js'

/** The app event in `data`, or `null` for anything else (never throws). */
export function parseAppEvent(data: unknown): AppEvent | null {
  const result = appEventSchema.safeParse(data)
  return result.success ? result.data : null
}

/** The frame event in `data` (reply or frame-initiated event), or `null` for anything else (never throws). */
export function parseFrameEvent(data: unknown): FrameEvent | null {
  const result = frameEventSchema.safeParse(data)
  return result.success ? result.data : null
}

/** The social-login popup message in `data`, or `null` for anything else (never throws). */
export function parsePopupEvent(data: unknown): PopupEvent | null {
  const result = popupEventSchema.safeParse(data)
  return result.success ? result.data : null
}

/** Builds a request message with a fresh random id: `createAppEvent('CONNECT_EMAIL', { email })`. */
export function createAppEvent<name extends FrameMessageName>(name: name, payload: RequestPayload<name>, id: string = createRequestId()): RequestMessage<name> {
  return { type: FRAME_MESSAGES[name].requestType, id, payload } as RequestMessage<name>
}

/** Whether `event` is the success reply of request `name`. */
export function isSuccessReply(name: FrameMessageName, event: { type: string }): boolean {
  return event.type === FRAME_MESSAGES[name].successType
}

/** Whether `event` is the error reply of request `name`. */
export function isErrorReply(name: FrameMessageName, event: { type: string }): boolean {
  return event.type === FRAME_MESSAGES[name].errorType
}

/** `'CONNECT_EMAIL'` for `'@kit-app/CONNECT_EMAIL'`, or null. */
export function getMessageName(type: string): FrameMessageName | null {
  const match = /^@kit-(?:app|frame)\/(.+?)(?:_SUCCESS|_ERROR)?$/.exec(type)
  const name = match?.[1]
  return name !== undefined && Object.hasOwn(FRAME_MESSAGES, name) ? (name as FrameMessageName) : null
}
