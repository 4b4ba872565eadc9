import type { CaipNetworkId } from '@kit/core'
import { bech32, bech32m } from 'bech32'
import bs58check from 'bs58check'
import type { BitcoinAddressPurpose, BitcoinAddressType } from '../types.js'
import { type BitcoinNetworkFamily, bip122NetworkIds, networkFamily, toBitcoinJsNetwork } from './bitcoinNetworks.js'

// Address checks without bitcoinjs-lib (discovery, connect and the Send form stay light; bitcoinjs
// and secp256k1 load only to build or finalize a PSBT). They accept exactly what bitcoinjs-lib's
// `address.toOutputScript` accepts (address.test.ts compares both on the same inputs).

/** secp256k1 field prime. */
const p = 2n ** 256n - 2n ** 32n - 977n

function powMod(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n
  let b = base % modulus
  let e = exponent
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus
    b = (b * b) % modulus
    e >>= 1n
  }
  return result
}

/** Whether 32 bytes are the x coordinate of a secp256k1 point (a taproot output key, BIP-340). */
function isXOnlyPoint(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false
  let x = 0n
  for (const byte of bytes) x = (x << 8n) | BigInt(byte)
  if (x === 0n || x >= p) return false
  const y2 = (x ** 3n + 7n) % p
  return y2 === 0n || powMod(y2, (p - 1n) / 2n, p) === 1n
}

type DecodedAddress = { encoding: 'base58'; version: number; hash: Uint8Array } | { encoding: 'bech32'; prefix: string; version: number; program: Uint8Array }

/** Base58Check (21-byte payload) or bech32 / bech32m (BIP-173, BIP-350), as bitcoinjs decodes them. */
function decode(address: string): DecodedAddress | undefined {
  try {
    const payload = bs58check.decode(address)
    if (payload.length === 21) return { encoding: 'base58', version: payload[0]!, hash: payload.slice(1) }
    return undefined
  } catch {
    // not base58check: try bech32
  }
  for (const [codec, segwitV0] of [
    [bech32, true],
    [bech32m, false],
  ] as const) {
    try {
      const { prefix, words } = codec.decode(address)
      const version = words[0]
      if (version === undefined || (version === 0) !== segwitV0) continue
      return { encoding: 'bech32', prefix, version, program: Uint8Array.from(codec.fromWords(words.slice(1))) }
    } catch {
      // not this checksum
    }
  }
  return undefined
}

/** The output type of `address` on the network of `networkId`, or undefined when it is not valid there. */
export function addressTypeOn(address: string, networkId: CaipNetworkId | string): BitcoinAddressType | undefined {
  const network = toBitcoinJsNetwork(networkId)
  const decoded = decode(address)
  if (!decoded) return undefined
  if (decoded.encoding === 'base58') {
    if (decoded.version === network.pubKeyHash) return 'p2pkh'
    if (decoded.version === network.scriptHash) return 'p2sh'
    return undefined
  }
  if (decoded.prefix !== network.bech32) return undefined
  const { version, program } = decoded
  if (version === 0) return program.length === 20 ? 'p2wpkh' : program.length === 32 ? 'p2wsh' : undefined
  if (version === 1) return program.length === 32 && isXOnlyPoint(program) ? 'p2tr' : undefined
  // Future segwit versions (bitcoinjs accepts them with a warning): versions 2-16, 2 to 40 bytes.
  if (version >= 2 && version <= 16 && program.length >= 2 && program.length <= 40) return 'unknown'
  return undefined
}

/** Whether `address` is a valid Bitcoin address of the network (what bitcoinjs `address.toOutputScript` accepts). */
export function isBitcoinAddress(address: string, networkId: CaipNetworkId): boolean {
  return addressTypeOn(address, networkId) !== undefined
}

/** One network of each address encoding: mainnet, then testnet and regtest (test family). */
const familyProbes: readonly [BitcoinNetworkFamily, CaipNetworkId][] = [
  ['mainnet', bip122NetworkIds.mainnet],
  ['test', bip122NetworkIds.testnet],
  ['test', bip122NetworkIds.regtest],
]

/** The address family (`bc1…`/`1…`/`3…` or `tb1…`/`bcrt1…`/`m…`/`n…`/`2…`), or undefined when invalid everywhere. */
export function addressFamily(address: string): BitcoinNetworkFamily | undefined {
  return familyProbes.find(([, networkId]) => addressTypeOn(address, networkId))?.[0]
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

/** The output type of an address on any Bitcoin network ('unknown' when invalid everywhere). */
export function addressType(address: string): BitcoinAddressType {
  for (const [, networkId] of familyProbes) {
    const type = addressTypeOn(address, networkId)
    if (type) return type
  }
  return 'unknown'
}

/** Purpose a wallet did not state: taproot addresses hold ordinals, the others pay. */
export function inferPurpose(address: string): BitcoinAddressPurpose {
  return addressType(address) === 'p2tr' ? 'ordinals' : 'payment'
}
