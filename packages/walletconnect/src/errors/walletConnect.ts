import { BaseError, type BaseErrorParameters } from './base.js'

/**
 * The errors carry EIP-1193 codes (`code`), so a namespace adapter (and core's `toWalletError`)
 * maps them like any wallet error: 4001 user rejected, 4900 disconnected.
 */

export type WalletConnectRejectedErrorType = WalletConnectRejectedError & { name: 'WalletConnectRejectedError' }
/** The wallet declined the session proposal or a request (WalletConnect 5000-5003 or EIP-1193 4001). */
export class WalletConnectRejectedError extends BaseError {
  override name = 'WalletConnectRejectedError'
  readonly code = 4001
  constructor(parameters: BaseErrorParameters = {}) {
    super('User rejected the request.', parameters)
  }
}

export type WalletConnectRequestErrorType = WalletConnectRequestError & { name: 'WalletConnectRequestError' }
/** The wallet answered a request with a JSON-RPC error; its code is kept. */
export class WalletConnectRequestError extends BaseError {
  override name = 'WalletConnectRequestError'
  readonly code: number | undefined
  constructor({ code, ...parameters }: BaseErrorParameters & { code?: number | undefined }) {
    super('The wallet returned an error.', parameters)
    this.code = code
  }
}

export type WalletConnectNotConnectedErrorType = WalletConnectNotConnectedError & {
  name: 'WalletConnectNotConnectedError'
}
/** No WalletConnect session (never connected, deleted by the wallet, or expired). */
export class WalletConnectNotConnectedError extends BaseError {
  override name = 'WalletConnectNotConnectedError'
  readonly code = 4900
  constructor(parameters: BaseErrorParameters = {}) {
    super('No WalletConnect session.', parameters)
  }
}

export type PairingAbortedErrorType = PairingAbortedError & { name: 'PairingAbortedError' }
/** The pairing attempt was cancelled (the modal closed, another connection started). */
export class PairingAbortedError extends BaseError {
  override name = 'PairingAbortedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Pairing cancelled.', parameters)
  }
}

export type WalletConnectLoadErrorType = WalletConnectLoadError & { name: 'WalletConnectLoadError' }
/** `@walletconnect/sign-client` could not be loaded or initialised (chunk load, storage, relay URL). */
export class WalletConnectLoadError extends BaseError {
  override name = 'WalletConnectLoadError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('WalletConnect could not start.', parameters)
  }
}

export type WalletConnectProposalErrorType = WalletConnectProposalError & { name: 'WalletConnectProposalError' }
/**
 * `connect()` was given namespaces (or options) the session proposal cannot take, such as a chain
 * that is not a CAIP-2 id of its namespace; `details` names the one at fault. No proposal is sent.
 */
export class WalletConnectProposalError extends BaseError {
  override name = 'WalletConnectProposalError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The session proposal is not valid.', parameters)
  }
}

export type PairingUriMissingErrorType = PairingUriMissingError & { name: 'PairingUriMissingError' }
/** `@walletconnect/sign-client`'s `connect()` resolved without a pairing URI (nothing to show as a QR code). */
export class PairingUriMissingError extends BaseError {
  override name = 'PairingUriMissingError'
  constructor() {
    super('sign-client returned no pairing URI')
  }
}

function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  return typeof code === 'number' ? code : undefined
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') return (error as { message: string }).message
  return String(error)
}

/**
 * A sign-client rejection (a JSON-RPC error object or an Error) as one of the errors above.
 * WalletConnect's USER_REJECTED family (5000-5003, "User rejected.") becomes 4001.
 */
export function toWalletConnectError(error: unknown): BaseError {
  if (error instanceof BaseError) return error
  const code = codeOf(error)
  const message = messageOf(error)
  const cause = error instanceof Error ? error : new Error(message)
  if (code === 4001 || (code !== undefined && code >= 5000 && code <= 5003 && /reject/i.test(message))) return new WalletConnectRejectedError({ cause })
  return new WalletConnectRequestError({ code, cause })
}
