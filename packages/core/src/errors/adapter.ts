import { BaseError } from './base.js'

export type AdapterNamespaceMismatchErrorType = AdapterNamespaceMismatchError & { name: 'AdapterNamespaceMismatchError' }
/** `lazyAdapter`'s `load()` resolved with an adapter of another namespace than the one it was given. */
export class AdapterNamespaceMismatchError extends BaseError {
  override name = 'AdapterNamespaceMismatchError'
  constructor({ expected, received }: { expected: string; received: string }) {
    super(`lazyAdapter: expected a ${expected} adapter, got ${received}`)
  }
}
