import type { Context } from 'hono'
import type { ApiEnv } from '../apiEnv.js'

/** The caller's address for rate limiting: the socket peer, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientAddress(c: Context<ApiEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded.slice(0, 100)
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'local'
}
