import { BaseError } from './base.js'

export type InvalidDecimalNumberErrorType = InvalidDecimalNumberError & { name: 'InvalidDecimalNumberError' }
/** `parseUnits` got something that is not a plain non-negative decimal number. */
export class InvalidDecimalNumberError extends BaseError {
  override name = 'InvalidDecimalNumberError'
  constructor({ value }: { value: string }) {
    super(`Invalid amount: ${value}`, { details: `${JSON.stringify(value)} is not a non-negative decimal number` })
  }
}

export type TooManyDecimalsErrorType = TooManyDecimalsError & { name: 'TooManyDecimalsError' }
/** `parseUnits` got more significant fraction digits than the token has decimals. */
export class TooManyDecimalsError extends BaseError {
  override name = 'TooManyDecimalsError'
  constructor({ value, decimals }: { value: string; decimals: number }) {
    super(`Too many decimals: at most ${decimals}`, { details: `Received: ${value}` })
  }
}
