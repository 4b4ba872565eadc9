import { BaseError } from '../errors/base.js'
import type { AuthErrorInfo } from './authState.js'

/** A failed login step as the views show it: the error's class name and its short English text. */
export function toAuthErrorInfo(error: unknown): AuthErrorInfo {
  return error instanceof BaseError
    ? { name: error.name, message: error.shortMessage }
    : { name: 'Error', message: error instanceof Error ? error.message : String(error) }
}
