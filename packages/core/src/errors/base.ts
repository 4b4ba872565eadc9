import { version } from './version.js'

export type BaseErrorParameters = {
  cause?: unknown
  details?: string | undefined
  metaMessages?: readonly string[] | undefined
  /** Page of the Kit docs about this error, appended to `docsBaseUrl` (rendered as a `Docs:` line). */
  docsPath?: string | undefined
}

export type BaseErrorType = BaseError & { name: 'BaseError' }

/**
 * The error base of @kit/core, after viem/wagmi: the message is assembled in a fixed order
 * (shortMessage, metaMessages, Details, Docs, Version) and the cause chain is kept. Every published
 * Kit package has its own `BaseError` extending this one with its own `version` (as wagmi's
 * packages extend `@wagmi/core`'s), so a message names the package that threw.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string
  readonly metaMessages: readonly string[]
  readonly docsPath: string | undefined

  /** Where `docsPath` points: the `docs/` folder of the Kit repository (one Markdown page per path). */
  get docsBaseUrl(): string {
    return 'docs'
  }

  /** `<package>@<version>` of the package whose error this is. */
  get version(): string {
    return `@kit/core@${version}`
  }

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    const details =
      parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : (parameters.details ?? '')
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages ?? []
    this.docsPath = parameters.docsPath
    this.message = [
      shortMessage,
      ...(this.metaMessages.length ? ['', ...this.metaMessages] : []),
      ...(details || this.docsPath ? [''] : []),
      ...(details ? [`Details: ${details}`] : []),
      ...(this.docsPath ? [`Docs: ${this.docsBaseUrl}${this.docsPath}.md in the Kit repository`] : []),
      `Version: ${this.version}`,
    ].join('\n')
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
