import { BaseError } from './base.js'

export type InvalidCallsErrorType = InvalidCallsError & { name: 'InvalidCallsError' }
/**
 * A batch (`sendCalls`) with no calls, or a call whose target or data breaks docs/rules/validation.md (each
 * target starts with 0x and is an address; data, when given, starts with 0x and is hex). Nothing
 * reaches the wallet.
 */
export class InvalidCallsError extends BaseError {
  override name = 'InvalidCallsError'
  constructor({ reason }: { reason: string }) {
    super('Invalid input', { details: reason })
  }
}

export type UnknownCallsIdErrorType = UnknownCallsIdError & { name: 'UnknownCallsIdError' }
/** `getCallsStatus` / `showCallsStatus` with an id that is not a batch id (hex, EIP-5792). */
export class UnknownCallsIdError extends BaseError {
  override name = 'UnknownCallsIdError'
  constructor({ id }: { id: string }) {
    super('Invalid input', { details: `${JSON.stringify(id)} is not a batch id` })
  }
}
