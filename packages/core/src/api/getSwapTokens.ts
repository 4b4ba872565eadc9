import type { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'
import { swapTokensResponseSchema } from './swapSchemas.js'

export type GetSwapTokensParameters = RequestOptions & { chainId: string }
export type GetSwapTokensReturnType = z.output<typeof swapTokensResponseSchema>

/** `GET /v1/convert/tokens?chainId`: the tokens the swap provider trades on a network. */
export function getSwapTokens(client: ApiClient, { chainId, signal }: GetSwapTokensParameters): Promise<GetSwapTokensReturnType> {
  return apiRequest(client, apiUrl(client, '/v1/convert/tokens', { chainId }), swapTokensResponseSchema, { signal })
}
