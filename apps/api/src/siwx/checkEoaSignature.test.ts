import type { Keccak256 } from '@kit/core/siwx'
import { secp256k1 } from '@noble/curves/secp256k1'
import { type Hex, hexToBytes, serializeErc6492Signature, toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { type CheckEoaSignatureParameters, checkEoaSignature, nativeRecover, nobleRecover, type RecoverPublicKey } from './checkEoaSignature.js'
import { nativeKeccak256, nobleKeccak256 } from './keccak256.js'

const MNEMONIC = 'test test test test test test test test test test test junk'
const owner = mnemonicToAccount(MNEMONIC, { addressIndex: 7 })
const stranger = mnemonicToAccount(MNEMONIC, { addressIndex: 8 })
const message = 'localhost:5173 wants you to sign in with your Ethereum account:\n0x…\n\nNonce: abcdef0123456789'
/** A smart account's address (the test factory's kind of account): not the key's own address. */
const smartAccount = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** The same signature with s replaced by n - s and the other v: valid for the same key, high s. */
function malleate(signature: Hex): Hex {
  const bytes = hexToBytes(signature)
  const s = BigInt(toHex(bytes.slice(32, 64)))
  const twin = new Uint8Array(bytes)
  twin.set(hexToBytes(toHex(secp256k1.CURVE.n - s, { size: 32 })), 32)
  twin[64] = bytes[64] === 27 ? 28 : 27
  return toHex(twin)
}

const backends: [string, RecoverPublicKey, Keccak256][] = [['@noble/curves and viem Keccak', nobleRecover, nobleKeccak256]]
if (nativeRecover && nativeKeccak256) backends.push(['libsecp256k1 and native Keccak (prebuilt)', nativeRecover, nativeKeccak256])

describe.each(backends)('checkEoaSignature with %s', (_, recover, hash) => {
  const check = (parameters: CheckEoaSignatureParameters) => checkEoaSignature(parameters, recover, hash)

  it('accepts the EOA signature of the message, in any case of address and hex, with v as 27/28 or 0/1', async () => {
    const signature = await owner.signMessage({ message })
    expect(check({ address: owner.address, message, signature })).toBe('valid')
    expect(check({ address: owner.address.toLowerCase(), message, signature: signature.toUpperCase().replace('0X', '0x') })).toBe('valid')
    const v = hexToBytes(signature)[64]!
    const yParity = `${signature.slice(0, 130)}${v === 27 ? '00' : '01'}`
    expect(check({ address: owner.address, message, signature: yParity })).toBe('valid')
  })

  it('refuses a wrong signature: another message, a flipped bit, another v (never valid)', async () => {
    const signature = await owner.signMessage({ message: `${message}!` })
    expect(check({ address: owner.address, message, signature })).toBe('unknown')
    const good = await owner.signMessage({ message })
    const flipped = `${good.slice(0, 20)}${good[20] === '0' ? '1' : '0'}${good.slice(21)}`
    expect(check({ address: owner.address, message, signature: flipped })).not.toBe('valid')
    const otherV = `${good.slice(0, 130)}${good.endsWith('1b') ? '1c' : '1b'}`
    expect(check({ address: owner.address, message, signature: otherV })).toBe('unknown')
  })

  it('refuses the signature of another key for the address', async () => {
    const signature = await stranger.signMessage({ message })
    expect(check({ address: owner.address, message, signature })).toBe('unknown')
    expect(check({ address: stranger.address, message, signature })).toBe('valid')
  })

  it('refuses the malleated high-s twin of a valid signature outright (invalid, not sent to the chain)', async () => {
    const signature = await owner.signMessage({ message })
    const twin = malleate(signature)
    expect(BigInt(`0x${twin.slice(66, 130)}`) > secp256k1.CURVE.n / 2n).toBe(true)
    expect(check({ address: owner.address, message, signature: twin })).toBe('invalid')
    // The twin for another address is not this key's: left to the chain like any other.
    expect(check({ address: stranger.address, message, signature: twin })).toBe('unknown')
  })

  it('leaves contract accounts to the chain: an owner signature for a smart account, an ERC-6492 wrapper, other lengths', async () => {
    const signature = await owner.signMessage({ message })
    expect(check({ address: smartAccount, message, signature })).toBe('unknown')
    const wrapped = serializeErc6492Signature({ address: smartAccount, data: '0x1234', signature })
    expect(check({ address: smartAccount, message, signature: wrapped })).toBe('unknown')
    expect(check({ address: owner.address, message, signature: wrapped })).toBe('unknown')
    expect(check({ address: owner.address, message, signature: signature.slice(0, 130) })).toBe('unknown')
    expect(check({ address: owner.address, message, signature: '0x1234' })).toBe('unknown')
  })

  it('out-of-range r, s or v: left to the chain, never valid', async () => {
    const signature = await owner.signMessage({ message })
    const r = signature.slice(2, 66)
    const s = signature.slice(66, 130)
    const n = secp256k1.CURVE.n.toString(16)
    for (const bad of [`0x${'0'.repeat(64)}${s}1b`, `0x${r}${'0'.repeat(64)}1b`, `0x${n}${s}1b`, `0x${r}${n}1b`, `0x${r}${s}1d`, `0x${r}${s}02`]) {
      expect(check({ address: owner.address, message, signature: bad })).toBe('unknown')
    }
  })
})

describe('the native binding', () => {
  // The prebuilt binaries of secp256k1 5 cover these; elsewhere the @noble/curves path is used.
  it.runIf(['linux-x64', 'darwin-arm64', 'win32-x64'].includes(`${process.platform}-${process.arch}`))('loads where secp256k1 ships a prebuilt binary', () => {
    expect(nativeRecover).toBeTypeOf('function')
  })

  it.runIf(nativeRecover !== undefined)('recovers the same key as @noble/curves, and nothing from a signature of no key', async () => {
    const signature = hexToBytes(await owner.signMessage({ message }))
    const hash = hexToBytes(`0x${'ab'.repeat(32)}`)
    const compact = signature.slice(0, 64)
    const native = nativeRecover!(compact, signature[64]! - 27, hash)
    expect(native).toHaveLength(65)
    expect(native).toEqual(nobleRecover(compact, signature[64]! - 27, hash))
    expect(nativeRecover!(new Uint8Array(64), 0, hash)).toBeUndefined()
  })
})
