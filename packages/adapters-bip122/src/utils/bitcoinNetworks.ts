import type { CaipNetwork, CaipNetworkId } from '@kit/core'
import type { Network } from 'bitcoinjs-lib'

/** CAIP-2 ids of the Bitcoin networks wallets name (first 32 hex characters of the genesis hash). */
export const bip122NetworkIds = {
  mainnet: 'bip122:000000000019d6689c085ae165831e93',
  testnet: 'bip122:000000000933ea01ad0ee984209779ba',
  testnet4: 'bip122:00000000da84f2bafbbc53dee25a72ae',
  signet: 'bip122:00000008819873e925422c1ff0f99f7c',
  regtest: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
} as const satisfies Record<string, CaipNetworkId>

/** Wallet Standard chain names some Bitcoin wallets use instead of CAIP-2 (Exodus style). */
const namedChains: Record<string, CaipNetworkId> = {
  'bitcoin:mainnet': bip122NetworkIds.mainnet,
  'bitcoin:testnet': bip122NetworkIds.testnet,
  'bitcoin:testnet4': bip122NetworkIds.testnet4,
  'bitcoin:signet': bip122NetworkIds.signet,
  'bitcoin:regtest': bip122NetworkIds.regtest,
}

/** A wallet's chain identifier as a bip122 CAIP-2 id, or undefined when it is not a Bitcoin chain. */
export function toBip122NetworkId(chain: string): CaipNetworkId | undefined {
  if (/^bip122:[0-9a-fA-F]{32}$/.test(chain)) return chain.toLowerCase() as CaipNetworkId
  return namedChains[chain]
}

/** Address encoding family of a network: mainnet (`bc1`, `1`, `3`) or the test family (`tb1`, `m`/`n`, `2`). */
export type BitcoinNetworkFamily = 'mainnet' | 'test'

export function networkFamily(networkId: CaipNetworkId | string): BitcoinNetworkFamily {
  return networkId === bip122NetworkIds.mainnet ? 'mainnet' : 'test'
}

/**
 * bitcoinjs-lib's network parameters (`networks.bitcoin`, `testnet`, `regtest`), written out so
 * that address checks need no bitcoinjs-lib at run time (it loads only to build a PSBT).
 */
export const bitcoinJsNetworks = {
  bitcoin: {
    messagePrefix: '\x18Bitcoin Signed Message:\n',
    bech32: 'bc',
    bip32: { public: 0x0488b21e, private: 0x0488ade4 },
    pubKeyHash: 0x00,
    scriptHash: 0x05,
    wif: 0x80,
  },
  testnet: {
    messagePrefix: '\x18Bitcoin Signed Message:\n',
    bech32: 'tb',
    bip32: { public: 0x043587cf, private: 0x04358394 },
    pubKeyHash: 0x6f,
    scriptHash: 0xc4,
    wif: 0xef,
  },
  regtest: {
    messagePrefix: '\x18Bitcoin Signed Message:\n',
    bech32: 'bcrt',
    bip32: { public: 0x043587cf, private: 0x04358394 },
    pubKeyHash: 0x6f,
    scriptHash: 0xc4,
    wif: 0xef,
  },
} as const satisfies Record<string, Network>

/**
 * bitcoinjs-lib parameters of a kit network: mainnet for Bitcoin's genesis, regtest for regtest,
 * testnet for every other bip122 network (testnet3, testnet4, signet and local stand-ins).
 */
export function toBitcoinJsNetwork(network: Pick<CaipNetwork, 'caipNetworkId'> | CaipNetworkId | string): Network {
  const id = typeof network === 'string' ? network : network.caipNetworkId
  if (id === bip122NetworkIds.mainnet) return bitcoinJsNetworks.bitcoin
  if (id === bip122NetworkIds.regtest) return bitcoinJsNetworks.regtest
  return bitcoinJsNetworks.testnet
}

/** sats-connect network names (`wallet_getNetwork` / `wallet_changeNetwork`). */
const satsConnectNames: Record<string, CaipNetworkId> = {
  Mainnet: bip122NetworkIds.mainnet,
  Testnet: bip122NetworkIds.testnet,
  Testnet4: bip122NetworkIds.testnet4,
  Signet: bip122NetworkIds.signet,
  Regtest: bip122NetworkIds.regtest,
}

export function fromSatsConnectNetworkName(name: unknown): CaipNetworkId | undefined {
  return typeof name === 'string' ? satsConnectNames[name] : undefined
}

export function toSatsConnectNetworkName(networkId: CaipNetworkId): string | undefined {
  return Object.entries(satsConnectNames).find(([, id]) => id === networkId)?.[0]
}
