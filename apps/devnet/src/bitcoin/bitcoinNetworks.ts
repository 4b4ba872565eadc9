import { address as bitcoinAddress, type Network, networks } from 'bitcoinjs-lib'

/** Genesis block hash of Bitcoin testnet3; its first 32 hex characters are the CAIP-2 reference. */
export const BITCOIN_TESTNET_GENESIS_HASH = '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943'

/** The two Bitcoin networks Kit defines (docs/rules/entities.md). */
export const BITCOIN_NETWORKS = {
  mainnet: {
    name: 'Bitcoin',
    caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
    genesisHash: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
    bech32: 'bc',
  },
  testnet: {
    name: 'Bitcoin Testnet',
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    genesisHash: BITCOIN_TESTNET_GENESIS_HASH,
    bech32: 'tb',
  },
} as const

export type BitcoinNetworkName = keyof typeof BITCOIN_NETWORKS

/**
 * Address parameters of the local service: bitcoinjs-lib's `networks.testnet` (bech32 `tb`,
 * legacy `m`/`n`/`2`, WIF `c...`). The chain itself behaves like regtest (blocks on demand or on
 * a timer, no proof of work, a faucet), but it answers as Kit's Bitcoin Testnet
 * (`bip122:000000000933ea01ad0ee984209779ba`): block 0 is testnet3's genesis hash, and wallets
 * build ordinary testnet addresses for it. Regtest encodings (`bcrt1...`) of the same scripts are
 * accepted as input too.
 */
export const BITCOIN_SERVICE_NETWORK: Network = networks.testnet

/** Output script of a testnet (or regtest `bcrt`) address; null when it is neither. */
export function addressToScript(address: string): Uint8Array | null {
  for (const network of [networks.testnet, networks.regtest]) {
    try {
      return bitcoinAddress.toOutputScript(address, network)
    } catch {
      // try the next encoding
    }
  }
  return null
}

/** Testnet address of an output script, or undefined for scripts without one (OP_RETURN, bare multisig). */
export function scriptToAddress(script: Uint8Array): string | undefined {
  try {
    return bitcoinAddress.fromOutputScript(script, BITCOIN_SERVICE_NETWORK)
  } catch {
    return undefined
  }
}
