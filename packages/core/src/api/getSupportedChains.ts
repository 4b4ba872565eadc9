import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

export const getSupportedChainsResponseSchema = z.object({ http: z.array(z.string()), ws: z._default(z.array(z.string()), []) })

export type GetSupportedChainsReturnType = z.output<typeof getSupportedChainsResponseSchema>

/** `GET /v1/supported-chains`: CAIP-2 ids the blockchain API serves. */
export function getSupportedChains(client: ApiClient, { signal }: RequestOptions = {}): Promise<GetSupportedChainsReturnType> {
  return apiRequest(client, apiUrl(client, '/v1/supported-chains'), getSupportedChainsResponseSchema, { signal })
}
