import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

/** One balance (docs/rules Token entity): native (no `address`) or a token (`address` is CAIP-10). */
export const apiBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z._default(z.number().check(z.nonnegative()), 0),
  price: z._default(z.number().check(z.nonnegative()), 0),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z._default(z.string(), ''),
})

export const getBalanceResponseSchema = z.object({ balances: z.array(apiBalanceSchema) })

export type ApiBalance = z.output<typeof apiBalanceSchema>

export type GetBalanceParameters = RequestOptions & {
  address: string
  /** CAIP-2; omitted = every chain the API knows. */
  chainId?: string | undefined
  /** Fiat currency of `price` and `value`. Default `usd`. */
  currency?: string | undefined
  /** Skip the server's cache. */
  forceUpdate?: boolean | undefined
}

export type GetBalanceReturnType = z.output<typeof getBalanceResponseSchema>

/** `GET /v1/account/{address}/balance`: native and token balances with price and value. */
export function getBalance(client: ApiClient, parameters: GetBalanceParameters): Promise<GetBalanceReturnType> {
  const { address, chainId, currency = 'usd', forceUpdate, signal } = parameters
  const url = apiUrl(client, `/v1/account/${encodeURIComponent(address)}/balance`, {
    currency,
    chainId,
    forceUpdate: forceUpdate ? 'true' : undefined,
  })
  return apiRequest(client, url, getBalanceResponseSchema, { signal })
}
