import type { Database } from '@kit/server-shared/db'
import { erc721Abi } from 'viem'
import type { ChainRuntime } from '../chains/createChainRuntimes.js'
import { parseTokenUri } from './parseTokenUri.js'

const MAX_URI = 400_000

/** Reads `tokenURI` of up to `limit` NFTs whose metadata is pending and stores what it says. */
export async function resolveNftMetadata(db: Database, chain: ChainRuntime, limit = 50): Promise<number> {
  const pending = await db.query<{ contract: string; token_id: string }>(
    `select contract, token_id::text as token_id from nft_tokens
     where chain_id = $1 and metadata_status = 'pending' order by block_number limit $2`,
    [chain.config.id, limit],
  )
  await Promise.all(
    pending.map(async ({ contract, token_id: tokenId }) => {
      let uri: string | null = null
      try {
        uri = await chain.client.readContract({
          address: contract as `0x${string}`,
          abi: erc721Abi,
          functionName: 'tokenURI',
          args: [BigInt(tokenId)],
        })
      } catch {
        uri = null
      }
      const usable = uri !== null && uri.length <= MAX_URI ? uri : null
      const metadata = usable ? parseTokenUri(usable) : null
      await db.query(
        `update nft_tokens set metadata_status = $4, token_uri = $5, name = $6, description = $7, image = $8
         where chain_id = $1 and contract = $2 and token_id = $3::numeric`,
        [
          chain.config.id,
          contract,
          tokenId,
          usable === null ? 'failed' : 'ok',
          usable,
          metadata?.name ?? null,
          metadata?.description ?? null,
          metadata?.image ?? null,
        ],
      )
    }),
  )
  return pending.length
}
