import { BaseError } from './base.js'

export type InvalidCaipAddressErrorType = InvalidCaipAddressError & { name: 'InvalidCaipAddressError' }
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  constructor({ address }: { address: unknown }) {
    super('Invalid CAIP-10 address', { details: `Received: ${String(address)}` })
  }
}

export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError & { name: 'InvalidCaipNetworkIdError' }
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  constructor({ id }: { id: unknown }) {
    super('Invalid CAIP-2 network id', { details: `Received: ${String(id)}` })
  }
}
