import { BaseError } from './base.js'

export type AuthBridgeMissingErrorType = AuthBridgeMissingError & { name: 'AuthBridgeMissingError' }
/**
 * The embedded-wallet connector was used before a kit set up the adapter: `createAppKit` (with
 * `secureOrigin` and email or socials on) gives it the login it signs with.
 */
export class AuthBridgeMissingError extends BaseError {
  override name = 'AuthBridgeMissingError'
  constructor() {
    super('The embedded wallet needs a kit', {
      details: 'Pass the WagmiAdapter to createAppKit (with secureOrigin, and email or socials on) before connecting its embedded wallet',
    })
  }
}
