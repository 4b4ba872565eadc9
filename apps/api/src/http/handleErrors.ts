import { firstIssue } from '@kit/server-shared'
import type { Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { BaseError } from 'viem'
import { ZodError } from 'zod'
import type { ApiEnv } from '../apiEnv.js'
import { ApiError, notFoundError, upstreamError } from './apiError.js'
import { isChainUnavailable } from './chainErrors.js'

/** Error answers carry CORS headers for the caller's origin so the SDK can read the status and message. */
function withCors(c: Context<ApiEnv>, response: Response): Response {
  const origin = c.req.header('origin')
  if (origin !== undefined) {
    response.headers.set('access-control-allow-origin', origin)
    response.headers.append('vary', 'Origin')
    response.headers.set('access-control-expose-headers', 'Retry-After')
  }
  return response
}

/** Bodies above this size that an error answer leaves unread end the connection (see {@link finish}). */
const UNREAD_BODY_CLOSE_BYTES = 16 * 1024

/**
 * CORS headers, and `Connection: close` when the request carried a body larger than
 * {@link UNREAD_BODY_CLOSE_BYTES} (or one too large, 413) that the answer leaves unread: the
 * server drains such a body for at most 500 ms and then destroys the socket, and a client that
 * kept the connection alive lost the next request it sent on it (ECONNRESET).
 */
function finish(c: Context<ApiEnv>, response: Response): Response {
  const length = Number(c.req.header('content-length') ?? 0)
  if (response.status === 413 || length > UNREAD_BODY_CLOSE_BYTES || c.req.header('transfer-encoding') !== undefined) {
    response.headers.set('connection', 'close')
  }
  return withCors(c, response)
}

function errorResponse(error: ApiError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: { 'content-type': 'application/json', ...error.headers },
  })
}

/**
 * Installs the global error handler: ApiErrors answer with their status; stray zod errors from
 * input parsing answer 400; Hono's own client errors keep their 4xx status; a chain node that
 * cannot be reached answers 502 'Chain node unavailable', any other viem error a route left
 * unmapped 502 'Chain request failed' (logged: it should have a named answer); anything else is
 * a bug: logged, answered 500 'Server Error'. Unknown routes answer a JSON 404.
 */
export function handleErrors(app: Hono<ApiEnv>, log: (message: string) => void): void {
  app.notFound((c) => finish(c, errorResponse(notFoundError())))
  app.onError((error, c) => {
    if (error instanceof ApiError) return finish(c, errorResponse(error))
    if (error instanceof ZodError) {
      const { field, message } = firstIssue(error)
      return finish(c, errorResponse(new ApiError(400, { error: 'Invalid input', field: field ?? 'body', message })))
    }
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status === 413 ? 413 : 400
      const body =
        status === 413
          ? { message: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE' }
          : { error: 'Invalid input' as const, field: 'request', message: error.message || 'Bad request' }
      return finish(c, errorResponse(new ApiError(status, body)))
    }
    if (isChainUnavailable(error)) {
      log(`Kit API: ${c.req.method} ${c.req.path}: chain node unavailable: ${(error as BaseError).shortMessage}`)
      return finish(c, errorResponse(upstreamError('Chain node unavailable')))
    }
    if (error instanceof BaseError) {
      // A chain read no route mapped to a named answer: a bug to fix (logged), but the node is what failed, not the server.
      log(`Kit API: ${c.req.method} ${c.req.path} failed: unmapped chain error: ${error.stack ?? error.message}`)
      return finish(c, errorResponse(new ApiError(502, { message: 'Chain request failed', code: 'CHAIN_REQUEST_FAILED' })))
    }
    log(`Kit API: ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    return finish(c, c.json({ message: 'Server Error', code: 'SERVER_ERROR' }, 500))
  })
}
