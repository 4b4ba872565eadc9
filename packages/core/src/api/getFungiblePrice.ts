import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

export const getFungiblePriceResponseSchema = z.object({
  fungibles: z.array(z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number().check(z.nonnegative()) })),
})

/** The CAIP-10 address part of a chain's native currency in price requests. */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export type GetFungiblePriceParameters = RequestOptions & {
  /** CAIP-10 token ids (1-100); native currency = `eip155:<id>:0xeeee…eeee`. */
  addresses: readonly string[]
  /** Default `usd`. */
  currency?: string | undefined
}

export type GetFungiblePriceReturnType = z.output<typeof getFungiblePriceResponseSchema>

/** `POST /v1/fungible/price`: prices in request order; unknown tokens are left out. */
export function getFungiblePrice(client: ApiClient, parameters: GetFungiblePriceParameters): Promise<GetFungiblePriceReturnType> {
  const { addresses, currency = 'usd', signal } = parameters
  const url = apiUrl(client, '/v1/fungible/price', {}, false)
  return apiRequest(client, url, getFungiblePriceResponseSchema, {
    method: 'POST',
    body: { currency, addresses, projectId: client.projectId },
    signal,
  })
}
