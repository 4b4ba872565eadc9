import { BaseError } from './base.js'

export type InvalidTokenContractErrorType = InvalidTokenContractError & { name: 'InvalidTokenContractError' }
/** An ERC-20 token contract that is not an EVM address. */
export class InvalidTokenContractError extends BaseError {
  override name = 'InvalidTokenContractError'
  constructor({ token }: { token: string }) {
    super(`Invalid token contract: ${token}`)
  }
}

export type InvalidReceiverAddressErrorType = InvalidReceiverAddressError & { name: 'InvalidReceiverAddressError' }
/** An ERC-20 transfer receiver that is not an EVM address. */
export class InvalidReceiverAddressError extends BaseError {
  override name = 'InvalidReceiverAddressError'
  constructor({ address }: { address: string }) {
    super(`Invalid address: ${address}`)
  }
}

export type AmountOutOfRangeErrorType = AmountOutOfRangeError & { name: 'AmountOutOfRangeError' }
/** An ERC-20 amount below 0 or above 2^256 - 1. */
export class AmountOutOfRangeError extends BaseError {
  override name = 'AmountOutOfRangeError'
  constructor({ amount }: { amount: bigint }) {
    super(`Amount out of uint256 range: ${amount}`)
  }
}

export type NegativeHexNumberErrorType = NegativeHexNumberError & { name: 'NegativeHexNumberError' }
/** A negative quantity (value, chain id, gas) where JSON-RPC wants an unsigned hex number. */
export class NegativeHexNumberError extends BaseError {
  override name = 'NegativeHexNumberError'
  constructor({ value }: { value: bigint }) {
    super(`Cannot encode a negative number as hex: ${value}`)
  }
}
