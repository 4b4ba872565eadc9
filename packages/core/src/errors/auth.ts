import { BaseError, type BaseErrorParameters } from './base.js'

export type AuthConnectorNotFoundErrorType = AuthConnectorNotFoundError & { name: 'AuthConnectorNotFoundError' }
/** Email or social login was used on a kit without `secureOrigin` (or with email and socials off). */
export class AuthConnectorNotFoundError extends BaseError {
  override name = 'AuthConnectorNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No auth connector found', parameters)
  }
}

export type NotConnectedToAuthErrorType = NotConnectedToAuthError & { name: 'NotConnectedToAuthError' }
/** An embedded-wallet operation (update email, approvals) without an email or social connection. */
export class NotConnectedToAuthError extends BaseError {
  override name = 'NotConnectedToAuthError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Not connected to email or social', parameters)
  }
}

export type InvalidEmailErrorType = InvalidEmailError & { name: 'InvalidEmailError' }
/** docs/rules/validation.md: the email must be valid for connect and update. */
export class InvalidEmailError extends BaseError {
  override name = 'InvalidEmailError'
  constructor({ email }: { email: string }) {
    super('Invalid email', { details: `Got ${JSON.stringify(email)}` })
  }
}

export type EmailCooldownErrorType = EmailCooldownError & { name: 'EmailCooldownError' }
/** docs/rules/validation.md: email login may be triggered once per 30 s. */
export class EmailCooldownError extends BaseError {
  override name = 'EmailCooldownError'
  readonly seconds: number
  constructor({ seconds }: { seconds: number }) {
    super(`Please try again after ${seconds} seconds`)
    this.seconds = seconds
  }
}

export type FrameRequestErrorType = FrameRequestError & { name: 'FrameRequestError' }
/**
 * The secure frame answered a request with its error reply: the frame's text ('An error occurred'
 * when it gave none) and its code, kept so wallet codes (4001) map like any wallet error.
 */
export class FrameRequestError extends BaseError {
  override name = 'FrameRequestError'
  readonly code: number | string | undefined
  /** HTTP status of the secure server's answer behind the error, when it came from there. */
  readonly status: number | undefined
  constructor({
    message,
    code,
    status,
    request,
  }: { message?: string | undefined; code?: number | string | undefined; status?: number | undefined; request: string }) {
    super(message || 'An error occurred', { details: `Frame request: ${request}` })
    this.code = code
    this.status = status
  }
}

export type FrameAbortedErrorType = FrameAbortedError & { name: 'FrameAbortedError' }
/**
 * A pending frame request was abandoned (timeout, frame failure, the user closed the approval):
 * 'Request was aborted' for an RPC request, 'Something went wrong' for any other (docs/rules/errors.md).
 */
export class FrameAbortedError extends BaseError {
  override name = 'FrameAbortedError'
  readonly code: number | undefined
  constructor({ rpc, request, reason }: { rpc: boolean; request: string; reason?: string | undefined }) {
    super(rpc ? 'Request was aborted' : 'Something went wrong', {
      details: `Frame request: ${request}${reason ? ` (${reason})` : ''}`,
    })
    // An aborted RPC call behaves like a user rejection for the dapp (EIP-1193 4001).
    this.code = rpc ? 4001 : undefined
  }
}

export type FrameLoadErrorType = FrameLoadError & { name: 'FrameLoadError' }
/** The secure frame did not load (docs/rules/errors.md: 'Unable to load email login dependency'). */
export class FrameLoadError extends BaseError {
  override name = 'FrameLoadError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unable to load email login dependency', parameters)
  }
}

export type PopupClosedErrorType = PopupClosedError & { name: 'PopupClosedError' }
export class PopupClosedError extends BaseError {
  override name = 'PopupClosedError'
  constructor() {
    super('Popup closed')
  }
}

export type SocialConnectionInitErrorType = SocialConnectionInitError & { name: 'SocialConnectionInitError' }
export class SocialConnectionInitError extends BaseError {
  override name = 'SocialConnectionInitError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to initiate social connection', parameters)
  }
}

export type FarcasterConnectionErrorType = FarcasterConnectionError & { name: 'FarcasterConnectionError' }
export class FarcasterConnectionError extends BaseError {
  override name = 'FarcasterConnectionError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to connect to farcaster', parameters)
  }
}
