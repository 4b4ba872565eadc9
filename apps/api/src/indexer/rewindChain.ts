import type { Database } from '@kit/server-shared/db'

const CHAIN_TABLES = ['account_activity', 'token_transfers', 'chain_transactions'] as const

/**
 * Drops everything indexed from `block` on (a reorg or a rolled-back devnet) and points the
 * cursor at `block`. NFT owners touched by the dropped blocks are re-derived from the
 * transfers that remain.
 */
export async function rewindChain(db: Database, parameters: { chainId: string; block: number; lastBlockHash: string | null }): Promise<void> {
  const { chainId, block, lastBlockHash } = parameters
  await db.transaction(async (tx) => {
    for (const table of CHAIN_TABLES) {
      await tx.query(`delete from ${table} where chain_id = $1 and block_number >= $2`, [chainId, block])
    }
    await tx.query('delete from nft_tokens where chain_id = $1 and block_number >= $2', [chainId, block])
    await tx.query(
      `insert into nft_tokens (chain_id, contract, token_id, owner, block_number, log_index)
       select distinct on (t.contract, t.token_id) t.chain_id, t.contract, t.token_id, t.to_address, t.block_number, t.log_index
       from token_transfers t
       where t.chain_id = $1 and t.kind = 'erc721'
         and not exists (select 1 from nft_tokens n where n.chain_id = t.chain_id and n.contract = t.contract and n.token_id = t.token_id)
       order by t.contract, t.token_id, t.block_number desc, t.log_index desc`,
      [chainId],
    )
    await tx.query('update indexer_cursors set next_block = $2, last_block_hash = $3, updated_at = now() where chain_id = $1', [chainId, block, lastBlockHash])
  })
}

/** Forgets a chain entirely (its genesis changed: a new devnet on the same URL) and restarts at `startBlock`. */
export async function resetChain(
  db: Database,
  parameters: { chainId: string; startBlock: number; lastBlockHash: string | null; genesisHash: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [...CHAIN_TABLES, 'nft_tokens', 'token_metadata'] as const) {
      await tx.query(`delete from ${table} where chain_id = $1`, [parameters.chainId])
    }
    await tx.query(`update indexer_cursors set next_block = $2, last_block_hash = $3, genesis_hash = $4, updated_at = now() where chain_id = $1`, [
      parameters.chainId,
      parameters.startBlock,
      parameters.lastBlockHash,
      parameters.genesisHash,
    ])
  })
}
