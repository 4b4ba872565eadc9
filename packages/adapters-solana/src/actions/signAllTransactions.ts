import type { ConnectorCapabilityNotSupportedErrorType, ConnectorNotConnectedErrorType, Kit, WalletErrorType } from '@kit/core'
import { deserializeTransaction, type SolanaTransaction, serializeTransaction } from '../utils/transactionBytes.js'
import { getSolanaConnector } from './getSolanaConnector.js'

export type SignAllTransactionsParameters<transaction extends SolanaTransaction = SolanaTransaction> = {
  transactions: readonly transaction[]
}
export type SignAllTransactionsReturnType<transaction extends SolanaTransaction = SolanaTransaction> = transaction[]
export type SignAllTransactionsErrorType = ConnectorNotConnectedErrorType | ConnectorCapabilityNotSupportedErrorType | WalletErrorType

/**
 * Has the connected solana wallet sign several transactions in one prompt
 * (`solana:signTransaction` with one input each); resolves with them signed, in order.
 *
 * @example
 * const [a, b] = await signAllTransactions(kit, { transactions: [first, second] })
 */
export async function signAllTransactions<transaction extends SolanaTransaction>(
  kit: Kit,
  { transactions }: SignAllTransactionsParameters<transaction>,
): Promise<SignAllTransactionsReturnType<transaction>> {
  const { connector, address } = getSolanaConnector(kit, 'signAllTransactions')
  if (!transactions.length) return []
  const signed = await connector.signTransactions({ address, transactions: transactions.map(serializeTransaction) })
  return Promise.all(signed.map((bytes, index) => deserializeTransaction(transactions[index]!, bytes)))
}
