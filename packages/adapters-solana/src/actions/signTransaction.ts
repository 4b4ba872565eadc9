import type { ConnectorCapabilityNotSupportedErrorType, ConnectorNotConnectedErrorType, Kit, WalletErrorType } from '@kit/core'
import { deserializeTransaction, type SolanaTransaction, serializeTransaction } from '../utils/transactionBytes.js'
import { getSolanaConnector } from './getSolanaConnector.js'

export type SignTransactionParameters<transaction extends SolanaTransaction = SolanaTransaction> = { transaction: transaction }
export type SignTransactionReturnType<transaction extends SolanaTransaction = SolanaTransaction> = transaction
export type SignTransactionErrorType = ConnectorNotConnectedErrorType | ConnectorCapabilityNotSupportedErrorType | WalletErrorType

/**
 * Has the connected solana wallet sign a transaction (`solana:signTransaction`) without sending
 * it; resolves with the signed transaction, of the same kind (legacy or versioned). A refusal is
 * UserRejectedRequestError.
 *
 * @example
 * const signed = await signTransaction(kit, { transaction })
 * await connection.sendRawTransaction(signed.serialize())
 */
export async function signTransaction<transaction extends SolanaTransaction>(
  kit: Kit,
  { transaction }: SignTransactionParameters<transaction>,
): Promise<SignTransactionReturnType<transaction>> {
  const { connector, address } = getSolanaConnector(kit, 'signTransaction')
  const [signed] = await connector.signTransactions({ address, transactions: [serializeTransaction(transaction)] })
  return deserializeTransaction(transaction, signed!)
}
