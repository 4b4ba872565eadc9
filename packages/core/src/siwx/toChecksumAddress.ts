import { keccak_256 } from '@noble/hashes/sha3'

/** EIP-55 mixed-case checksum of a 20-byte hex address (`0x` + 40 hex characters). */
export function toChecksumAddress(address: string): string {
  const lower = address.toLowerCase().replace(/^0x/, '')
  const hash = keccak_256(new TextEncoder().encode(lower))
  let result = '0x'
  for (let index = 0; index < lower.length; index++) {
    const nibble = (hash[index >> 1]! >> (index % 2 === 0 ? 4 : 0)) & 0x0f
    result += nibble >= 8 ? lower[index]!.toUpperCase() : lower[index]
  }
  return result
}
