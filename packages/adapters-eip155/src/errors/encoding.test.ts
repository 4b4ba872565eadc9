import { expect, test } from 'vitest'
import { AmountOutOfRangeError, InvalidReceiverAddressError, InvalidTokenContractError, NegativeHexNumberError } from './encoding.js'

test('InvalidTokenContractError', () => {
  expect(new InvalidTokenContractError({ token: '0x12' })).toMatchInlineSnapshot(`
    [InvalidTokenContractError: Invalid token contract: 0x12
    Version: @kit/adapters-eip155@0.1.0]
  `)
})

test('InvalidReceiverAddressError', () => {
  expect(new InvalidReceiverAddressError({ address: '0x1234' })).toMatchInlineSnapshot(`
    [InvalidReceiverAddressError: Invalid address: 0x1234
    Version: @kit/adapters-eip155@0.1.0]
  `)
})

test('AmountOutOfRangeError', () => {
  expect(new AmountOutOfRangeError({ amount: -1n })).toMatchInlineSnapshot(`
    [AmountOutOfRangeError: Amount out of uint256 range: -1
    Version: @kit/adapters-eip155@0.1.0]
  `)
})

test('NegativeHexNumberError', () => {
  expect(new NegativeHexNumberError({ value: -5n })).toMatchInlineSnapshot(`
    [NegativeHexNumberError: Cannot encode a negative number as hex: -5
    Version: @kit/adapters-eip155@0.1.0]
  `)
})
