import { toChecksumAddress } from '@kit/core/siwx'
import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { keccak256, nobleKeccak256 } from './keccak256.js'

// The API checksums addresses with @kit/core's toChecksumAddress on its native Keccak-256.
describe('toChecksumAddress on the native Keccak-256', () => {
  it("is EIP-55: the specification's examples, from any case", () => {
    // EIP-55's test vectors (all caps, all lower, mixed).
    for (const address of [
      '0x52908400098527886E0F7030069857D2E4169EE7',
      '0xde709f2102306220921060314715629080e2fb77',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(toChecksumAddress(address, keccak256)).toBe(getAddress(address))
      expect(toChecksumAddress(address.toLowerCase(), keccak256)).toBe(getAddress(address))
      expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`, nobleKeccak256)).toBe(getAddress(address))
    }
  })

  it("gives @kit/core's default text for random addresses", () => {
    for (let i = 0; i < 200; i++) {
      const address = `0x${Array.from({ length: 40 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('')}`
      expect(toChecksumAddress(address, keccak256)).toBe(toChecksumAddress(address))
    }
  })
})
