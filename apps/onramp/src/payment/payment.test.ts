import { describe, expect, test } from 'vitest'
import { isAbaRoutingValid } from './aba.js'
import { isLuhnValid } from './luhn.js'
import { assertWithinLimits, formatCents, LimitError, parseCents } from './paymentMethods.js'
import { bankOutcome, cardOutcome, TEST_BANK, TEST_CARDS } from './testCards.js'

describe('Luhn', () => {
  test('accepts every test card and real-shaped numbers', () => {
    for (const number of Object.values(TEST_CARDS)) expect(isLuhnValid(number)).toBe(true)
    expect(isLuhnValid('5555555555554444')).toBe(true)
    expect(isLuhnValid('378282246310005')).toBe(true)
  })
  test('refuses a changed digit, letters and empty input', () => {
    expect(isLuhnValid('4242424242424241')).toBe(false)
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(false)
    expect(isLuhnValid('42424242424242a2')).toBe(false)
    expect(isLuhnValid('')).toBe(false)
  })
})

describe('ABA routing numbers', () => {
  test('accepts real routing numbers', () => {
    expect(isAbaRoutingValid(TEST_BANK.routing)).toBe(true)
    expect(isAbaRoutingValid('011000015')).toBe(true) // Federal Reserve Bank of Boston
    expect(isAbaRoutingValid('021000021')).toBe(true) // JPMorgan Chase
  })
  test('refuses a bad checksum or length', () => {
    expect(isAbaRoutingValid('011000016')).toBe(false)
    expect(isAbaRoutingValid('01100001')).toBe(false)
    expect(isAbaRoutingValid('0110000150')).toBe(false)
    expect(isAbaRoutingValid('11000000a')).toBe(false)
  })
})

describe('limits (docs/rules/limits.md)', () => {
  test('card 10.00 to 7500.00, bank 10.00 to 25000.00, both ends included', () => {
    expect(() => assertWithinLimits('card', 'USD', 10_00)).not.toThrow()
    expect(() => assertWithinLimits('card', 'EUR', 7_500_00)).not.toThrow()
    expect(() => assertWithinLimits('card', 'USD', 9_99)).toThrow(new LimitError('The minimum card purchase is 10.00 USD'))
    expect(() => assertWithinLimits('card', 'USD', 7_500_01)).toThrow(new LimitError('The maximum card purchase is 7500.00 USD'))
    expect(() => assertWithinLimits('ach_bank_account', 'USD', 25_000_00)).not.toThrow()
    expect(() => assertWithinLimits('ach_bank_account', 'EUR', 25_000_01)).toThrow('The maximum bank account purchase is 25000.00 EUR')
  })
  test('amounts parse to cents and back', () => {
    expect(parseCents('50')).toBe(5000)
    expect(parseCents('50.5')).toBe(5050)
    expect(parseCents('0.07')).toBe(7)
    expect(formatCents(7)).toBe('0.07')
    expect(formatCents(750000)).toBe('7500.00')
    for (const bad of ['', '-1', '1.234', '1e3', 'abc', '1,5', ' . ', '9999999999']) expect(parseCents(bad)).toBeUndefined()
  })
})

describe('test numbers', () => {
  test('outcomes', () => {
    expect(cardOutcome(TEST_CARDS.success)).toEqual({ kind: 'approved' })
    expect(cardOutcome(TEST_CARDS.decline)).toEqual({ kind: 'declined', reason: 'Your card was declined.' })
    expect(cardOutcome(TEST_CARDS.threeDSecure)).toEqual({ kind: 'challenge' })
    expect(bankOutcome(TEST_BANK.failingAccount).kind).toBe('declined')
    expect(bankOutcome(TEST_BANK.account).kind).toBe('approved')
  })
})
