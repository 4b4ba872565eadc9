import { PublicKey } from '@solana/web3.js'
import { expect, test } from 'vitest'
import { InvalidBase58CharacterError } from '../errors/token.js'
import { decodeBase58, encodeBase58 } from './base58.js'

test('default: round-trips and matches web3.js', () => {
  const key = new PublicKey('5Dnpv1UC2Wkexs6HKm915tVpSRrc6KXGTMZejwNeU8KG')
  expect(encodeBase58(key.toBytes())).toBe(key.toBase58())
  expect(decodeBase58(key.toBase58())).toEqual(key.toBytes())
  expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
  expect(decodeBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
  expect(encodeBase58(Uint8Array.from([0, 0, 1, 255]))).toBe('119p')
  expect(decodeBase58('119p')).toEqual(Uint8Array.from([0, 0, 1, 255]))
  expect(encodeBase58(new Uint8Array())).toBe('')
})

test('behavior: random bytes round-trip', () => {
  for (let run = 0; run < 50; run++) {
    const bytes = crypto.getRandomValues(new Uint8Array(run % 70))
    if (run % 5 === 0 && bytes.length) bytes[0] = 0
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
  }
})

test('behavior: a character outside the alphabet throws', () => {
  expect(() => decodeBase58('0OIl')).toThrow(InvalidBase58CharacterError)
})
