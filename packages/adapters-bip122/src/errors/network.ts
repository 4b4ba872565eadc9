import { BaseError } from './base.js'

export type NetworkNamespaceMismatchErrorType = NetworkNamespaceMismatchError & { name: 'NetworkNamespaceMismatchError' }
/** The Bitcoin adapter was given a network of another namespace. */
export class NetworkNamespaceMismatchError extends BaseError {
  override name = 'NetworkNamespaceMismatchError'
  constructor({ networkId }: { networkId: string }) {
    super('Network namespace mismatch', { details: `${networkId} is not a bip122 network` })
  }
}
