import type { z } from 'zod'
import { type OnRampProvider, ProviderRefusedError, ProviderUnavailableError } from './onRampProvider.js'
import { onRampOptionsSchema, onRampOrderSchema, onRampQuoteSchema, onRampSessionSchema } from './onRampSchemas.js'

export interface HttpOnRampProviderParameters {
  readonly name: string
  readonly displayName: string
  readonly url: string
  readonly apiKey: string
  readonly timeoutMs?: number
}

/** A provider reached over HTTP with a bearer key; its answers are validated before they are passed on. */
export function createHttpOnRampProvider(parameters: HttpOnRampProviderParameters): OnRampProvider {
  const { name, displayName, url, apiKey, timeoutMs = 10_000 } = parameters
  async function call<Schema extends z.ZodType>(schema: Schema, path: string, body?: unknown): Promise<z.output<Schema>> {
    let response: Response
    try {
      response = await fetch(new URL(path, url), {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${apiKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new ProviderUnavailableError(`On-ramp provider ${name} is unreachable: ${error instanceof Error ? error.message : String(error)}`)
    }
    const json = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined
    if (response.status === 400 || response.status === 404 || response.status === 409) {
      const message = typeof json?.error === 'string' ? json.error.slice(0, 300) : 'The on-ramp provider refused the request'
      throw new ProviderRefusedError(message, response.status)
    }
    if (!response.ok) throw new ProviderUnavailableError(`On-ramp provider ${name} answered ${response.status}`)
    const result = schema.safeParse(json)
    if (!result.success) throw new ProviderUnavailableError(`On-ramp provider ${name} sent an unexpected answer`)
    return result.data
  }
  return {
    name,
    displayName,
    options: () => call(onRampOptionsSchema, '/v1/options'),
    quote: (input) => call(onRampQuoteSchema, '/v1/quote', input),
    createSession: (input) => call(onRampSessionSchema, '/v1/sessions', input),
    getOrder: (id) => call(onRampOrderSchema, `/v1/sessions/${encodeURIComponent(id)}`),
  }
}
