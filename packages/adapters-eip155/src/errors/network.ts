import { BaseError } from './base.js'

export type RpcUrlNotFoundErrorType = RpcUrlNotFoundError & { name: 'RpcUrlNotFoundError' }
/** The network has no RPC URL (neither its own `rpcUrls` nor the kit's `rpcUrls` option). */
export class RpcUrlNotFoundError extends BaseError {
  override name = 'RpcUrlNotFoundError'
  constructor({ networkId }: { networkId: string }) {
    super('No RPC URL', { details: `No RPC URL for ${networkId}` })
  }
}

export type NetworkNamespaceMismatchErrorType = NetworkNamespaceMismatchError & { name: 'NetworkNamespaceMismatchError' }
/** The EVM adapter was given a network of another namespace. */
export class NetworkNamespaceMismatchError extends BaseError {
  override name = 'NetworkNamespaceMismatchError'
  constructor({ networkId }: { networkId: string }) {
    super('Network namespace mismatch', { details: `${networkId} is not an eip155 network` })
  }
}
