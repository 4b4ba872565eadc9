import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import type { Keccak256 } from '@kit/core/siwx'
import { keccak256 as viemKeccak256 } from 'viem'

/** Keccak-256's sponge: 1088-bit rate, 512-bit capacity, Keccak's own padding (not SHA-3's). */
const KECCAK256_RATE = 1088
const KECCAK256_CAPACITY = 512

/** Pure JS (viem's, @noble/hashes): ~20 µs a 136-byte block on this machine's cores. */
export const nobleKeccak256: Keccak256 = (data) => viemKeccak256(data, 'bytes')

interface KeccakState {
  initialize(rate: number, capacity: number): void
  absorb(data: Buffer): void
  squeeze(length: number): Buffer
}

/**
 * The `keccak` package's native XKCP code through its prebuilt binary (~3 µs a hash of a few
 * blocks). Its addon is loaded the way `keccak/bindings` loads it (node-gyp-build finds the
 * prebuilt binary), but used directly: `keccak/bindings` wraps each hash in a stream.Transform that
 * costs more than the hash. Where no prebuilt binary fits (not linux-x64, darwin-x64 or
 * win32-x64), node-gyp-build throws and viem's pure JS is used.
 */
function loadNativeKeccak256(): Keccak256 | undefined {
  let State: new () => KeccakState
  try {
    const packageJson = createRequire(import.meta.url).resolve('keccak/package.json')
    State = createRequire(packageJson)('node-gyp-build')(dirname(packageJson))
  } catch {
    return undefined
  }
  if (typeof State !== 'function') return undefined
  return (data) => {
    const state = new State()
    state.initialize(KECCAK256_RATE, KECCAK256_CAPACITY)
    state.absorb(Buffer.from(data.buffer, data.byteOffset, data.byteLength))
    return state.squeeze(32)
  }
}

export const nativeKeccak256: Keccak256 | undefined = loadNativeKeccak256()

/** The fastest Keccak-256 available here. */
export const keccak256: Keccak256 = nativeKeccak256 ?? nobleKeccak256

const EIP191_PREFIX = '\x19Ethereum Signed Message:\n'

/**
 * The EIP-191 (version 0x45, `personal_sign`) hash of a text message: keccak-256 of
 * `"\x19Ethereum Signed Message:\n" + byte length + UTF-8 bytes`, as viem's `hashMessage`.
 */
export function hashPersonalMessage(message: string, hash: Keccak256 = keccak256): Uint8Array {
  return hash(Buffer.from(`${EIP191_PREFIX}${Buffer.byteLength(message, 'utf8')}${message}`, 'utf8'))
}
