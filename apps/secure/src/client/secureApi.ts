import type { DeviceKey } from './deviceKey.js'

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

/**
 * POSTs JSON to the same-origin API with the session cookie and, when known, the session token,
 * every request signed by the device key (the server refuses unsigned ones).
 */
export function createSecureApi(getToken: () => string | null, device: Promise<DeviceKey>, fetchFn: typeof fetch = fetch): SecureApi {
  return async <T>(path: string, body: unknown = {}, options: { signal?: AbortSignal } = {}): Promise<T> => {
    const text = JSON.stringify(body)
    let headers: Record<string, string>
    try {
      headers = { 'content-type': 'application/json', ...(await (await device).signRequest({ method: 'POST', path, body: text })) }
    } catch {
      throw new SecureApiError('This browser cannot create the wallet key (WebCrypto unavailable)', undefined, 0)
    }
    const token = getToken()
    if (token) headers.authorization = `Bearer ${token}`
    let response: Response
    try {
      response = await fetchFn(path, { method: 'POST', headers, body: text, credentials: 'same-origin', signal: options.signal ?? null })
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
