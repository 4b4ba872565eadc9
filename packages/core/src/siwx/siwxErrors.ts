import { BaseError } from '../errors/base.js'

export type SiwxMessageErrorType = SiwxMessageError & { name: 'SiwxMessageError' }
/** A sign-in message that cannot be written or read (EIP-4361 / CAIP-122); names the field. */
export class SiwxMessageError extends BaseError {
  override name = 'SiwxMessageError'
  readonly field: string
  constructor({ field, message }: { field: string; message: string }) {
    super(`Invalid sign-in message: ${field}`, { details: message })
    this.field = field
  }
}

export type SiwxNotEnabledErrorType = SiwxNotEnabledError & { name: 'SiwxNotEnabledError' }
/** Sign-in was asked for on a kit without a `siwx` option (docs/rules/validation.md). */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  constructor() {
    super('SIWX is not enabled')
  }
}

export type NoActiveCaipAddressErrorType = NoActiveCaipAddressError & { name: 'NoActiveCaipAddressError' }
/** Sign-in needs a connected account on an active network (docs/rules/validation.md). */
export class NoActiveCaipAddressError extends BaseError {
  override name = 'NoActiveCaipAddressError'
  constructor() {
    super('No ActiveCaipAddress found')
  }
}

export type SiwxSessionErrorType = SiwxSessionError & { name: 'SiwxSessionError' }
/** The session store refused a signed message (Kit API answer or the app's `verify`). */
export class SiwxSessionError extends BaseError {
  override name = 'SiwxSessionError'
  readonly code: string | undefined
  constructor({ message, code, cause }: { message: string; code?: string | undefined; cause?: unknown }) {
    super(message, { cause })
    this.code = code
  }
}
