import type { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'
import { swapTransactionResponseSchema } from './swapSchemas.js'

export type BuildSwapTransactionParameters = RequestOptions & {
  amount: string
  from: string
  to: string
  userAddress: string
  /** Percent (docs/rules/limits.md default 1). */
  slippage: number
  disableEstimate?: boolean | undefined
}
export type BuildSwapTransactionReturnType = z.output<typeof swapTransactionResponseSchema>

/** `POST /v1/convert/build-transaction`: the swap transaction to sign. */
export function buildSwapTransaction(
  client: ApiClient,
  { signal, slippage, disableEstimate = false, ...body }: BuildSwapTransactionParameters,
): Promise<BuildSwapTransactionReturnType> {
  return apiRequest(client, apiUrl(client, '/v1/convert/build-transaction', {}, false), swapTransactionResponseSchema, {
    method: 'POST',
    body: { ...body, disableEstimate, eip155: { slippage: String(slippage) }, projectId: client.projectId },
    signal,
  })
}
