import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** An error answered as `{ error: { message, code? } }` with `status`. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: number | string,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, code?: number | string): HttpError => new HttpError(400, message, code)
export const unauthorized = (message = 'Not connected'): HttpError => new HttpError(401, message, 4100)
export const notFound = (message = 'Not found'): HttpError => new HttpError(404, message)
