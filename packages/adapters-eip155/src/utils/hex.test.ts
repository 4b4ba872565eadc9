import { numberToHex as viemNumberToHex, stringToHex as viemStringToHex } from 'viem'
import { expect, test } from 'vitest'
import { isAddress, isHex, numberToHex, stringToHex } from './hex.js'

test('matches viem', () => {
  for (const value of [0n, 1n, 255n, 31337n, 10n ** 18n]) expect(numberToHex(value)).toBe(viemNumberToHex(value))
  for (const text of ['', 'Hello from the Kit demo', 'ünïcødé ✓']) expect(stringToHex(text)).toBe(viemStringToHex(text))
})

test('guards', () => {
  expect(isHex('0xabc')).toBe(true)
  expect(isHex('abc')).toBe(false)
  expect(isAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(true)
  expect(isAddress('f39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
  expect(() => numberToHex(-1n)).toThrow('negative')
})
