import type { Database } from '@kit/server-shared/db'
import { erc20Abi, erc721Abi } from 'viem'
import type { ChainRuntime } from '../chains/createChainRuntimes.js'
import { insertRows } from '../db/insertRows.js'

const MAX_TEXT = 100
const clean = (value: unknown): string | null => (typeof value === 'string' ? value.replace(/[\u0000-\u001f]/g, '').slice(0, MAX_TEXT) || null : null)

/**
 * Reads name/symbol/decimals of token contracts that are neither on the configured lists nor
 * already known, and stores them (failed reads store nulls: a contract is read once).
 */
export async function resolveContractMetadata(db: Database, chain: ChainRuntime, contracts: ReadonlyMap<string, 'erc20' | 'erc721'>): Promise<void> {
  const candidates = [...contracts].filter(([address]) => !chain.tokensByAddress.has(address) && !chain.collectionsByAddress.has(address))
  if (candidates.length === 0) return
  const known = await db.query<{ contract: string }>('select contract from token_metadata where chain_id = $1 and contract = any($2::text[])', [
    chain.config.id,
    candidates.map(([address]) => address),
  ])
  const knownSet = new Set(known.map((row) => row.contract))
  const unknown = candidates.filter(([address]) => !knownSet.has(address))
  if (unknown.length === 0) return
  const rows = await Promise.all(
    unknown.map(async ([address, standard]) => {
      const contract = address as `0x${string}`
      const abi = standard === 'erc20' ? erc20Abi : erc721Abi
      const read = (functionName: 'name' | 'symbol') =>
        chain.client.readContract({ address: contract, abi: abi as typeof erc20Abi, functionName }).catch(() => null)
      const [name, symbol, decimals] = await Promise.all([
        read('name'),
        read('symbol'),
        standard === 'erc20'
          ? chain.client.readContract({ address: contract, abi: erc20Abi, functionName: 'decimals' }).catch(() => null)
          : Promise.resolve(null),
      ])
      return [chain.config.id, address, standard, clean(name), clean(symbol), typeof decimals === 'number' && decimals <= 77 ? decimals : null]
    }),
  )
  await insertRows(db, 'token_metadata', ['chain_id', 'contract', 'standard', 'name', 'symbol', 'decimals'], rows, 'on conflict do nothing')
}
