import { BaseError } from './base.js'

export type InvalidHexStringErrorType = InvalidHexStringError & { name: 'InvalidHexStringError' }
/** Hex text (a previous transaction, a public key) with an odd length or a non-hex character. */
export class InvalidHexStringError extends BaseError {
  override name = 'InvalidHexStringError'
  constructor({ hex }: { hex: string }) {
    super(`Invalid hex string: ${hex.slice(0, 20)}`)
  }
}
