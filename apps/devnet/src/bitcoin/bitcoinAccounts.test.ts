import { createHash } from 'node:crypto'
import { payments, toXOnly } from 'bitcoinjs-lib'
import { describe, expect, test } from 'vitest'
import { BITCOIN_DEVNET_ACCOUNTS, BITCOIN_DEVNET_FAUCET } from './bitcoinAccounts.js'
import { useBitcoinEcc } from './bitcoinEcc.js'
import { addressToScript, BITCOIN_SERVICE_NETWORK } from './bitcoinNetworks.js'

const network = BITCOIN_SERVICE_NETWORK
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('BITCOIN_DEVNET_ACCOUNTS', () => {
  test('default: every key is sha256(label) with matching p2wpkh / p2tr addresses', () => {
    const { ECPair } = useBitcoinEcc()
    for (const [index, account] of BITCOIN_DEVNET_ACCOUNTS.entries()) {
      expect(account.payment.label).toBe(`kit-devnet/bitcoin/payment/${index}`)
      expect(account.ordinals.label).toBe(`kit-devnet/bitcoin/ordinals/${index}`)
      for (const key of [account.payment, account.ordinals, BITCOIN_DEVNET_FAUCET]) {
        const pair = ECPair.fromPrivateKey(createHash('sha256').update(key.label).digest(), { network })
        expect(hex(pair.privateKey ?? new Uint8Array())).toBe(key.privateKey)
        expect(hex(pair.publicKey)).toBe(key.publicKey)
        expect(pair.toWIF()).toBe(key.wif)
      }
      expect(payments.p2wpkh({ pubkey: Buffer.from(account.payment.publicKey, 'hex'), network }).address).toBe(account.payment.address)
      const internalPubkey = toXOnly(Buffer.from(account.ordinals.publicKey, 'hex'))
      expect(hex(internalPubkey)).toBe(account.ordinals.internalPubkey)
      expect(payments.p2tr({ internalPubkey, network }).address).toBe(account.ordinals.address)
    }
  })

  test('behavior: regtest encodings of the same script are accepted', () => {
    const account = BITCOIN_DEVNET_ACCOUNTS[0]
    if (!account) throw new Error('no account')
    const script = addressToScript(account.payment.address)
    const regtest = payments.p2wpkh({ output: script ?? undefined, network: { ...network, bech32: 'bcrt' } }).address ?? ''
    expect(regtest.startsWith('bcrt1q')).toBe(true)
    expect(addressToScript(regtest)).toEqual(script)
    expect(addressToScript('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBeNull()
  })
})
