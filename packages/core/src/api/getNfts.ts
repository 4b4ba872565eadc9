import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

export const apiNftSchema = z.object({
  id: z.string(),
  chainId: z.string(),
  contract: z.object({ address: z.string(), name: z.nullable(z.string()), symbol: z.nullable(z.string()) }),
  tokenId: z.string(),
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  content: z.object({ preview: z.object({ url: z.nullable(z.string()) }) }),
  tokenUri: z.optional(z.nullable(z.string())),
  flags: z.object({ is_spam: z.boolean() }),
})

export const getNftsResponseSchema = z.object({ data: z.array(apiNftSchema), next: z._default(z.nullable(z.string()), null) })

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
