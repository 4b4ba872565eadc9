import type { RpcBlock, RpcLog } from './rpcTypes.js'

/** keccak256("Transfer(address,address,uint256)"): ERC-20 (3 topics) and ERC-721 (4 topics). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
export const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

export interface TransactionRow {
  readonly chainId: string
  readonly hash: string
  readonly blockNumber: number
  readonly txIndex: number
  readonly minedAt: number
  readonly from: string
  readonly to: string | null
  readonly nonce: number
  readonly status: 'confirmed' | 'failed'
}

export interface TransferRow {
  readonly chainId: string
  readonly hash: string
  /** -1 for the native value of the transaction. */
  readonly logIndex: number
  readonly kind: 'native' | 'erc20' | 'erc721'
  readonly contract: string | null
  readonly from: string
  readonly to: string
  /** Raw units as a decimal string (1 for ERC-721). */
  readonly amount: string
  readonly tokenId: string | null
  readonly blockNumber: number
}

export interface ActivityRow {
  readonly address: string
  readonly chainId: string
  readonly hash: string
  readonly minedAt: number
  readonly blockNumber: number
  readonly txIndex: number
}

export interface NftOwnerRow {
  readonly chainId: string
  readonly contract: string
  readonly tokenId: string
  readonly owner: string
  readonly blockNumber: number
  readonly logIndex: number
}

export interface DecodedRange {
  readonly transactions: TransactionRow[]
  readonly transfers: TransferRow[]
  readonly activity: ActivityRow[]
  /** Last owner per token seen in the range. */
  readonly nftOwners: NftOwnerRow[]
  /** Token contracts seen, with their standard. */
  readonly contracts: Map<string, 'erc20' | 'erc721'>
  /** Addresses whose funds moved (lower-case). */
  readonly addresses: Set<string>
}

const hexToNumber = (hex: string): number => Number.parseInt(hex, 16)
const topicToAddress = (topic: string): string => `0x${topic.slice(-40)}`.toLowerCase()
const isHexWord = (value: string | undefined): value is string => value !== undefined && /^0x[0-9a-fA-F]{64}$/.test(value)

/**
 * Turns blocks (with full transactions), `Transfer` logs and the status of value-bearing
 * transactions into rows: native transfers from transaction values, ERC-20 transfers from
 * 3-topic logs with a 32-byte amount, ERC-721 transfers from 4-topic logs. Other logs are ignored.
 */
export function decodeTransfers(
  chainId: string,
  blocks: readonly RpcBlock[],
  logs: readonly RpcLog[],
  statuses: ReadonlyMap<string, 'confirmed' | 'failed'>,
): DecodedRange {
  const transactions = new Map<string, TransactionRow>()
  const transfers: TransferRow[] = []
  const activity = new Map<string, ActivityRow>()
  const nftOwners = new Map<string, NftOwnerRow>()
  const contracts = new Map<string, 'erc20' | 'erc721'>()
  const addresses = new Set<string>()
  const txByHash = new Map<string, { block: RpcBlock; tx: RpcBlock['transactions'][number] }>()
  for (const block of blocks) for (const tx of block.transactions) txByHash.set(tx.hash.toLowerCase(), { block, tx })

  const addTransaction = (hash: string, status: 'confirmed' | 'failed'): TransactionRow | undefined => {
    const existing = transactions.get(hash)
    if (existing) return existing
    const found = txByHash.get(hash)
    if (!found) return undefined
    const row: TransactionRow = {
      chainId,
      hash,
      blockNumber: hexToNumber(found.block.number),
      txIndex: hexToNumber(found.tx.transactionIndex),
      minedAt: hexToNumber(found.block.timestamp),
      from: found.tx.from.toLowerCase(),
      to: found.tx.to?.toLowerCase() ?? null,
      nonce: hexToNumber(found.tx.nonce),
      status,
    }
    transactions.set(hash, row)
    return row
  }
  const addTransfer = (transfer: TransferRow, tx: TransactionRow): void => {
    transfers.push(transfer)
    for (const address of [transfer.from, transfer.to]) {
      if (address === ZERO_ADDRESS) continue
      addresses.add(address)
      activity.set(`${address}|${tx.hash}`, {
        address,
        chainId,
        hash: tx.hash,
        minedAt: tx.minedAt,
        blockNumber: tx.blockNumber,
        txIndex: tx.txIndex,
      })
    }
  }

  for (const block of blocks) {
    for (const raw of block.transactions) {
      if (raw.to === null || BigInt(raw.value) === 0n) continue
      const hash = raw.hash.toLowerCase()
      const tx = addTransaction(hash, statuses.get(hash) ?? 'confirmed')
      if (!tx || !tx.to) continue
      addTransfer(
        {
          chainId,
          hash,
          logIndex: -1,
          kind: 'native',
          contract: null,
          from: tx.from,
          to: tx.to,
          amount: BigInt(raw.value).toString(),
          tokenId: null,
          blockNumber: tx.blockNumber,
        },
        tx,
      )
    }
  }

  for (const log of logs) {
    if (log.removed || log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC) continue
    const [, fromTopic, toTopic, idTopic] = log.topics
    if (!isHexWord(fromTopic) || !isHexWord(toTopic)) continue
    let kind: 'erc20' | 'erc721'
    let amount: string
    let tokenId: string | null = null
    if (log.topics.length === 3 && isHexWord(log.data)) {
      kind = 'erc20'
      amount = BigInt(log.data).toString()
    } else if (log.topics.length === 4 && isHexWord(idTopic) && (log.data === '0x' || log.data === '')) {
      kind = 'erc721'
      amount = '1'
      tokenId = BigInt(idTopic).toString()
    } else continue
    const hash = log.transactionHash.toLowerCase()
    const tx = addTransaction(hash, 'confirmed')
    if (!tx) continue
    const contract = log.address.toLowerCase()
    const logIndex = hexToNumber(log.logIndex)
    const from = topicToAddress(fromTopic)
    const to = topicToAddress(toTopic)
    contracts.set(contract, kind)
    addTransfer({ chainId, hash, logIndex, kind, contract, from, to, amount, tokenId, blockNumber: tx.blockNumber }, tx)
    if (tokenId !== null) {
      const key = `${contract}|${tokenId}`
      const previous = nftOwners.get(key)
      if (!previous || previous.blockNumber < tx.blockNumber || (previous.blockNumber === tx.blockNumber && previous.logIndex < logIndex)) {
        nftOwners.set(key, { chainId, contract, tokenId, owner: to, blockNumber: tx.blockNumber, logIndex })
      }
    }
  }

  return {
    transactions: [...transactions.values()],
    transfers,
    activity: [...activity.values()],
    nftOwners: [...nftOwners.values()],
    contracts,
    addresses,
  }
}
