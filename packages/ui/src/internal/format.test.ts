import { describe, expect, test } from 'vitest'
import { formatBalance, formatFixed, truncateAddress } from './format.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('truncateAddress', () => {
  test('default', () => {
    expect(truncateAddress(address)).toMatchInlineSnapshot(`"0xd8dA…6045"`)
  })

  test('parameters: start, end', () => {
    expect(truncateAddress(address, { start: 6, end: 6 })).toMatchInlineSnapshot(`"0xd8dA6B…A96045"`)
    expect(truncateAddress(address, { start: 4, end: 0 })).toMatchInlineSnapshot(`"0xd8dA…"`)
  })

  test('behavior: addresses without 0x (Solana, Bitcoin)', () => {
    expect(truncateAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV')).toMatchInlineSnapshot(`"7EcD…FLtV"`)
    expect(truncateAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toMatchInlineSnapshot(`"bc1q…5mdq"`)
  })

  test('behavior: short values are returned as they are', () => {
    expect(truncateAddress('0x1234abcd')).toMatchInlineSnapshot(`"0x1234abcd"`)
    expect(truncateAddress('')).toMatchInlineSnapshot(`""`)
  })
})

describe('formatBalance', () => {
  test('default', () => {
    expect(formatBalance('1.23456')).toMatchInlineSnapshot(`"1.234"`)
  })

  test('behavior: truncates, never rounds', () => {
    expect(formatBalance('0.9999')).toMatchInlineSnapshot(`"0.999"`)
    expect(formatBalance('2.0009')).toMatchInlineSnapshot(`"2.000"`)
  })

  test('behavior: pads to the number of decimals', () => {
    expect(formatBalance('1')).toMatchInlineSnapshot(`"1.000"`)
    expect(formatBalance('12.5')).toMatchInlineSnapshot(`"12.500"`)
    expect(formatBalance('.5')).toMatchInlineSnapshot(`"0.500"`)
    expect(formatBalance('007.10')).toMatchInlineSnapshot(`"7.100"`)
  })

  test('behavior: invalid or empty values fall back to 0.000', () => {
    expect(formatBalance('')).toMatchInlineSnapshot(`"0.000"`)
    expect(formatBalance(undefined)).toMatchInlineSnapshot(`"0.000"`)
    expect(formatBalance(null)).toMatchInlineSnapshot(`"0.000"`)
    expect(formatBalance('abc')).toMatchInlineSnapshot(`"0.000"`)
    expect(formatBalance('NaN')).toMatchInlineSnapshot(`"0.000"`)
    expect(formatBalance('.')).toMatchInlineSnapshot(`"0.000"`)
  })

  test('behavior: large values keep every integer digit', () => {
    expect(formatBalance('123456789012345678901234.56789')).toMatchInlineSnapshot(`"123456789012345678901234.567"`)
  })

  test('behavior: negative values and negative zero', () => {
    expect(formatBalance('-1.23456')).toMatchInlineSnapshot(`"-1.234"`)
    expect(formatBalance('-0.0001')).toMatchInlineSnapshot(`"0.000"`)
  })

  test('behavior: numbers and scientific notation', () => {
    expect(formatBalance(0.1 + 0.2)).toMatchInlineSnapshot(`"0.300"`)
    expect(formatBalance('1e-7')).toMatchInlineSnapshot(`"0.000"`)
    expect(formatBalance('1.5e3')).toMatchInlineSnapshot(`"1500.000"`)
  })

  test('parameters: decimals', () => {
    expect(formatBalance('1.23456', 2)).toMatchInlineSnapshot(`"1.23"`)
    expect(formatBalance('1.23456', 0)).toMatchInlineSnapshot(`"1"`)
    expect(formatBalance(undefined, 2)).toMatchInlineSnapshot(`"0.00"`)
  })

  test('parameters: locale (Intl digits and decimal separator, still truncated, no grouping)', () => {
    expect(formatBalance('10000.0099', 2, 'en-US')).toBe('10000.00')
    expect(formatBalance('1.23456', 3, 'de')).toBe('1,234')
    expect(formatBalance('1.23456', 3, 'fr')).toBe('1,234')
    expect(formatBalance('-2.999999', 3, 'es')).toBe('-2,999')
    expect(formatBalance('1.23456', 3, 'ja')).toBe('1.234')
    expect(formatBalance('0.123456789123456789', 6, 'pt-BR')).toBe('0,123456')
    expect(formatBalance(undefined, 3, 'de')).toBe('0,000')
    expect(formatBalance('1.5', 3, 'not a locale!')).toBe('1.500')
  })
})

test('formatFixed: rounds to places in the locale', () => {
  expect(formatFixed(0.1 + 0.2, 2, 'de')).toBe('0,30')
  expect(formatFixed(1500, 2, 'en-US')).toBe('1500.00')
  expect(formatFixed(1.5, 2, 'not a locale!')).toBe('1.50')
})
