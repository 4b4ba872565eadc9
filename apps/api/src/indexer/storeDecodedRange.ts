import type { Database } from '@kit/server-shared/db'
import { insertRows } from '../db/insertRows.js'
import type { DecodedRange } from './decodeTransfers.js'

/**
 * Stores one decoded block range and moves the cursor from `from` to `to + 1` in one
 * transaction. The cursor moves only if it still points at `from` (another instance may have
 * stored the range first): resolves false, and stores nothing, in that case.
 */
export async function storeDecodedRange(
  db: Database,
  parameters: { chainId: string; from: number; to: number; lastBlockHash: string; decoded: DecodedRange },
): Promise<boolean> {
  const { chainId, from, to, lastBlockHash, decoded } = parameters
  return db.transaction(async (tx) => {
    const moved = await tx.query(
      `update indexer_cursors set next_block = $3, last_block_hash = $4, updated_at = now()
       where chain_id = $1 and next_block = $2 returning chain_id`,
      [chainId, from, to + 1, lastBlockHash],
    )
    if (moved.length === 0) return false
    await insertRows(
      tx,
      'chain_transactions',
      ['chain_id', 'hash', 'block_number', 'tx_index', 'mined_at', 'from_address', 'to_address', 'nonce', 'status'],
      decoded.transactions.map((row) => [row.chainId, row.hash, row.blockNumber, row.txIndex, row.minedAt, row.from, row.to, row.nonce, row.status]),
      'on conflict do nothing',
    )
    await insertRows(
      tx,
      'token_transfers',
      ['chain_id', 'hash', 'log_index', 'kind', 'contract', 'from_address', 'to_address', 'amount', 'token_id', 'block_number'],
      decoded.transfers.map((row) => [row.chainId, row.hash, row.logIndex, row.kind, row.contract, row.from, row.to, row.amount, row.tokenId, row.blockNumber]),
      'on conflict do nothing',
    )
    await insertRows(
      tx,
      'account_activity',
      ['address', 'chain_id', 'hash', 'mined_at', 'block_number', 'tx_index'],
      decoded.activity.map((row) => [row.address, row.chainId, row.hash, row.minedAt, row.blockNumber, row.txIndex]),
      'on conflict do nothing',
    )
    await insertRows(
      tx,
      'nft_tokens',
      ['chain_id', 'contract', 'token_id', 'owner', 'block_number', 'log_index'],
      decoded.nftOwners.map((row) => [row.chainId, row.contract, row.tokenId, row.owner, row.blockNumber, row.logIndex]),
      `on conflict (chain_id, contract, token_id) do update
         set owner = excluded.owner, block_number = excluded.block_number, log_index = excluded.log_index
         where (nft_tokens.block_number, nft_tokens.log_index) < (excluded.block_number, excluded.log_index)`,
    )
    return true
  })
}
