import type { AlertCode } from '../state/alerts.js'
import { BaseError } from './base.js'

/** docs/rules/errors.md texts of the HTTP statuses the Kit API answers with. */
function shortMessageOf(status: number, kind: ApiRequestErrorKind): string {
  if (kind === 'network') return 'Network Error'
  if (kind === 'invalid-response') return 'Invalid API response'
  if (status === 401) return 'Invalid Project ID'
  if (status === 403) return 'Origin Not Allowed'
  if (status === 429) return 'Rate Limited'
  if (status >= 500 && status <= 599) return 'Server Error'
  if (status === 400) return 'Invalid input'
  if (status === 404) return 'Not Found'
  return `Request failed with status ${status}`
}

/**
 * The docs/rules/errors.md alert an API failure raises, if any. A 400 naming `projectId` means the API
 * received no project id at all: 'Project ID Not Configured'.
 */
function alertOf(status: number, kind: ApiRequestErrorKind, body: unknown): AlertCode | undefined {
  if (kind !== 'http') return undefined
  if (status === 400 && typeof body === 'object' && body !== null && (body as { field?: unknown }).field === 'projectId') return 'PROJECT_ID_NOT_CONFIGURED'
  if (status === 401) return 'INVALID_PROJECT_ID'
  if (status === 403) return 'ORIGIN_NOT_ALLOWED'
  if (status === 429) return 'RATE_LIMITED'
  if (status >= 500 && status <= 599) return 'SERVER_ERROR'
  return undefined
}

/**
 * - `http`: the API answered with a non-2xx status.
 * - `network`: no answer (server down, CORS, aborted); `status` is 0.
 * - `invalid-response`: a 2xx answer that is not JSON or does not match its schema.
 */
export type ApiRequestErrorKind = 'http' | 'network' | 'invalid-response'

export type ApiRequestErrorType = ApiRequestError & { name: 'ApiRequestError' }

/**
 * A call to the Kit API failed. `shortMessage` is the docs/rules/errors.md text of the status
 * (401 'Invalid Project ID', 403 'Origin Not Allowed', 429 'Rate Limited', 5xx 'Server Error');
 * `details` is the server's message (or the validation issue); `alert` is the alert code the UI
 * shows for it, if any.
 */
export class ApiRequestError extends BaseError {
  override name = 'ApiRequestError'
  readonly status: number
  readonly url: string
  readonly kind: ApiRequestErrorKind
  /** The server's error code (`INVALID_PROJECT_ID`, `RATE_LIMITED`, …) when it sent one. */
  readonly code: string | undefined
  /** The parsed error body, when there was one. */
  readonly body: unknown
  readonly alert: AlertCode | undefined

  constructor({
    status,
    url,
    kind = 'http',
    details,
    code,
    body,
    cause,
  }: {
    status: number
    url: string
    kind?: ApiRequestErrorKind | undefined
    details?: string | undefined
    code?: string | undefined
    body?: unknown
    cause?: unknown
  }) {
    super(shortMessageOf(status, kind), {
      details: details ?? (cause instanceof Error ? cause.message : undefined),
      metaMessages: [`URL: ${url}`, ...(kind === 'http' ? [`Status: ${status}`] : [])],
      cause,
    })
    this.status = status
    this.url = url
    this.kind = kind
    this.code = code
    this.body = body
    this.alert = alertOf(status, kind, body)
  }
}
