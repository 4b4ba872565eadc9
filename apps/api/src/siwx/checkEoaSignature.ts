import { createRequire } from 'node:module'
import type { Keccak256 } from '@kit/core/siwx'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hashPersonalMessage, keccak256 } from './keccak256.js'

/**
 * The uncompressed (65-byte) public key that signed `hash` with the compact `r || s` signature and
 * recovery id, or `undefined` when none does.
 */
export type RecoverPublicKey = (compact: Uint8Array, recoveryId: number, hash: Uint8Array) => Uint8Array | undefined

/**
 * What a plain EOA check says about an EIP-191 signature:
 * - `valid`: a low-s ECDSA signature by the address's key;
 * - `invalid`: the high-s twin of such a signature (malleated): refused, not looked up on chain;
 * - `unknown`: not a signature by the address's key (another key, a contract account's ERC-1271
 *   signature, an ERC-6492 wrapper, another length): the chain decides (viem `verifyMessage`).
 */
export type EoaSignatureCheck = 'valid' | 'invalid' | 'unknown'

const CURVE_ORDER = secp256k1.CURVE.n
const HALF_CURVE_ORDER = CURVE_ORDER >> 1n

/** Pure JS (@noble/curves, as viem does): ~0.3 to 2.5 ms a recovery on this machine's cores. */
export const nobleRecover: RecoverPublicKey = (compact, recoveryId, hash) => {
  try {
    return secp256k1.Signature.fromCompact(compact).addRecoveryBit(recoveryId).recoverPublicKey(hash).toRawBytes(false)
  } catch {
    return undefined
  }
}

interface Secp256k1Binding {
  ecdsaRecover(signature: Uint8Array, recoveryId: number, hash: Uint8Array, compressed: false): Uint8Array
}

/**
 * libsecp256k1 through the `secp256k1` package's prebuilt binary (~0.1 ms a recovery, ~20x
 * @noble/curves). `secp256k1/bindings` is the native addon only: it throws where no prebuilt
 * binary fits (not linux-x64, darwin-arm64 or win32-x64), and then the sign-in uses @noble/curves.
 */
function loadNativeRecover(): RecoverPublicKey | undefined {
  let binding: Secp256k1Binding
  try {
    binding = createRequire(import.meta.url)('secp256k1/bindings') as Secp256k1Binding
  } catch {
    return undefined
  }
  return (compact, recoveryId, hash) => {
    try {
      return binding.ecdsaRecover(compact, recoveryId, hash, false)
    } catch {
      return undefined
    }
  }
}

export const nativeRecover: RecoverPublicKey | undefined = loadNativeRecover()

const fromBigInt = (value: bigint): Buffer => Buffer.from(value.toString(16).padStart(64, '0'), 'hex')
const ORDER_BYTES = fromBigInt(CURVE_ORDER)
const HALF_ORDER_BYTES = fromBigInt(HALF_CURVE_ORDER)
const ZERO_BYTES = Buffer.alloc(32)
const signaturePattern = /^0x[0-9a-fA-F]{130}$/
const addressPattern = /^0x[0-9a-fA-F]{40}$/

export interface CheckEoaSignatureParameters {
  /** The message's account (`0x` + 40 hex digits, any case). */
  readonly address: string
  /** The signed text (EIP-191 personal message). */
  readonly message: string
  /** `0x` hex, as the client sent it. */
  readonly signature: string
}

/**
 * The sign-in hot path: recovers the signer of a 65-byte `r || s || v` EIP-191 signature and
 * compares it with the address, without viem's pure-JS recovery or any chain call. Only a
 * definite answer for a plain EOA; anything else is `unknown` and goes to viem.
 */
export function checkEoaSignature(
  { address, message, signature }: CheckEoaSignatureParameters,
  recover: RecoverPublicKey = nativeRecover ?? nobleRecover,
  hash: Keccak256 = keccak256,
): EoaSignatureCheck {
  if (!signaturePattern.test(signature) || !addressPattern.test(address)) return 'unknown'
  // 32-byte big-endian r and s compare as bytes the way they compare as numbers.
  const bytes = Buffer.from(signature.slice(2), 'hex')
  const v = bytes[64]!
  let recoveryId = v >= 27 ? v - 27 : v
  if (recoveryId !== 0 && recoveryId !== 1) return 'unknown'
  const r = bytes.subarray(0, 32)
  const s = bytes.subarray(32, 64)
  if (r.equals(ZERO_BYTES) || r.compare(ORDER_BYTES) >= 0 || s.equals(ZERO_BYTES) || s.compare(ORDER_BYTES) >= 0) return 'unknown'
  const highS = s.compare(HALF_ORDER_BYTES) > 0
  const compact = new Uint8Array(bytes.subarray(0, 64))
  if (highS) {
    // (r, n - s) with the other recovery id recovers the same key: the twin of a low-s signature.
    compact.set(fromBigInt(CURVE_ORDER - BigInt(`0x${s.toString('hex')}`)), 32)
    recoveryId ^= 1
  }
  const publicKey = recover(compact, recoveryId, hashPersonalMessage(message, hash))
  if (!publicKey || publicKey.length !== 65) return 'unknown'
  const signer = hash(publicKey.subarray(1)).subarray(12)
  if (!Buffer.from(address.slice(2), 'hex').equals(signer)) return 'unknown'
  return highS ? 'invalid' : 'valid'
}
