import { describe, expect, test } from 'vitest'
import { defaultOnRampPaymentCurrencies } from '../state/onRampDefaults.js'
import { createOnRampState } from '../state/onramp.js'
import { estimateOnRampQuote } from './estimateOnRampQuote.js'
import { onRampLimits, validateOnRampAmount } from './onRampLimits.js'

const state = (patch: Partial<ReturnType<typeof createOnRampState>> = {}) => ({
  ...createOnRampState(),
  paymentCurrencies: defaultOnRampPaymentCurrencies,
  ...patch,
})

describe('on-ramp limits', () => {
  test('card and bank limits of the default list (docs/rules/limits.md)', () => {
    expect(onRampLimits(state())).toEqual({ min: 10, max: 7500, currency: 'USD' })
    expect(onRampLimits(state({ paymentMethod: 'ach_bank_account' }))).toEqual({ min: 10, max: 25000, currency: 'USD' })
    expect(onRampLimits(state({ paymentCurrency: 'EUR' }))).toBeUndefined()
  })
  test('amounts outside the limits, or malformed, are refused before the checkout opens', () => {
    expect(validateOnRampAmount(state({ amount: '' }))).toBe('Enter an amount')
    expect(validateOnRampAmount(state({ amount: '1.234' }))).toBe('Enter an amount with at most two decimals')
    expect(validateOnRampAmount(state({ amount: '-5' }))).toBe('Enter an amount with at most two decimals')
    expect(validateOnRampAmount(state({ amount: '9.99' }))).toBe('The minimum is 10.00 USD')
    expect(validateOnRampAmount(state({ amount: '7500.01' }))).toBe('The maximum is 7500.00 USD')
    expect(validateOnRampAmount(state({ amount: '7500.01', paymentMethod: 'ach_bank_account' }))).toBeUndefined()
    expect(validateOnRampAmount(state({ amount: '10' }))).toBeUndefined()
    expect(validateOnRampAmount(state({ amount: '50', paymentCurrency: 'EUR' }))).toBe('EUR is not available for this payment method')
  })
})

describe('estimated quote', () => {
  test('2 % fee rounded up, stablecoins 1:1, labelled as an estimate', () => {
    expect(estimateOnRampQuote({ amount: '50', paymentCurrency: 'USD', purchaseCurrency: 'USDC' })).toEqual({
      paymentSubtotal: { amount: '50.00', currency: 'USD' },
      providerFee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.00', currency: 'USD' },
      paymentTotal: { amount: '51.00', currency: 'USD' },
      purchaseAmount: { amount: '50', currency: 'USDC' },
      quoteId: 'estimate',
      estimated: true,
    })
    expect(estimateOnRampQuote({ amount: '10.01', paymentCurrency: 'USD', purchaseCurrency: 'ETH' })).toMatchObject({
      providerFee: { amount: '0.21' },
      paymentTotal: { amount: '10.22' },
      purchaseAmount: { amount: '—', currency: 'ETH' },
    })
  })
})
