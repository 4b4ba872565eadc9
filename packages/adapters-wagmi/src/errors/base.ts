import { BaseError as CoreError } from '@kit/core'
import { version } from './version.js'

export type BaseErrorType = BaseError & { name: 'BaseError' }

/** The error base of @kit/adapters-wagmi: @kit/core's, naming this package and its version. */
export class BaseError extends CoreError {
  override name = 'BaseError'
  override get version(): string {
    return `@kit/adapters-wagmi@${version}`
  }
}
