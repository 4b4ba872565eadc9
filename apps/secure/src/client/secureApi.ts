/** An error answer of the secure API (`{ error: { message, code? } }`). */
export class SecureApiError extends Error {
  override name = 'SecureApiError'
  constructor(
    message: string,
    readonly code: number | string | undefined,
    readonly status: number,
  ) {
    super(message)
  }
}

export type SecureApi = <T>(path: string, body?: unknown, options?: { signal?: AbortSignal }) => Promise<T>

/** POSTs JSON to the same-origin API with the session cookie and, when known, the session token. */
export function createSecureApi(getToken: () => string | null, fetchFn: typeof fetch = fetch): SecureApi {
  return async <T>(path: string, body: unknown = {}, options: { signal?: AbortSignal } = {}): Promise<T> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    const token = getToken()
    if (token) headers.authorization = `Bearer ${token}`
    let response: Response
    try {
      response = await fetchFn(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin', signal: options.signal ?? null })
    } catch (error) {
      if (options.signal?.aborted) throw error
      throw new SecureApiError('Network error, check your connection', undefined, 0)
    }
    let json: unknown = null
    try {
      json = await response.json()
    } catch {
      json = null
    }
    if (!response.ok) {
      const error = (json as { error?: { message?: unknown; code?: unknown } } | null)?.error
      const message = typeof error?.message === 'string' ? error.message : 'Something went wrong'
      const code = typeof error?.code === 'number' || typeof error?.code === 'string' ? error.code : undefined
      throw new SecureApiError(message, code, response.status)
    }
    return json as T
  }
}
