import { keccak_256 } from '@noble/hashes/sha3'

/** Keccak-256 of `data` (32 bytes). */
export type Keccak256 = (data: Uint8Array) => Uint8Array

/**
 * EIP-55 mixed-case checksum of a 20-byte hex address (`0x` + 40 hex characters). `keccak256`
 * defaults to @noble/hashes' (pure JS, for browsers); a server may pass a native one.
 */
export function toChecksumAddress(address: string, keccak256: Keccak256 = keccak_256): string {
  const lower = address.toLowerCase().replace(/^0x/, '')
  const hash = keccak256(new TextEncoder().encode(lower))
  let result = '0x'
  for (let index = 0; index < lower.length; index++) {
    const nibble = (hash[index >> 1]! >> (index % 2 === 0 ? 4 : 0)) & 0x0f
    result += nibble >= 8 ? lower[index]!.toUpperCase() : lower[index]
  }
  return result
}
