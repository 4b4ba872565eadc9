import type { ConnectorCapabilityNotSupportedErrorType, ConnectorNotConnectedErrorType, Kit, WalletErrorType } from '@kit/core'
import type { SolanaSendOptions } from '../types.js'
import { type SolanaTransaction, serializeTransaction } from '../utils/transactionBytes.js'
import { getSolanaConnector } from './getSolanaConnector.js'

export type SignAndSendTransactionParameters = {
  transaction: SolanaTransaction
  /** skipPreflight, preflightCommitment, maxRetries, minContextSlot (docs/rules/calls.md). */
  options?: SolanaSendOptions | undefined
}
/** The transaction signature (base58), its id on chain. */
export type SignAndSendTransactionReturnType = string
export type SignAndSendTransactionErrorType = ConnectorNotConnectedErrorType | ConnectorCapabilityNotSupportedErrorType | WalletErrorType

/**
 * Has the connected solana wallet sign and send a transaction: the wallet's
 * `solana:signAndSendTransaction` on the kit's current cluster, or, for wallets without it,
 * `solana:signTransaction` and `sendRawTransaction` over the kit's RPC. Resolves with the
 * signature once the RPC accepted it; `waitForSignature` waits for the confirmation.
 *
 * @example
 * const signature = await signAndSendTransaction(kit, { transaction, options: { skipPreflight: true } })
 * await waitForSignature(kit, { signature })
 */
export async function signAndSendTransaction(kit: Kit, { transaction, options }: SignAndSendTransactionParameters): Promise<SignAndSendTransactionReturnType> {
  const { connector, address } = getSolanaConnector(kit, 'signAndSendTransaction')
  return connector.signAndSendTransaction({ address, transaction: serializeTransaction(transaction), options })
}
