import { type CaipNetworkId, ChainNotConfiguredError, getNetwork, getRpcUrls, type Kit } from '@kit/core'
import type { PublicClient } from 'viem'
import { createNetworkClient } from '../utils/createNetworkClient.js'

export type GetPublicClientParameters = {
  /** A configured eip155 network; default: the kit's active eip155 network. */
  networkId?: CaipNetworkId | undefined
}
export type GetPublicClientReturnType = PublicClient
export type GetPublicClientErrorType = ChainNotConfiguredError

/**
 * A viem public client for an eip155 network of the kit, over the same RPC URLs and transport
 * rules as the adapter's balances (kit `rpcUrls` first, 10 s timeout, 3 retries). Each call
 * builds a new client: keep the one you got while the network stays the same.
 *
 * @example
 * const client = getPublicClient(kit)
 * const block = await client.getBlockNumber()
 */
export function getPublicClient(kit: Kit, { networkId }: GetPublicClientParameters = {}): GetPublicClientReturnType {
  const id = networkId ?? getNetwork(kit, { namespace: 'eip155' }).caipNetworkId
  const network = kit.networks.find((candidate) => candidate.chainNamespace === 'eip155' && candidate.caipNetworkId === id)
  if (!network) throw new ChainNotConfiguredError({ networkId: id ?? 'eip155' })
  return createNetworkClient(network, getRpcUrls(kit, network))
}
