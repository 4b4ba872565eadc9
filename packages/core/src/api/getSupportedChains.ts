import { z } from 'zod'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

export const getSupportedChainsResponseSchema = z.object({ http: z.array(z.string()), ws: z.array(z.string()).default([]) })

export type GetSupportedChainsReturnType = z.output<typeof getSupportedChainsResponseSchema>

/** `GET /v1/supported-chains`: CAIP-2 ids the blockchain API serves. */
export function getSupportedChains(client: ApiClient, { signal }: RequestOptions = {}): Promise<GetSupportedChainsReturnType> {
  return apiRequest(client, apiUrl(client, '/v1/supported-chains'), getSupportedChainsResponseSchema, { signal })
}
