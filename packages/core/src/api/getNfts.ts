import { z } from 'zod'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

export const apiNftSchema = z.object({
  id: z.string(),
  chainId: z.string(),
  contract: z.object({ address: z.string(), name: z.string().nullable(), symbol: z.string().nullable() }),
  tokenId: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  content: z.object({ preview: z.object({ url: z.string().nullable() }) }),
  tokenUri: z.string().nullable().optional(),
  flags: z.object({ is_spam: z.boolean() }),
})

export const getNftsResponseSchema = z.object({ data: z.array(apiNftSchema), next: z.string().nullable().default(null) })

export type ApiNft = z.output<typeof apiNftSchema>

export type GetNftsParameters = RequestOptions & {
  address: string
  cursor?: string | undefined
  chainId?: string | undefined
  /** 1-100. Default 50 (server default). */
  limit?: number | undefined
}

export type GetNftsReturnType = z.output<typeof getNftsResponseSchema>

/** `GET /v1/account/{address}/nfts`: the ERC-721 tokens the account holds. */
export function getNfts(client: ApiClient, parameters: GetNftsParameters): Promise<GetNftsReturnType> {
  const { address, cursor, chainId, limit, signal } = parameters
  const url = apiUrl(client, `/v1/account/${encodeURIComponent(address)}/nfts`, { cursor, chainId, limit })
  return apiRequest(client, url, getNftsResponseSchema, { signal })
}
