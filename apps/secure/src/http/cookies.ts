import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'

/**
 * The frame runs as a third-party iframe, where browsers block or partition storage. The session
 * and the device id therefore live in partitioned (CHIPS), HttpOnly cookies of the secure origin:
 * readable by no script, sent only with the frame's same-origin API calls, kept per top-level site.
 */
export const SESSION_COOKIE = 'kit_secure_session'
export const DEVICE_COOKIE = 'kit_secure_device'

const base: CookieOptions = { path: '/api', httpOnly: true, secure: true, sameSite: 'None', partitioned: true }
const DEVICE_MAX_AGE_S = 400 * 24 * 3_600

export function setSessionCookie(c: Context, token: string, maxAgeMs: number): void {
  setCookie(c, SESSION_COOKIE, token, { ...base, maxAge: Math.min(Math.floor(maxAgeMs / 1000), DEVICE_MAX_AGE_S) })
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, base)
}

export function getSessionCookie(c: Context): string | null {
  const value = getCookie(c, SESSION_COOKIE)
  return value && /^[A-Za-z0-9_-]{16,256}$/.test(value) ? value : null
}

/** This browser's device id: the one the request names, else the device cookie (created on first use). */
export function resolveDeviceId(c: Context, requested: string | undefined): string {
  if (requested) return requested
  const existing = getCookie(c, DEVICE_COOKIE)
  if (existing && /^[A-Za-z0-9_-]{16,128}$/.test(existing)) return existing
  const created = randomBytes(24).toString('base64url')
  setCookie(c, DEVICE_COOKIE, created, { ...base, maxAge: DEVICE_MAX_AGE_S })
  return created
}
