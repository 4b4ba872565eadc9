import { BaseError } from './base.js'

export type InvalidSlippageErrorType = InvalidSlippageError & { name: 'InvalidSlippageError' }
/** `updateSwap` got a slippage tolerance outside 0.01 to 50 percent. */
export class InvalidSlippageError extends BaseError {
  override name = 'InvalidSlippageError'
  constructor({ slippage }: { slippage: number }) {
    super('Slippage must be from 0.01 to 50 percent', { details: `Received: ${slippage}` })
  }
}

export type TransactionRevertedErrorType = TransactionRevertedError & { name: 'TransactionRevertedError' }
/** A swap's approval or swap transaction was mined but reverted. */
export class TransactionRevertedError extends BaseError {
  override name = 'TransactionRevertedError'
  readonly hash: string
  constructor({ hash }: { hash: string }) {
    super(`Transaction ${hash} reverted`)
    this.hash = hash
  }
}
