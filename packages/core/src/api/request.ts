import { en } from 'zod/locales'
import { z } from 'zod/mini'
import { ApiRequestError } from '../errors/api.js'
import type { ApiClient } from './createApiClient.js'

export type Query = Record<string, string | number | boolean | readonly string[] | undefined>

export type RequestOptions = {
  /** Aborts the request (the client's timeout applies as well). */
  signal?: AbortSignal | undefined
}

/** `baseUrl + path` with `projectId`, `st`, `sv` and the given query (empty values left out). */
export function apiUrl(client: ApiClient, path: string, query: Query = {}, sdk = true): string {
  const search = new URLSearchParams({ projectId: client.projectId })
  if (sdk) {
    search.set('st', client.sdkType)
    search.set('sv', client.sdkVersion)
  }
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue
    if (Array.isArray(value)) {
      if (value.length) search.set(key, value.join(','))
    } else search.set(key, String(value))
  }
  return `${client.baseUrl}${path.startsWith('/') ? path : `/${path}`}?${search}`
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(response)'}: ${issue.message}`)
    .join('; ')
}

async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await response.json() }
  } catch {
    return { ok: false }
  }
}

/**
 * Sends one request and validates the answer with `schema`. Every failure is an
 * {@link ApiRequestError}: no answer (`kind: 'network'`, status 0), a non-2xx status (`http`,
 * with the server's `message`/`field` as details), or an answer that breaks the schema.
 */
export async function apiRequest<schema extends z.core.$ZodType>(
  client: ApiClient,
  url: string,
  schema: schema,
  { method = 'GET', body, signal }: { method?: 'GET' | 'POST'; body?: unknown } & RequestOptions = {},
): Promise<z.output<schema>> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error(`Timed out after ${client.timeout} ms`)), client.timeout)
  const onAbort = () => controller.abort(signal?.reason)
  if (signal?.aborted) onAbort()
  else signal?.addEventListener('abort', onAbort, { once: true })
  let response: Response
  try {
    response = await client.fetchFn(url, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: controller.signal,
    })
  } catch (error) {
    throw new ApiRequestError({ status: 0, url, kind: 'network', cause: controller.signal.reason ?? error })
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
  const json = await readJson(response)
  if (!response.ok) {
    const data = json.ok && typeof json.value === 'object' && json.value !== null ? (json.value as Record<string, unknown>) : {}
    const message = typeof data.message === 'string' ? data.message : undefined
    const field = typeof data.field === 'string' ? data.field : undefined
    throw new ApiRequestError({
      status: response.status,
      url,
      details: field ? `${field}: ${message ?? 'Invalid input'}` : message,
      code: typeof data.code === 'string' ? data.code : undefined,
      body: json.ok ? json.value : undefined,
    })
  }
  if (!json.ok) throw new ApiRequestError({ status: response.status, url, kind: 'invalid-response', details: 'Expected JSON' })
  // zod/mini carries no messages of its own: zod's English ones, for this parse only.
  const parsed = z.safeParse(schema, json.value, { error: en().localeError })
  if (!parsed.success) throw new ApiRequestError({ status: response.status, url, kind: 'invalid-response', details: describeIssues(parsed.error) })
  return parsed.data
}
