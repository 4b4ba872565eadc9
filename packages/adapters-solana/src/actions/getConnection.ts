import { type CaipNetworkId, type ChainNotConfiguredErrorType, getRpcUrls, type Kit } from '@kit/core'
import type { Commitment, Connection } from '@solana/web3.js'
import { getSolanaNetwork } from './getSolanaConnector.js'

export type GetConnectionParameters = {
  /** A configured solana network; default: the kit's current solana network. */
  networkId?: CaipNetworkId | undefined
  /** Default `confirmed`. */
  commitment?: Commitment | undefined
}
export type GetConnectionReturnType = Connection
export type GetConnectionErrorType = ChainNotConfiguredErrorType

/**
 * A `@solana/web3.js` Connection to a solana network of the kit, over the same RPC URLs and rules
 * as the adapter's balances (the kit's `rpcUrls` first, the next URL on failure, 10 s timeout,
 * 3 retries). web3.js is loaded on the first call. Each call builds a new Connection.
 *
 * @example
 * const connection = await getConnection(kit)
 * const slot = await connection.getSlot()
 */
export async function getConnection(kit: Kit, { networkId, commitment }: GetConnectionParameters = {}): Promise<GetConnectionReturnType> {
  const network = getSolanaNetwork(kit, networkId)
  const { createSolanaConnection } = await import('../utils/createSolanaConnection.js')
  return createSolanaConnection({ urls: getRpcUrls(kit, network), commitment })
}
