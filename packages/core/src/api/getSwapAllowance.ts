import type { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'
import { swapAllowanceResponseSchema } from './swapSchemas.js'

export type GetSwapAllowanceParameters = RequestOptions & { tokenAddress: string; userAddress: string }
export type GetSwapAllowanceReturnType = z.output<typeof swapAllowanceResponseSchema>

/** `GET /v1/convert/allowance?tokenAddress&userAddress` (CAIP-10 ids): what the swap may spend. */
export function getSwapAllowance(client: ApiClient, { signal, ...query }: GetSwapAllowanceParameters): Promise<GetSwapAllowanceReturnType> {
  return apiRequest(client, apiUrl(client, '/v1/convert/allowance', query), swapAllowanceResponseSchema, { signal })
}
