import type { CaipNetwork } from '@kit/core'
import type { Chain } from 'viem'

/** A Kit eip155 network as the viem chain wagmi configures (same id, currency, RPC URLs, explorer). */
export function toViemChain(network: CaipNetwork): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: { default: network.blockExplorers.default } } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  }
}
