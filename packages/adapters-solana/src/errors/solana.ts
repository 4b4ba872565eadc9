import { BaseError } from './base.js'

export type SolanaTransactionFailedErrorType = SolanaTransactionFailedError & { name: 'SolanaTransactionFailedError' }
/** The transaction landed but failed (its status carries an `err`): fee paid, nothing else changed. */
export class SolanaTransactionFailedError extends BaseError {
  override name = 'SolanaTransactionFailedError'
  readonly signature: string
  constructor({ signature, err }: { signature: string; err: unknown }) {
    super('Transaction failed', { details: `${signature}: ${JSON.stringify(err)}` })
    this.signature = signature
  }
}

export type SolanaConfirmationTimeoutErrorType = SolanaConfirmationTimeoutError & { name: 'SolanaConfirmationTimeoutError' }
/** No confirmation within the timeout (dropped, or its blockhash expired). */
export class SolanaConfirmationTimeoutError extends BaseError {
  override name = 'SolanaConfirmationTimeoutError'
  readonly signature: string
  constructor({ signature, timeout }: { signature: string; timeout: number }) {
    super('Confirmation timeout', { details: `${signature} was not confirmed within ${timeout} ms` })
    this.signature = signature
  }
}
