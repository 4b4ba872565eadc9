import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

const spamFlags = z.object({ is_spam: z.boolean() })

export const apiTransferSchema = z.object({
  fungible_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      symbol: z.string(),
      icon: z.optional(z.nullable(z.object({ url: z.string() }))),
      flags: z.optional(spamFlags),
    }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.nullable(z.string())),
      content: z.optional(z.nullable(z.object({ preview: z.optional(z.nullable(z.object({ url: z.nullable(z.string()) }))) }))),
      flags: z.optional(spamFlags),
    }),
  ),
  direction: z.optional(z.enum(['in', 'out', 'self'])),
  quantity: z.object({ numeric: z.string() }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})

/** docs/rules/entities.md Transaction entity. */
export const apiTransactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.optional(z.string()),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.string(),
    nonce: z.optional(z.number()),
    chain: z.string(),
  }),
  transfers: z.array(apiTransferSchema),
})

export const getHistoryResponseSchema = z.object({ data: z.array(apiTransactionSchema), next: z._default(z.nullable(z.string()), null) })

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
