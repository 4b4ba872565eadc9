import { anvil, type CaipNetwork, defineNetwork } from '@kit/core'

/** core's `anvil` network pointed at a test anvil. */
export function anvilNetwork(rpcUrl: string): CaipNetwork {
  return { ...anvil, rpcUrls: { default: { http: [rpcUrl] } } }
}

/** A second local chain (id 31338) for switch-network tests. */
export function secondAnvilNetwork(rpcUrl: string): CaipNetwork {
  return defineNetwork({
    id: 31338,
    name: 'Anvil Two',
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31338',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1/explorer' } },
    testnet: true,
  })
}
