import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

const money = z.object({ amount: z.string(), currency: z.string() })

/** docs/rules/entities.md: on-ramp quote (the provider fee is the sandbox's extra field). */
export const onRampQuoteSchema = z.object({
  networkFee: money,
  paymentSubtotal: money,
  paymentTotal: money,
  purchaseAmount: money,
  providerFee: z.optional(money),
  quoteId: z.string(),
})
export type OnRampQuoteResponse = z.output<typeof onRampQuoteSchema>

export type GetOnRampQuoteParameters = RequestOptions & {
  purchaseCurrency: string
  paymentCurrency: string
  /** What is spent on the crypto, e.g. `'50.00'`. */
  amount: string
  network: string
  paymentMethod?: string | undefined
  provider?: string | undefined
}

/** `POST /v1/onramp/quote`. */
export function getOnRampQuote(client: ApiClient, parameters: GetOnRampQuoteParameters): Promise<OnRampQuoteResponse> {
  const { signal, ...body } = parameters
  return apiRequest(client, apiUrl(client, '/v1/onramp/quote', {}, false), onRampQuoteSchema, {
    method: 'POST',
    body: { ...body, projectId: client.projectId },
    signal,
  })
}
