import { type Keccak256, keccak256 } from './keccak256.js'

/**
 * EIP-55 mixed-case checksum of a `0x` + 40 hex digit address on the native Keccak-256 (the same
 * text as `toChecksumAddress` of @kit/core/siwx, which runs in browsers on pure JS): what the
 * API passes to parseSiwxMessage on the sign-in hot path.
 */
export function checksumAddress(address: string, hash: Keccak256 = keccak256): string {
  const lower = address.slice(2).toLowerCase()
  const digest = hash(Buffer.from(lower, 'latin1'))
  let result = '0x'
  for (let index = 0; index < 40; index++) {
    const nibble = index % 2 === 0 ? digest[index >> 1]! >> 4 : digest[index >> 1]! & 0x0f
    result += nibble >= 8 ? lower[index]!.toUpperCase() : lower[index]
  }
  return result
}
