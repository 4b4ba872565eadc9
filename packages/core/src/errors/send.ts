import { BaseError } from './base.js'

export type SendParametersRequiredErrorType = SendParametersRequiredError & { name: 'SendParametersRequiredError' }
/** docs/rules/validation.md: a send needs an amount and a receiver address. */
export class SendParametersRequiredError extends BaseError {
  override name = 'SendParametersRequiredError'
  constructor() {
    super('An amount and receiver address are required')
  }
}

export type SendTokenRequiredErrorType = SendTokenRequiredError & { name: 'SendTokenRequiredError' }
/** docs/rules/validation.md: an EVM send needs a token (native or ERC-20). */
export class SendTokenRequiredError extends BaseError {
  override name = 'SendTokenRequiredError'
  constructor() {
    super('A token is required')
  }
}

export type InvalidAmountErrorType = InvalidAmountError & { name: 'InvalidAmountError' }
/** Not a positive decimal number with at most the token's decimals. */
export class InvalidAmountError extends BaseError {
  override name = 'InvalidAmountError'
  constructor({ amount, decimals }: { amount: string; decimals: number }) {
    super('Invalid amount', { details: `${JSON.stringify(amount)} is not a positive amount with at most ${decimals} decimals` })
  }
}

export type InsufficientFundsErrorType = InsufficientFundsError & { name: 'InsufficientFundsError' }
/** The amount is above the token's balance. Nothing reaches the wallet. */
export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError'
  constructor({ amount, balance, symbol }: { amount: string; balance: string; symbol: string }) {
    super('Insufficient funds', { details: `Sending ${amount} ${symbol} with a balance of ${balance} ${symbol}` })
  }
}
