import * as z from 'zod/mini'
import { connectedUserSchema, requestIdSchema } from './common.js'
import { defineFrameEvent } from './defineMessage.js'

/** The frame finished loading and listens; the host waits `FRAME_READY_EXTRA_DELAY_MS` more before its first request. */
export const frameReadyEventSchema = defineFrameEvent('READY', z.object({ version: z.string().check(z.maxLength(64)) }))

/**
 * An unsafe RPC request waits for the user's approval: the host must reveal the iframe
 * (ApproveTransaction view). The frame draws the approval screen itself.
 */
export const approvalShowEventSchema = defineFrameEvent('APPROVAL_SHOW', z.object({ requestId: requestIdSchema, method: z.string().check(z.maxLength(128)) }))
/** The approval screen is gone: the host hides the iframe again. */
export const approvalHideEventSchema = defineFrameEvent('APPROVAL_HIDE', z.object({ requestId: requestIdSchema }))
/**
 * The email-code entry waits for the user (a `CONNECT_OTP`, `UPDATE_EMAIL_PRIMARY_OTP` or
 * `UPDATE_EMAIL_SECONDARY_OTP` request): the host reveals the iframe over the EmailLogin or
 * UpdateEmailWallet view's code slot. The code is typed on the frame, never on the host page.
 */
export const codeEntryShowEventSchema = defineFrameEvent('CODE_ENTRY_SHOW', z.object({ requestId: requestIdSchema }))
/** The code entry is done (signed in or aborted): the host hides the iframe again. */
export const codeEntryHideEventSchema = defineFrameEvent('CODE_ENTRY_HIDE', z.object({ requestId: requestIdSchema }))
/** The user approved or rejected (sent before `APPROVAL_HIDE` and before the RPC reply). */
export const approvalResultEventSchema = defineFrameEvent('APPROVAL_RESULT', z.object({ requestId: requestIdSchema, approved: z.boolean() }))
/** The frame started handling an RPC request. */
export const rpcRequestEventSchema = defineFrameEvent('RPC_REQUEST', z.object({ requestId: requestIdSchema, method: z.string().check(z.maxLength(128)) }))
/** The frame finished an RPC request (the result itself travels in `RPC_REQUEST_SUCCESS`). */
export const rpcResponseEventSchema = defineFrameEvent(
  'RPC_RESPONSE',
  z.object({ requestId: requestIdSchema, method: z.string().check(z.maxLength(128)), ok: z.boolean() }),
)
/** The connected user changed (email updated, network switched). */
export const userChangedEventSchema = defineFrameEvent('USER_CHANGED', z.partial(connectedUserSchema))
/** The session ended on the frame side (expired, revoked, signed out elsewhere). */
export const loggedOutEventSchema = defineFrameEvent('LOGGED_OUT', z.object({ reason: z.optional(z.string().check(z.maxLength(256))) }))

/**
 * Posted by the social-login callback page (on the secure origin, inside the popup the host opened)
 * to `window.opener`. The host passes `uri` on to the frame with `CONNECT_SOCIAL`.
 */
export const socialCallbackEventSchema = defineFrameEvent('SOCIAL_CALLBACK', z.object({ uri: z.string().check(z.minLength(1), z.maxLength(8192)) }))
