import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

/** docs/rules/entities.md: on-ramp purchase currency (with its networks) and payment currency (with limits). */
export const onRampPurchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() })),
})
export const onRampPaymentCurrencySchema = z.object({
  id: z.string(),
  payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
})
export const getOnRampOptionsResponseSchema = z.object({
  purchaseCurrencies: z.array(onRampPurchaseCurrencySchema),
  paymentCurrencies: z.array(onRampPaymentCurrencySchema),
})
export const getOnRampProvidersResponseSchema = z.object({ providers: z.array(z.object({ name: z.string(), displayName: z.string() })) })

export type OnRampPurchaseCurrency = z.output<typeof onRampPurchaseCurrencySchema>
export type OnRampPaymentCurrency = z.output<typeof onRampPaymentCurrencySchema>
export type GetOnRampOptionsReturnType = z.output<typeof getOnRampOptionsResponseSchema>
export type GetOnRampProvidersReturnType = z.output<typeof getOnRampProvidersResponseSchema>

/** `GET /v1/onramp/options`: what can be bought, on which networks, paid with which currencies. */
export function getOnRampOptions(
  client: ApiClient,
  { provider, signal }: RequestOptions & { provider?: string | undefined } = {},
): Promise<GetOnRampOptionsReturnType> {
  return apiRequest(client, apiUrl(client, '/v1/onramp/options', { provider }), getOnRampOptionsResponseSchema, { signal })
}

/** `GET /v1/onramp/providers`: the project's on-ramp providers. */
export function getOnRampProviders(client: ApiClient, { signal }: RequestOptions = {}): Promise<GetOnRampProvidersReturnType> {
  return apiRequest(client, apiUrl(client, '/v1/onramp/providers'), getOnRampProvidersResponseSchema, { signal })
}
