import { z } from 'zod'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

const spamFlags = z.object({ is_spam: z.boolean() })

export const apiTransferSchema = z.object({
  fungible_info: z
    .object({
      name: z.string().optional(),
      symbol: z.string(),
      icon: z.object({ url: z.string() }).nullable().optional(),
      flags: spamFlags.optional(),
    })
    .optional(),
  nft_info: z
    .object({
      name: z.string().nullable().optional(),
      content: z.object({ preview: z.object({ url: z.string().nullable() }).nullable().optional() }).nullable().optional(),
      flags: spamFlags.optional(),
    })
    .optional(),
  direction: z.enum(['in', 'out', 'self']).optional(),
  quantity: z.object({ numeric: z.string() }),
  value: z.number().optional(),
  price: z.number().optional(),
})

/** SPEC section 3 Transaction entity. */
export const apiTransactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string().optional(),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.string(),
    nonce: z.number().optional(),
    chain: z.string(),
  }),
  transfers: z.array(apiTransferSchema),
})

export const getHistoryResponseSchema = z.object({ data: z.array(apiTransactionSchema), next: z.string().nullable().default(null) })

export type ApiTransaction = z.output<typeof apiTransactionSchema>
export type ApiTransfer = z.output<typeof apiTransferSchema>

export type GetHistoryParameters = RequestOptions & {
  address: string
  cursor?: string | undefined
  /** CAIP-2 filter. */
  chainId?: string | undefined
  /** 1-100. Default 20 (server default). */
  limit?: number | undefined
  currency?: string | undefined
}

export type GetHistoryReturnType = z.output<typeof getHistoryResponseSchema>

/** `GET /v1/account/{address}/history` (the transactions call): newest first, `next` cursor. */
export function getHistory(client: ApiClient, parameters: GetHistoryParameters): Promise<GetHistoryReturnType> {
  const { address, cursor, chainId, limit, currency, signal } = parameters
  const url = apiUrl(client, `/v1/account/${encodeURIComponent(address)}/history`, { cursor, chainId, limit, currency })
  return apiRequest(client, url, getHistoryResponseSchema, { signal })
}
