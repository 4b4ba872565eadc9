import { defineNetwork } from './defineNetwork.js'

/** The local development chain (anvil / hardhat default chain id 31337). */
export const anvil = defineNetwork({
  id: 31337,
  name: 'Anvil',
  network: 'anvil',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
})
