import * as ecc from '@bitcoinerlab/secp256k1'
import type { CaipNetworkId } from '@kit/core'
import { address as bitcoinAddress, initEccLib, type Network, networks } from 'bitcoinjs-lib'
import type { BitcoinAddressPurpose, BitcoinAddressType } from '../types.js'
import { type BitcoinNetworkFamily, networkFamily, toBitcoinJsNetwork } from './bitcoinNetworks.js'

let eccReady = false

/** Registers `@bitcoinerlab/secp256k1` with bitcoinjs-lib (taproot addresses need it). Idempotent. */
export function useEcc(): void {
  if (eccReady) return
  initEccLib(ecc)
  eccReady = true
}

/** Output script of `address` on `network`, or undefined when it is not a valid address there. */
export function toOutputScript(address: string, network: Network): Uint8Array | undefined {
  useEcc()
  try {
    return bitcoinAddress.toOutputScript(address, network)
  } catch {
    return undefined
  }
}

/** Whether `address` is a valid Bitcoin address of the network (bitcoinjs `address.toOutputScript`). */
export function isBitcoinAddress(address: string, networkId: CaipNetworkId): boolean {
  return toOutputScript(address, toBitcoinJsNetwork(networkId)) !== undefined
}

/** The address family (`bc1…`/`1…`/`3…` or `tb1…`/`bcrt1…`/`m…`/`n…`/`2…`), or undefined when invalid everywhere. */
export function addressFamily(address: string): BitcoinNetworkFamily | undefined {
  if (toOutputScript(address, networks.bitcoin)) return 'mainnet'
  if (toOutputScript(address, networks.testnet) || toOutputScript(address, networks.regtest)) return 'test'
  return undefined
}

/** Whether `address` belongs to the family of `networkId` (tb1 on testnet, bc1 on mainnet). */
export function isAddressOfNetwork(address: string, networkId: CaipNetworkId): boolean {
  return addressFamily(address) === networkFamily(networkId)
}

/** The output type of a script (p2wpkh, p2tr, ...). */
export function scriptType(script: Uint8Array): BitcoinAddressType {
  const n = script.length
  if (n === 22 && script[0] === 0x00 && script[1] === 0x14) return 'p2wpkh'
  if (n === 34 && script[0] === 0x51 && script[1] === 0x20) return 'p2tr'
  if (n === 34 && script[0] === 0x00 && script[1] === 0x20) return 'p2wsh'
  if (n === 23 && script[0] === 0xa9 && script[22] === 0x87) return 'p2sh'
  if (n === 25 && script[0] === 0x76 && script[1] === 0xa9 && script[24] === 0xac) return 'p2pkh'
  return 'unknown'
}

export function addressType(address: string): BitcoinAddressType {
  for (const network of [networks.bitcoin, networks.testnet, networks.regtest]) {
    const script = toOutputScript(address, network)
    if (script) return scriptType(script)
  }
  return 'unknown'
}

/** Purpose a wallet did not state: taproot addresses hold ordinals, the others pay. */
export function inferPurpose(address: string): BitcoinAddressPurpose {
  return addressType(address) === 'p2tr' ? 'ordinals' : 'payment'
}
