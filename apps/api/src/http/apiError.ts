/** JSON body of an error answer. Provider texts follow docs/rules/errors.md so the SDK can map them. */
export type ApiErrorBody = { error: 'Invalid input'; field: string; message: string } | { message: string; code: string }

/** An error that becomes an HTTP answer (status + JSON body); anything else is a bug (500). */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502
  readonly body: ApiErrorBody
  readonly headers: Record<string, string>

  constructor(status: ApiError['status'], body: ApiErrorBody, headers: Record<string, string> = {}) {
    super('field' in body ? `${body.field}: ${body.message}` : body.message)
    this.status = status
    this.body = body
    this.headers = headers
  }
}

/** 400 naming the bad field: `{ error: 'Invalid input', field, message }`. */
export class InputError extends ApiError {
  override name = 'InputError'
  constructor(field: string, message: string) {
    super(400, { error: 'Invalid input', field, message })
  }
}

export const invalidProjectError = (): ApiError => new ApiError(401, { message: 'Unauthorized: invalid key', code: 'INVALID_PROJECT_ID' })

export const originNotAllowedError = (): ApiError => new ApiError(403, { message: 'Unauthorized: origin not allowed', code: 'ORIGIN_NOT_ALLOWED' })

export const rateLimitedError = (retryAfterSeconds: number): ApiError =>
  new ApiError(429, { message: 'Rate Limited', code: 'RATE_LIMITED' }, { 'retry-after': String(retryAfterSeconds) })

export const notFoundError = (): ApiError => new ApiError(404, { message: 'Not Found', code: 'NOT_FOUND' })

export const upstreamError = (message: string): ApiError => new ApiError(502, { message, code: 'UPSTREAM_UNAVAILABLE' })
