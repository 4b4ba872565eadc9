import type { Database } from '@kit/server-shared/db'
import { formatUnits, getAddress } from 'viem'
import type { ChainRuntime } from '../chains/createChainRuntimes.js'
import { tokenIconUrl } from '../images/tokenIconUrl.js'
import type { PriceSource, PriceTable } from '../prices/createPriceSource.js'
import type { HistoryResponse, TransactionItem, TransferItem } from './historyResponseSchema.js'
import { decodeCursor, encodeCursor, historyCursorSchema } from './pageCursor.js'

export interface QueryHistoryParameters {
  readonly db: Database
  readonly chains: ReadonlyMap<string, ChainRuntime>
  readonly prices: PriceSource
  /** Lower-case 0x address. */
  readonly address: string
  /** Restrict to one configured chain; undefined for all. */
  readonly chainId: string | undefined
  readonly cursor: string | undefined
  readonly limit: number
  readonly currency: string
  readonly baseUrl: string
}

interface ActivityRow {
  chain_id: string
  hash: string
  mined_at: number
  block_number: number
  tx_index: number
  from_address: string
  to_address: string | null
  nonce: number
  status: 'confirmed' | 'failed'
}

interface TransferRow {
  chain_id: string
  hash: string
  log_index: number
  kind: 'native' | 'erc20' | 'erc721'
  contract: string | null
  from_address: string
  to_address: string
  amount: string
  token_id: string | null
  meta_name: string | null
  meta_symbol: string | null
  meta_decimals: number | null
  nft_name: string | null
  nft_image: string | null
}

const ZERO = '0x0000000000000000000000000000000000000000'
const checksum = (address: string): string => getAddress(address)

function operationType(address: string, transfers: readonly TransferRow[]): TransactionItem['metadata']['operationType'] {
  if (transfers.some((t) => t.from_address === ZERO && t.to_address === address)) return 'mint'
  if (transfers.some((t) => t.to_address === ZERO && t.from_address === address)) return 'burn'
  const incoming = transfers.some((t) => t.to_address === address && t.from_address !== address)
  const outgoing = transfers.some((t) => t.from_address === address && t.to_address !== address)
  if (incoming && outgoing) return 'trade'
  if (incoming) return 'receive'
  if (outgoing || transfers.length > 0) return 'send'
  return 'execute'
}

function toTransfer(row: TransferRow, address: string, chain: ChainRuntime | undefined, prices: PriceTable, baseUrl: string): TransferItem {
  const direction = row.from_address === address && row.to_address === address ? 'self' : row.to_address === address ? 'in' : 'out'
  if (row.kind === 'erc721') {
    const collection = row.contract ? chain?.collectionsByAddress.get(row.contract) : undefined
    const collectionName = collection?.name ?? row.meta_name ?? 'Unknown collection'
    return {
      nft_info: {
        name: row.nft_name ?? `${collectionName} #${row.token_id ?? '?'}`,
        content: { preview: { url: row.nft_image ?? '' } },
        flags: { is_spam: collection === undefined },
      },
      direction,
      quantity: { numeric: '1' },
      value: 0,
      price: 0,
    }
  }
  const native = chain?.config.nativeCurrency
  const listed = row.kind === 'erc20' && row.contract ? chain?.tokensByAddress.get(row.contract) : undefined
  const isSpam = row.kind === 'erc20' && listed === undefined
  const name = row.kind === 'native' ? (native?.name ?? 'Native') : (listed?.name ?? row.meta_name ?? 'Unknown token')
  const symbol = row.kind === 'native' ? (native?.symbol ?? '') : (listed?.symbol ?? row.meta_symbol ?? '???')
  const decimals = row.kind === 'native' ? (native?.decimals ?? 18) : (listed?.decimals ?? row.meta_decimals ?? 0)
  const numeric = formatUnits(BigInt(row.amount), decimals)
  const price = isSpam ? 0 : (prices(symbol) ?? 0)
  return {
    fungible_info: {
      name,
      symbol,
      icon: { url: listed?.iconUrl ?? (isSpam ? '' : tokenIconUrl(baseUrl, symbol)) },
      flags: { is_spam: isSpam },
    },
    direction,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  }
}

/**
 * One page of an account's activity, newest first: the transactions in which the account sent
 * or received native currency, ERC-20 tokens or ERC-721 tokens, each with the movements that
 * concern the account. Tokens and collections that are not on the chain's lists are flagged spam.
 */
export async function queryHistory(parameters: QueryHistoryParameters): Promise<HistoryResponse> {
  const { db, chains, prices, address, chainId, limit, currency, baseUrl } = parameters
  if (chainId !== undefined && !chains.has(chainId)) return { data: [], next: null }

  const params: unknown[] = [address]
  let where = 'a.address = $1'
  if (chainId !== undefined) {
    params.push(chainId)
    where += ` and a.chain_id = $${params.length}`
  } else {
    params.push([...chains.keys()])
    where += ` and a.chain_id = any($${params.length}::text[])`
  }
  if (parameters.cursor !== undefined) {
    const [minedAt, cursorChain, blockNumber, txIndex] = decodeCursor(parameters.cursor, historyCursorSchema)
    params.push(minedAt, cursorChain, blockNumber, txIndex)
    const n = params.length
    where += ` and (a.mined_at, a.chain_id, a.block_number, a.tx_index) < ($${n - 3}::bigint, $${n - 2}::text, $${n - 1}::bigint, $${n}::integer)`
  }
  params.push(limit + 1)
  const rows = await db.query<ActivityRow>(
    `select a.chain_id, a.hash, a.mined_at::float8 as mined_at, a.block_number::float8 as block_number, a.tx_index,
            t.from_address, t.to_address, t.nonce::float8 as nonce, t.status
     from account_activity a
     join chain_transactions t on t.chain_id = a.chain_id and t.hash = a.hash
     where ${where}
     order by a.mined_at desc, a.chain_id desc, a.block_number desc, a.tx_index desc
     limit $${params.length}`,
    params,
  )
  const page = rows.slice(0, limit)
  if (page.length === 0) return { data: [], next: null }

  const transfers = await db.query<TransferRow>(
    `select tr.chain_id, tr.hash, tr.log_index, tr.kind, tr.contract, tr.from_address, tr.to_address,
            tr.amount::text as amount, tr.token_id::text as token_id,
            m.name as meta_name, m.symbol as meta_symbol, m.decimals as meta_decimals,
            n.name as nft_name, n.image as nft_image
     from token_transfers tr
     join unnest($2::text[], $3::text[]) as k(chain_id, hash) on tr.chain_id = k.chain_id and tr.hash = k.hash
     left join token_metadata m on m.chain_id = tr.chain_id and m.contract = tr.contract
     left join nft_tokens n on n.chain_id = tr.chain_id and n.contract = tr.contract and n.token_id = tr.token_id
     where tr.from_address = $1 or tr.to_address = $1
     order by tr.log_index`,
    [address, page.map((row) => row.chain_id), page.map((row) => row.hash)],
  )
  const byTransaction = new Map<string, TransferRow[]>()
  for (const transfer of transfers) {
    const key = `${transfer.chain_id}|${transfer.hash}`
    const list = byTransaction.get(key) ?? []
    list.push(transfer)
    byTransaction.set(key, list)
  }

  const tables = new Map(await Promise.all([...new Set(page.map((row) => row.chain_id))].map(async (id) => [id, await prices.pricesOn(id, currency)] as const)))
  const noPrices: PriceTable = () => undefined
  const data = page.map((row): TransactionItem => {
    const own = byTransaction.get(`${row.chain_id}|${row.hash}`) ?? []
    const chain = chains.get(row.chain_id)
    return {
      id: `${row.chain_id}:${row.hash}`,
      metadata: {
        operationType: operationType(address, own),
        hash: row.hash,
        minedAt: new Date(row.mined_at * 1000).toISOString(),
        sentFrom: checksum(row.from_address),
        sentTo: row.to_address ? checksum(row.to_address) : '',
        status: row.status,
        nonce: row.nonce,
        chain: row.chain_id,
      },
      transfers: own.map((transfer) => toTransfer(transfer, address, chain, tables.get(row.chain_id) ?? noPrices, baseUrl)),
    }
  })
  const last = page[page.length - 1]
  const next = rows.length > limit && last ? encodeCursor([last.mined_at, last.chain_id, last.block_number, last.tx_index]) : null
  return { data, next }
}
