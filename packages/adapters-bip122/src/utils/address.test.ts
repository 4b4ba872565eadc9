import * as ecc from '@bitcoinerlab/secp256k1'
import { bech32m } from 'bech32'
import { address as bitcoinAddress, initEccLib, networks, payments } from 'bitcoinjs-lib'
import { expect, test } from 'vitest'
import { addressFamily, addressType, isBitcoinAddress } from './address.js'
import { bip122NetworkIds } from './bitcoinNetworks.js'

initEccLib(ecc)

const bytes = (seed: number, length = 32) => Uint8Array.from({ length }, (_, index) => (seed * 31 + index * 7 + 1) % 256)
const pubkey = (seed: number) => ecc.pointFromScalar(bytes(seed))!
const xOnly = (seed: number) => pubkey(seed).slice(1, 33)

/** Addresses of every type on every network, their one-character typos, and odd encodings. */
function samples(): string[] {
  const found: string[] = []
  for (const network of [networks.bitcoin, networks.testnet, networks.regtest])
    for (let seed = 1; seed <= 4; seed++) {
      found.push(
        payments.p2pkh({ pubkey: pubkey(seed), network }).address!,
        payments.p2sh({ redeem: payments.p2wpkh({ pubkey: pubkey(seed), network }), network }).address!,
        payments.p2wpkh({ pubkey: pubkey(seed), network }).address!,
        payments.p2wsh({ redeem: payments.p2pkh({ pubkey: pubkey(seed), network }), network }).address!,
        payments.p2tr({ internalPubkey: xOnly(seed), network }).address!,
      )
    }
  const typos = found.flatMap((address) => [
    address.slice(0, -1) + (address.endsWith('q') ? 'p' : 'q'),
    address.slice(0, 8) + address.slice(9),
    address.toUpperCase(),
  ])
  // Taproot programs that are not points on the curve (x = 5 has no y), a future segwit version, v0 with a bad length.
  const notOnCurve = Uint8Array.from({ length: 32 }, (_, index) => (index === 31 ? 5 : 0))
  const odd = [
    bech32m.encode('tb', [1, ...bech32m.toWords(notOnCurve)]),
    bech32m.encode('bc', [1, ...bech32m.toWords(new Uint8Array(32).fill(0xff))]),
    bech32m.encode('tb', [2, ...bech32m.toWords(bytes(9, 16))]),
    bech32m.encode('tb', [1, ...bech32m.toWords(bytes(9, 20))]),
    '',
    'tb1',
    '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    '6rtAC9tdtJMZ8YBPwUzpL57Nwa1M9LdAeALy8whdHps3',
  ]
  return [...found, ...typos, ...odd]
}

const ids = [bip122NetworkIds.mainnet, bip122NetworkIds.testnet, bip122NetworkIds.regtest, bip122NetworkIds.testnet4] as const
const bitcoinJs = (address: string, networkId: string) => {
  const network = networkId === bip122NetworkIds.mainnet ? networks.bitcoin : networkId === bip122NetworkIds.regtest ? networks.regtest : networks.testnet
  try {
    bitcoinAddress.toOutputScript(address, network)
    return true
  } catch {
    return false
  }
}

test('behavior: accepts exactly what bitcoinjs-lib address.toOutputScript accepts, on every network', () => {
  const all = samples()
  let valid = 0
  for (const address of all)
    for (const networkId of ids) {
      const expected = bitcoinJs(address, networkId)
      if (expected) valid++
      expect([address, networkId, isBitcoinAddress(address, networkId)]).toEqual([address, networkId, expected])
    }
  // The sample covers both outcomes (60 generated addresses, each valid on one or two networks).
  expect(valid).toBeGreaterThan(60)
  expect(valid).toBeLessThan(all.length * ids.length)
})

test('default: address types and families', () => {
  const network = networks.testnet
  expect(addressType(payments.p2wpkh({ pubkey: pubkey(1), network }).address!)).toBe('p2wpkh')
  expect(addressType(payments.p2tr({ internalPubkey: xOnly(1), network }).address!)).toBe('p2tr')
  expect(addressType(payments.p2pkh({ pubkey: pubkey(1), network: networks.bitcoin }).address!)).toBe('p2pkh')
  expect(addressType('nonsense')).toBe('unknown')
  expect(addressFamily(payments.p2wpkh({ pubkey: pubkey(1), network: networks.bitcoin }).address!)).toBe('mainnet')
  expect(addressFamily(payments.p2wpkh({ pubkey: pubkey(1), network: networks.regtest }).address!)).toBe('test')
  expect(addressFamily('nonsense')).toBeUndefined()
})
