import { defineNetwork } from './defineNetwork.js'

/** Base mainnet (docs/rules/entities.md and docs/rules/limits.md: id 8453, block time 2000 ms). */
export const base = defineNetwork({
  id: 8453,
  name: 'Base',
  network: 'base',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:8453',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  testnet: false,
})
