import type { CaipNetwork } from '@kit/core'
import { type Chain, createPublicClient, defineChain, type PublicClient } from 'viem'
import { createRpcTransport } from './createRpcTransport.js'

/** docs/rules/limits.md: fallback polling 4 s. */
const pollingInterval = 4_000

/** A viem public client for one configured eip155 network, over `urls` (see createRpcTransport). */
export function createNetworkClient(network: CaipNetwork, urls: readonly string[]): PublicClient {
  const chain: Chain = defineChain({
    id: Number(network.caipNetworkId.split(':')[1]),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: urls } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  })
  return createPublicClient({ chain, transport: createRpcTransport(urls), pollingInterval }) as PublicClient
}
