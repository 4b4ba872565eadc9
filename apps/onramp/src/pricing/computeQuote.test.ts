import { describe, expect, test } from 'vitest'
import { computeQuote, DEFAULT_RATES } from './computeQuote.js'

describe('computeQuote', () => {
  test('50 USD of USDC: 1.5 % fee rounded up, network fee, 1:1 purchase', () => {
    const quote = computeQuote({ asset: 'USDC', currency: 'USD', subtotalCents: 50_00 })
    expect(quote.paymentSubtotal).toEqual({ amount: '50.00', currency: 'USD' })
    expect(quote.providerFee).toEqual({ amount: '0.75', currency: 'USD' })
    expect(quote.networkFee).toEqual({ amount: '0.05', currency: 'USD' })
    expect(quote.paymentTotal).toEqual({ amount: '50.80', currency: 'USD' })
    expect(quote.purchaseAmount).toEqual({ amount: '50', currency: 'USDC' })
    expect(quote.purchaseUnits).toBe(50_000_000n)
  })
  test('fees round up to the cent, purchases round down to the smallest unit', () => {
    const quote = computeQuote({ asset: 'ETH', currency: 'EUR', subtotalCents: 10_01 })
    // 10.01 × 1.5 % = 0.15015 → 0.16
    expect(quote.providerFee.amount).toBe('0.16')
    // 10.01 EUR × 1.08 = 10.8108 USD / 3000 = 0.0036036 ETH
    expect(quote.purchaseAmount).toEqual({ amount: '0.0036036', currency: 'ETH' })
    const usdc = computeQuote({ asset: 'USDC', currency: 'EUR', subtotalCents: 33_33 })
    expect(usdc.purchaseUnits).toBe(35_996_400n)
  })
  test('the fee stays within 1–2 % at both limits', () => {
    for (const subtotalCents of [10_00, 7_500_00, 25_000_00]) {
      const quote = computeQuote({ asset: 'USDC', currency: 'USD', subtotalCents }, DEFAULT_RATES)
      const fee = Number(quote.providerFee.amount) / (subtotalCents / 100)
      expect(fee).toBeGreaterThanOrEqual(0.01)
      expect(fee).toBeLessThanOrEqual(0.02)
    }
  })
})
