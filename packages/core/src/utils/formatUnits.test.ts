import { expect, test } from 'vitest'
import { formatUnits, parseUnits } from './formatUnits.js'

test('formatUnits', () => {
  expect(formatUnits(1_234_567_000_000_000_000n, 18)).toBe('1.234567')
  expect(formatUnits(0n, 18)).toBe('0')
  expect(formatUnits(5n, 6)).toBe('0.000005')
  expect(formatUnits(-1_500_000n, 6)).toBe('-1.5')
  expect(formatUnits(100n, 0)).toBe('100')
})

test('parseUnits', () => {
  expect(parseUnits('0.001', 18)).toBe(1_000_000_000_000_000n)
  expect(parseUnits('12', 6)).toBe(12_000_000n)
  expect(parseUnits('1.50', 1)).toBe(15n)
  expect(() => parseUnits('1.0000001', 6)).toThrow('Too many decimals')
  expect(() => parseUnits('abc', 6)).toThrow('Invalid amount')
  expect(() => parseUnits('-1', 6)).toThrow('Invalid amount')
})
