import type { Database } from '@kit/server-shared/db'
import { getAddress } from 'viem'
import type { ChainRuntime } from '../chains/createChainRuntimes.js'
import type { NftResponse } from './nftResponseSchema.js'
import { decodeCursor, encodeCursor, nftCursorSchema } from './pageCursor.js'

interface NftRow {
  chain_id: string
  contract: string
  token_id: string
  token_uri: string | null
  name: string | null
  description: string | null
  image: string | null
  collection_name: string | null
  collection_symbol: string | null
}

/**
 * One page of the ERC-721 tokens an account holds now (from indexed transfers), ordered by
 * chain, contract and token id; collections not on the chain's list are flagged spam.
 */
export async function queryNfts(parameters: {
  readonly db: Database
  readonly chains: ReadonlyMap<string, ChainRuntime>
  readonly address: string
  readonly chainId: string | undefined
  readonly cursor: string | undefined
  readonly limit: number
}): Promise<NftResponse> {
  const { db, chains, address, chainId, limit } = parameters
  if (chainId !== undefined && !chains.has(chainId)) return { data: [], next: null }
  const params: unknown[] = [address, chainId === undefined ? [...chains.keys()] : [chainId]]
  let where = 'n.owner = $1 and n.chain_id = any($2::text[])'
  if (parameters.cursor !== undefined) {
    const [cursorChain, contract, tokenId] = decodeCursor(parameters.cursor, nftCursorSchema)
    params.push(cursorChain, contract, tokenId)
    where += ' and (n.chain_id, n.contract, n.token_id) > ($3::text, $4::text, $5::numeric)'
  }
  params.push(limit + 1)
  const rows = await db.query<NftRow>(
    `select n.chain_id, n.contract, n.token_id::text as token_id, n.token_uri, n.name, n.description, n.image,
            m.name as collection_name, m.symbol as collection_symbol
     from nft_tokens n
     left join token_metadata m on m.chain_id = n.chain_id and m.contract = n.contract
     where ${where}
     order by n.chain_id, n.contract, n.token_id
     limit $${params.length}`,
    params,
  )
  const page = rows.slice(0, limit)
  const data = page.map((row) => {
    const collection = chains.get(row.chain_id)?.collectionsByAddress.get(row.contract)
    const collectionName = collection?.name ?? row.collection_name
    return {
      id: `${row.chain_id}:${row.contract}:${row.token_id}`,
      chainId: row.chain_id,
      contract: { address: `${row.chain_id}:${getAddress(row.contract)}`, name: collectionName, symbol: row.collection_symbol },
      tokenId: row.token_id,
      name: row.name ?? `${collectionName ?? 'Unknown collection'} #${row.token_id}`,
      description: row.description,
      content: { preview: { url: row.image } },
      tokenUri: row.token_uri,
      flags: { is_spam: collection === undefined },
    }
  })
  const last = page[page.length - 1]
  return { data, next: rows.length > limit && last ? encodeCursor([last.chain_id, last.contract, last.token_id]) : null }
}
