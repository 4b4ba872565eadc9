import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'

/**
 * The frame runs as a third-party iframe, where browsers block or partition storage. The session
 * therefore lives in partitioned (CHIPS), HttpOnly cookies of the secure origin:
 * readable by no script, sent only with the frame's same-origin API calls, kept per top-level site.
 */
export const SESSION_COOKIE = 'kit_secure_session'

const base: CookieOptions = { path: '/api', httpOnly: true, secure: true, sameSite: 'None', partitioned: true }
const COOKIE_MAX_AGE_S = 400 * 24 * 3_600

export function setSessionCookie(c: Context, token: string, maxAgeMs: number): void {
  setCookie(c, SESSION_COOKIE, token, { ...base, maxAge: Math.min(Math.floor(maxAgeMs / 1000), COOKIE_MAX_AGE_S) })
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, base)
}

export function getSessionCookie(c: Context): string | null {
  const value = getCookie(c, SESSION_COOKIE)
  return value && /^[A-Za-z0-9_-]{16,256}$/.test(value) ? value : null
}
