import { BaseError } from './base.js'

export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' }
/**
 * A receiver address the namespace's adapter does not accept (docs/rules/validation.md: EVM 40 hex
 * characters with optional 0x, Solana base58 of 32 to 44 characters, ...). Nothing reaches the wallet.
 */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError'
  constructor({ address, namespace }: { address: string; namespace: string }) {
    super('Invalid address', { details: `${JSON.stringify(address)} is not a valid ${namespace} address` })
  }
}
