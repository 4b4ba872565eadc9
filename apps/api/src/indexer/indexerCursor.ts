import type { Queryable } from '@kit/server-shared/db'

export interface IndexerCursor {
  readonly chainId: string
  /** Next block to read. */
  readonly nextBlock: number
  /** Hash of block `nextBlock - 1` as read, or null before the first block. */
  readonly lastBlockHash: string | null
  readonly genesisHash: string
}

export async function readIndexerCursor(db: Queryable, chainId: string): Promise<IndexerCursor | undefined> {
  const rows = await db.query<{ next_block: number; last_block_hash: string | null; genesis_hash: string }>(
    'select next_block::float8 as next_block, last_block_hash, genesis_hash from indexer_cursors where chain_id = $1',
    [chainId],
  )
  const row = rows[0]
  return row && { chainId, nextBlock: row.next_block, lastBlockHash: row.last_block_hash, genesisHash: row.genesis_hash }
}

/** Creates the cursor if no other indexer did; resolves with the stored one. */
export async function createIndexerCursor(db: Queryable, cursor: IndexerCursor): Promise<IndexerCursor> {
  await db.query(
    `insert into indexer_cursors (chain_id, next_block, last_block_hash, genesis_hash) values ($1, $2, $3, $4)
     on conflict (chain_id) do nothing`,
    [cursor.chainId, cursor.nextBlock, cursor.lastBlockHash, cursor.genesisHash],
  )
  return (await readIndexerCursor(db, cursor.chainId)) ?? cursor
}
