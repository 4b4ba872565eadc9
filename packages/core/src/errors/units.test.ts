import { expect, test } from 'vitest'
import { InvalidDecimalNumberError, TooManyDecimalsError } from './units.js'

test('InvalidDecimalNumberError', () => {
  expect(new InvalidDecimalNumberError({ value: 'abc' })).toMatchInlineSnapshot(`
    [InvalidDecimalNumberError: Invalid amount: abc

    Details: "abc" is not a non-negative decimal number
    Version: @kit/core@0.1.0]
  `)
})

test('TooManyDecimalsError', () => {
  expect(new TooManyDecimalsError({ value: '1.0000001', decimals: 6 })).toMatchInlineSnapshot(`
    [TooManyDecimalsError: Too many decimals: at most 6

    Details: Received: 1.0000001
    Version: @kit/core@0.1.0]
  `)
})
