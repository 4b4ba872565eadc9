import { FRAME_ERROR_MESSAGES } from '@kit/frame-protocol'
import type { Context } from 'hono'
import { lookupSession } from '../../auth/sessions.js'
import type { User } from '../../auth/users.js'
import type { SecureContext } from '../../context.js'
import type { Inbox } from '../../mail/inbox.js'
import type { ProjectResolver } from '../../origins/resolveProject.js'
import type { SocialLogin } from '../../social/socialLogin.js'
import { getSessionCookie } from '../cookies.js'
import { requestDevice } from '../deviceAuth.js'
import { HttpError, unauthorized } from '../httpError.js'
import { bearerToken } from '../validate.js'

/** What the route modules share. */
export interface RouteContext {
  readonly ctx: SecureContext
  readonly social: SocialLogin
  readonly projects: ProjectResolver
  /** The in-process SMTP catcher's inbox (null with a real SMTP server). */
  readonly inbox: Inbox | null
}

const requestTokens = (c: Context, fallbackToken?: string): (string | null)[] => [bearerToken(c), getSessionCookie(c), fallbackToken ?? null]

/** The user of the request's session (bearer token, else the session cookie) used from its own device, or null. */
export async function findRequestUser(routes: RouteContext, c: Context, fallbackToken?: string): Promise<User | null> {
  const device = requestDevice(c)
  for (const token of requestTokens(c, fallbackToken)) {
    const lookup = await lookupSession(routes.ctx, token, device.id)
    if (lookup.status === 'valid') return lookup.user
  }
  return null
}

/**
 * The user of the request's session, or 401: 'JWT validation error' when the presented session
 * has expired (the host shows docs/rules/errors.md 'Session Expired'), 'This session belongs to another
 * device' when the token was copied away from the device key it is bound to, 'Not connected' otherwise.
 */
export async function requireUser(routes: RouteContext, c: Context): Promise<User> {
  const device = requestDevice(c)
  let failure: 'expired' | 'other-device' | null = null
  for (const token of requestTokens(c)) {
    const lookup = await lookupSession(routes.ctx, token, device.id)
    if (lookup.status === 'valid') return lookup.user
    if (lookup.status === 'other-device') failure = 'other-device'
    else if (lookup.status === 'expired' && failure === null) failure = 'expired'
  }
  if (failure === 'other-device') throw new HttpError(401, 'This session belongs to another device', 'SESSION_OTHER_DEVICE')
  if (failure === 'expired') throw unauthorized(FRAME_ERROR_MESSAGES.sessionExpired)
  throw unauthorized()
}
