import type { Chain } from 'viem'
import type { CaipNetwork } from '../types.js'

/** The CaipNetwork of an eip155 chain: its CAIP-2 id is `eip155:<id>`. */
export type FromViemChainReturnType<id extends number = number> = CaipNetwork & {
  id: id
  chainNamespace: 'eip155'
  caipNetworkId: `eip155:${id}`
}

/**
 * Converts any viem chain (`viem/chains` or `defineChain`) into a kit network: the same id,
 * name, native currency, default RPC URLs and block explorer, with its CAIP-2 id.
 *
 * @example
 * import { zora } from 'viem/chains'
 * const kit = createKit({ networks: [fromViemChain(zora)], ... })
 */
export function fromViemChain<const chain extends Chain>(
  chain: chain,
  overrides: Partial<Omit<CaipNetwork, 'id' | 'chainNamespace' | 'caipNetworkId'>> = {},
): FromViemChainReturnType<chain['id']> {
  const explorer = chain.blockExplorers?.default
  const network: CaipNetwork = {
    id: chain.id,
    name: chain.name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chain.id}`,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { http: [...chain.rpcUrls.default.http] } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    testnet: chain.testnet ?? false,
    ...overrides,
  }
  return network as FromViemChainReturnType<chain['id']>
}
