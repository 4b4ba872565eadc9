import type { Context } from 'hono'
import { FRAME_ERROR_MESSAGES } from '@kit/frame-protocol'
import { isSessionExpired, resolveSession } from '../../auth/sessions.js'
import type { User } from '../../auth/users.js'
import type { SecureContext } from '../../context.js'
import type { Inbox } from '../../mail/inbox.js'
import type { ProjectResolver } from '../../origins/resolveProject.js'
import type { SocialLogin } from '../../social/socialLogin.js'
import { unauthorized } from '../httpError.js'
import { getSessionCookie } from '../cookies.js'
import { bearerToken } from '../validate.js'

/** What the route modules share. */
export interface RouteContext {
  readonly ctx: SecureContext
  readonly social: SocialLogin
  readonly projects: ProjectResolver
  /** The in-process SMTP catcher's inbox (null with a real SMTP server). */
  readonly inbox: Inbox | null
}

/** The user of the request's session (bearer token, else the session cookie), or null. */
export async function findRequestUser(routes: RouteContext, c: Context, fallbackToken?: string): Promise<User | null> {
  for (const token of [bearerToken(c), getSessionCookie(c), fallbackToken ?? null]) {
    const user = token ? await resolveSession(routes.ctx, token) : null
    if (user) return user
  }
  return null
}

/**
 * The user of the request's session, or 401: 'JWT validation error' when the presented session
 * has expired (the host shows SPEC section 8 'Session Expired'), 'Not connected' otherwise.
 */
export async function requireUser(routes: RouteContext, c: Context): Promise<User> {
  const user = await findRequestUser(routes, c)
  if (user) return user
  for (const token of [bearerToken(c), getSessionCookie(c)])
    if (await isSessionExpired(routes.ctx, token)) throw unauthorized(FRAME_ERROR_MESSAGES.sessionExpired)
  throw unauthorized()
}
