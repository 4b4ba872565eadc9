import { z } from 'zod'

/** One ERC-721 token held by the account (`GET /v1/account/{address}/nfts`). */
export const nftSchema = z.object({
  id: z.string(),
  chainId: z.string(),
  contract: z.object({ address: z.string(), name: z.string().nullable(), symbol: z.string().nullable() }),
  tokenId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  content: z.object({ preview: z.object({ url: z.string().nullable() }) }),
  tokenUri: z.string().nullable(),
  flags: z.object({ is_spam: z.boolean() }),
})

export const nftResponseSchema = z.object({ data: z.array(nftSchema), next: z.string().nullable() })
export type NftResponse = z.input<typeof nftResponseSchema>
