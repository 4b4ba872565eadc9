import { describe, expect, test } from 'vitest'
import { applySlippage, formatSwapAmount, toSmallestUnit } from './swapAmounts.js'

describe('swap amounts', () => {
  test('toSmallestUnit: typed decimals to the smallest unit; empty, zero and garbage are undefined', () => {
    expect(toSmallestUnit('1.5', 6)).toBe(1_500_000n)
    expect(toSmallestUnit(' 0.000001 ', 6)).toBe(1n)
    expect(toSmallestUnit('0', 6)).toBeUndefined()
    expect(toSmallestUnit('', 6)).toBeUndefined()
    expect(toSmallestUnit('1e5', 6)).toBeUndefined()
    expect(toSmallestUnit('0.0000001', 6)).toBeUndefined()
  })

  test('applySlippage: docs/rules/limits.md default 1 % and fractions of a percent', () => {
    expect(applySlippage(10_000n, 1)).toBe(9_900n)
    expect(applySlippage(10_000n, 0.5)).toBe(9_950n)
    expect(applySlippage(3n, 1)).toBe(2n)
  })

  test('formatSwapAmount: at most six decimals, no trailing zeros', () => {
    expect(formatSwapAmount(2_990_000_000n, 6)).toBe('2990')
    expect(formatSwapAmount(1_234_567_891_234_567_891n, 18)).toBe('1.234567')
  })
})
