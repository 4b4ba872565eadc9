import { type CaipNetworkId, fetchBalance, type Kit } from '@kit/core'
import type { Hash, TransactionReceipt } from 'viem'

export type WaitForTransactionReceiptParameters = {
  hash: Hash | string
  /** Default: the kit's active eip155 network. */
  networkId?: CaipNetworkId | undefined
  /** Blocks to wait for after inclusion. Default 1. */
  confirmations?: number | undefined
  /** Give up after this many milliseconds (viem's WaitForTransactionReceiptTimeoutError). Default: none. */
  timeout?: number | undefined
}
export type WaitForTransactionReceiptReturnType = TransactionReceipt

/**
 * Waits until a transaction is mined (JSON-RPC `eth_getTransactionReceipt`, polled every 4 s)
 * and returns its receipt, then refreshes the kit's eip155 balance (the one `sendTransaction`
 * read before the transaction was mined).
 *
 * @example
 * const hash = await sendTransaction(kit, { to, value: 1n })
 * const receipt = await waitForTransactionReceipt(kit, { hash })
 */
export async function waitForTransactionReceipt(
  kit: Kit,
  { hash, networkId, confirmations, timeout }: WaitForTransactionReceiptParameters,
): Promise<WaitForTransactionReceiptReturnType> {
  // Lazy: viem's client and actions stay out of the first load of apps that import this.
  const [{ getPublicClient }, { waitForTransactionReceipt: viemWaitForTransactionReceipt }] = await Promise.all([
    import('./getPublicClient.js'),
    import('./viemReceipt.js'),
  ])
  const client = getPublicClient(kit, { networkId })
  const receipt = await viemWaitForTransactionReceipt(client, {
    hash: hash as Hash,
    ...(confirmations !== undefined ? { confirmations } : {}),
    ...(timeout !== undefined ? { timeout } : {}),
  })
  void fetchBalance(kit, { namespace: 'eip155' })
  return receipt
}
