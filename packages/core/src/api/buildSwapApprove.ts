import type { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'
import { swapApproveResponseSchema } from './swapSchemas.js'

export type BuildSwapApproveParameters = RequestOptions & { userAddress: string; from: string; to: string; amount?: string | undefined }
export type BuildSwapApproveReturnType = z.output<typeof swapApproveResponseSchema>

/** `GET /v1/convert/build-approve?userAddress&from&to&amount`: the approval transaction to sign. */
export function buildSwapApprove(client: ApiClient, { signal, ...query }: BuildSwapApproveParameters): Promise<BuildSwapApproveReturnType> {
  return apiRequest(client, apiUrl(client, '/v1/convert/build-approve', query), swapApproveResponseSchema, { signal })
}
