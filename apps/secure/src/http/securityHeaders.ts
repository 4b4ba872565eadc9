import type { MiddlewareHandler } from 'hono'
import { HttpError } from './httpError.js'

/** Headers on every response; JSON APIs are never framed or sniffed. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next()
  c.header('x-content-type-options', 'nosniff')
  c.header('referrer-policy', 'strict-origin-when-cross-origin')
  if (!c.res.headers.has('content-security-policy')) c.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
  if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store')
}

/**
 * `/api/*` is for the frame page on this origin only: a request without an `Origin` header (not a
 * browser's) or from another origin is refused. No CORS headers are ever sent. The device
 * signature (deviceAuth) is what a non-browser client cannot forge; this check keeps other pages out.
 */
export function sameOriginApi(publicUrl: string): MiddlewareHandler {
  const own = new URL(publicUrl).origin
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (origin === undefined) throw new HttpError(403, 'Unauthorized: requests must come from the wallet frame (no Origin header)', 4100)
    const host = c.req.header('host')
    const requestOrigin = host ? `${new URL(c.req.url).protocol}//${host}` : null
    if (origin !== own && origin !== requestOrigin) throw new HttpError(403, 'Unauthorized: origin not allowed', 4100)
    await next()
  }
}
