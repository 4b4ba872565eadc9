import { defineNetwork } from './defineNetwork.js'

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

/** Bitcoin mainnet (CAIP-2 `bip122:000000000019d6689c085ae165831e93`), read through mempool.space. */
export const bitcoin = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  network: 'bitcoin',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  testnet: false,
})

/** Bitcoin Testnet (`bip122:000000000933ea01ad0ee984209779ba`), read through mempool.space. */
export const bitcoinTestnet = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  network: 'bitcoin-testnet',
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  testnet: true,
})
