import { version } from './version.js'

export type BaseErrorParameters = {
  cause?: unknown
  details?: string | undefined
  metaMessages?: readonly string[] | undefined
}

export type BaseErrorType = BaseError & { name: 'BaseError' }

/**
 * The error base of @kit/walletconnect, after viem/wagmi (docs/contributing.md, "Errors"): the message is assembled
 * in a fixed order (shortMessage, metaMessages, Details, Version) and the cause chain is kept.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string
  readonly metaMessages: readonly string[]
  readonly version = `@kit/walletconnect@${version}`

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : (parameters.details ?? '')
    const message = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details ? ['', `Details: ${details}`] : []),
      `Version: @kit/walletconnect@${version}`,
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages ?? []
  }

  /** Follows the cause chain; returns the first error `fn` accepts, or the deepest one. */
  walk(fn?: (error: unknown) => boolean): unknown {
    let error: unknown = this
    while (error instanceof Error) {
      if (fn?.(error)) return error
      if (error.cause === undefined) break
      error = error.cause
    }
    return fn ? null : error
  }
}
