import { expect, test } from 'vitest'
import { InsufficientFundsError, InvalidAmountError, SendParametersRequiredError, SendTokenRequiredError } from './send.js'

test('messages', () => {
  expect(new SendParametersRequiredError().message).toMatchInlineSnapshot(`
    "An amount and receiver address are required
    Version: @kit/core@0.1.0"
  `)
  expect(new SendTokenRequiredError().message).toMatchInlineSnapshot(`
    "A token is required
    Version: @kit/core@0.1.0"
  `)
  expect(new InvalidAmountError({ amount: 'x', decimals: 6 }).message).toMatchInlineSnapshot(`
    "Invalid amount

    Details: "x" is not a positive amount with at most 6 decimals
    Version: @kit/core@0.1.0"
  `)
  expect(new InsufficientFundsError({ amount: '2', balance: '1', symbol: 'ETH' }).name).toBe('InsufficientFundsError')
})
