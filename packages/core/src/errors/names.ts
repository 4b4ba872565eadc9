import { BaseError } from './base.js'

export type NameErrorType = NameError & { name: 'NameError' }
/**
 * A name call failed; the message is the SPEC section 8 text ('Error resolving name', 'Error
 * fetching name suggestions', 'Error registering name {name}', 'Network not found', 'Address or
 * auth connector not found'); `details` carries the reason (the server's message, the wallet's).
 */
export class NameError extends BaseError {
  override name = 'NameError'
  constructor(message: string, { cause, details }: { cause?: unknown; details?: string | undefined } = {}) {
    super(message, { cause, details })
  }
}
