import type { z } from 'zod'
import type { generateUrlBodySchema, OnRampOptions, OnRampOrder, OnRampQuote, quoteBodySchema } from './onRampSchemas.js'

export type QuoteInput = Omit<z.output<typeof quoteBodySchema>, 'provider' | 'projectId'>
export type SessionInput = Omit<z.output<typeof generateUrlBodySchema>, 'provider' | 'projectId'>

/**
 * An on-ramp provider as the Kit API uses it. `createHttpOnRampProvider` speaks the sandbox's
 * HTTP API (apps/onramp), which is also the shape a real provider's adapter implements.
 */
export interface OnRampProvider {
  readonly name: string
  readonly displayName: string
  options(): Promise<OnRampOptions>
  quote(input: QuoteInput): Promise<OnRampQuote>
  createSession(input: SessionInput): Promise<{ id: string; url: string }>
  getOrder(id: string): Promise<OnRampOrder>
}

/** The provider refused the request (bad amount, over a limit, unknown network): a 400 with its message. */
export class ProviderRefusedError extends Error {
  override name = 'ProviderRefusedError'
  constructor(
    message: string,
    readonly status: 400 | 404 | 409,
  ) {
    super(message)
  }
}

/** The provider did not answer, or answered something unusable: a 502. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError'
}
