import { createHash } from 'node:crypto'
import { crypto as bcrypto, type Network, networks, payments, toXOnly } from 'bitcoinjs-lib'
import type { ECPairInterface } from 'ecpair'
import { useBitcoinEcc } from './bitcoinEcc.js'

/** The test wallet's networks: bitcoinjs parameters and the CAIP-2 id / sats-connect name they answer as. */
export const BITCOIN_TEST_NETWORKS = {
  testnet: { caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba', satsConnectName: 'Testnet', bitcoinjs: networks.testnet },
  mainnet: { caipNetworkId: 'bip122:000000000019d6689c085ae165831e93', satsConnectName: 'Mainnet', bitcoinjs: networks.bitcoin },
} as const satisfies Record<string, { caipNetworkId: string; satsConnectName: string; bitcoinjs: Network }>

export type BitcoinTestNetworkName = keyof typeof BITCOIN_TEST_NETWORKS

/**
 * Where the keys come from: an index (0-9) of `@kit/devnet`'s `BITCOIN_DEVNET_ACCOUNTS` (the same
 * `sha256('kit-devnet/bitcoin/<purpose>/<i>')` keys, each payment address funded with 1 BTC on a
 * fresh service), or explicit keys as WIF or 32-byte hex (the ordinals key defaults to the payment key).
 */
export type BitcoinTestAccountSource = number | { readonly payment: string; readonly ordinals?: string }

export interface BitcoinTestKeys {
  readonly payment: ECPairInterface
  readonly ordinals: ECPairInterface
}

function fromKey(key: string): ECPairInterface {
  const ECPair = useBitcoinEcc()
  const pair = /^[0-9a-fA-F]{64}$/.test(key)
    ? ECPair.fromPrivateKey(Buffer.from(key, 'hex'))
    : ECPair.fromWIF(key, [networks.testnet, networks.bitcoin, networks.regtest])
  // Grind for low-R ECDSA signatures as Bitcoin Core does (71-byte DER, BIP-322 vectors match).
  pair.lowR = true
  return pair
}

/** The payment and ordinals keys of a Bitcoin test account: derived from an account number (the devnet's accounts), or given (hex or WIF). */
export function resolveBitcoinTestKeys(source: BitcoinTestAccountSource): BitcoinTestKeys {
  if (typeof source === 'number') {
    if (!Number.isInteger(source) || source < 0) throw new Error(`Bitcoin test account index must be a non-negative integer, got ${source}`)
    const derive = (purpose: string) => createHash('sha256').update(`kit-devnet/bitcoin/${purpose}/${source}`).digest('hex')
    return { payment: fromKey(derive('payment')), ordinals: fromKey(derive('ordinals')) }
  }
  const payment = fromKey(source.payment)
  return { payment, ordinals: source.ordinals ? fromKey(source.ordinals) : payment }
}

/** One address of the test wallet, in sats-connect's `Address` shape plus its CAIP-2 network. */
export interface BitcoinTestAddress {
  readonly address: string
  /** Hex: compressed public key (payment) or x-only internal key (ordinals, as Xverse reports taproot keys). */
  readonly publicKey: string
  readonly purpose: 'payment' | 'ordinals'
  readonly addressType: 'p2wpkh' | 'p2tr'
  readonly network: string
}

/** Payment p2wpkh and ordinals BIP86 key-path p2tr addresses of `keys` on `network`. */
export function bitcoinTestAddresses(keys: BitcoinTestKeys, name: BitcoinTestNetworkName): BitcoinTestAddress[] {
  const { bitcoinjs: network, caipNetworkId } = BITCOIN_TEST_NETWORKS[name]
  useBitcoinEcc()
  const payment = payments.p2wpkh({ pubkey: keys.payment.publicKey, network }).address
  const internalPubkey = toXOnly(keys.ordinals.publicKey)
  const ordinals = payments.p2tr({ internalPubkey, network }).address
  if (!payment || !ordinals) throw new Error('Could not derive the test wallet addresses')
  return [
    { address: payment, publicKey: Buffer.from(keys.payment.publicKey).toString('hex'), purpose: 'payment', addressType: 'p2wpkh', network: caipNetworkId },
    { address: ordinals, publicKey: Buffer.from(internalPubkey).toString('hex'), purpose: 'ordinals', addressType: 'p2tr', network: caipNetworkId },
  ]
}

/** The BIP86 key-path signer of a taproot key (internal key tweaked with no script tree). */
export function taprootSigner(key: ECPairInterface): ECPairInterface {
  return key.tweak(bcrypto.taggedHash('TapTweak', toXOnly(key.publicKey)))
}
