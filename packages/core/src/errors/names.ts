import { BaseError } from './base.js'

export type NameErrorType = NameError & { name: 'NameError' }
/**
 * A name call failed; the message is the docs/rules/errors.md text ('Error resolving name', 'Error
 * fetching name suggestions', 'Error registering name {name}', 'Network not found', 'Address or
 * auth connector not found'); `details` carries the reason (the server's message, the wallet's).
 */
export class NameError extends BaseError {
  override name = 'NameError'
  constructor(message: string, { cause, details }: { cause?: unknown; details?: string | undefined } = {}) {
    super(message, { cause, details })
  }
}

export type InvalidChainIdErrorType = InvalidChainIdError & { name: 'InvalidChainIdError' }
/** `chainIdToCoinType` got a chain id ENSIP-11 cannot encode (not an integer from 0 to 2^31 - 1). */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor({ chainId }: { chainId: number }) {
    super('Invalid chainId', { details: `Got ${chainId}: an EVM coin type needs an integer chain id from 0 to 2147483647` })
  }
}
