import { numberToHex, type PublicClient } from 'viem'
import { TRANSFER_TOPIC } from './decodeTransfers.js'
import { BlockNotAvailableError } from './indexerErrors.js'
import type { RpcBlock, RpcLog, RpcReceipt } from './rpcTypes.js'

export interface FetchedRange {
  readonly blocks: RpcBlock[]
  readonly logs: RpcLog[]
  /** Status of every transaction that carries a native value. */
  readonly statuses: Map<string, 'confirmed' | 'failed'>
}

type RawRequest = (args: { method: string; params: unknown[] }) => Promise<unknown>

/**
 * Reads blocks `from..to` with full transactions and the `Transfer` logs of the range, then the
 * receipts of value-bearing transactions (for their status). The client batches the calls, so
 * a range costs two or three HTTP requests.
 */
export async function fetchBlockRange(client: PublicClient, from: number, to: number): Promise<FetchedRange> {
  const request = client.request as unknown as RawRequest
  const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index)
  const [blocks, logs] = await Promise.all([
    Promise.all(numbers.map((number) => request({ method: 'eth_getBlockByNumber', params: [numberToHex(number), true] }) as Promise<RpcBlock | null>)),
    request({
      method: 'eth_getLogs',
      params: [{ fromBlock: numberToHex(from), toBlock: numberToHex(to), topics: [TRANSFER_TOPIC] }],
    }) as Promise<RpcLog[]>,
  ])
  const missing = blocks.indexOf(null)
  if (missing !== -1) throw new BlockNotAvailableError(`Block ${from + missing} is not available yet`)
  const present = blocks as RpcBlock[]
  const valueTransactions = present.flatMap((block) => block.transactions.filter((tx) => tx.to !== null && BigInt(tx.value) !== 0n).map((tx) => tx.hash))
  const receipts = await Promise.all(
    valueTransactions.map((hash) => request({ method: 'eth_getTransactionReceipt', params: [hash] }) as Promise<RpcReceipt | null>),
  )
  const statuses = new Map<string, 'confirmed' | 'failed'>()
  for (const receipt of receipts) {
    if (receipt) statuses.set(receipt.transactionHash.toLowerCase(), receipt.status === '0x1' ? 'confirmed' : 'failed')
  }
  return { blocks: present, logs, statuses }
}
