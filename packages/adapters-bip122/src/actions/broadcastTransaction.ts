import { type CaipNetworkId, fetchBalance, type Kit } from '@kit/core'
import type { TransactionRejectedErrorType } from '../errors/bitcoin.js'
import { getEsploraClient } from './getEsploraClient.js'

export type BroadcastTransactionParameters = {
  /** Raw signed transaction, hex. */
  hex: string
  networkId?: CaipNetworkId | undefined
  fetchFn?: typeof fetch | undefined
}
export type BroadcastTransactionReturnType = string
export type BroadcastTransactionErrorType = TransactionRejectedErrorType

/**
 * Broadcasts a raw transaction (Esplora `POST /tx`) and refreshes the bip122 balance; resolves with
 * the txid. A refusal throws TransactionRejectedError with the node's reason.
 *
 * @example
 * const txid = await broadcastTransaction(kit, { hex })
 */
export async function broadcastTransaction(kit: Kit, { hex, networkId, fetchFn }: BroadcastTransactionParameters): Promise<BroadcastTransactionReturnType> {
  const txid = await getEsploraClient(kit, { networkId, fetchFn }).broadcast(hex)
  void fetchBalance(kit, { namespace: 'bip122' })
  return txid
}
