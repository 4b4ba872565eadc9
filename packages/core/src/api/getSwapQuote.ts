import type { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'
import { swapQuotesResponseSchema } from './swapSchemas.js'

export type GetSwapQuoteParameters = RequestOptions & {
  /** CAIP-10 ids of the tokens. */
  from: string
  to: string
  /** Smallest unit of `from`. */
  amount: string
  userAddress?: string | undefined
  gasPrice?: string | undefined
}
export type GetSwapQuoteReturnType = z.output<typeof swapQuotesResponseSchema>

/** `GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice`. */
export function getSwapQuote(client: ApiClient, { signal, ...query }: GetSwapQuoteParameters): Promise<GetSwapQuoteReturnType> {
  return apiRequest(client, apiUrl(client, '/v1/convert/quotes', query), swapQuotesResponseSchema, { signal })
}
