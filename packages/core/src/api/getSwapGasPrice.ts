import type { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'
import { swapGasPriceResponseSchema } from './swapSchemas.js'

export type GetSwapGasPriceParameters = RequestOptions & { chainId: string }
export type GetSwapGasPriceReturnType = z.output<typeof swapGasPriceResponseSchema>

/** `GET /v1/convert/gas-price?chainId`: standard, fast and instant, in wei. */
export function getSwapGasPrice(client: ApiClient, { chainId, signal }: GetSwapGasPriceParameters): Promise<GetSwapGasPriceReturnType> {
  return apiRequest(client, apiUrl(client, '/v1/convert/gas-price', { chainId }), swapGasPriceResponseSchema, { signal })
}
