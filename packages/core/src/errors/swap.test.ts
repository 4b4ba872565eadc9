import { expect, test } from 'vitest'
import { InvalidSlippageError, TransactionRevertedError } from './swap.js'

test('InvalidSlippageError', () => {
  expect(new InvalidSlippageError({ slippage: 60 })).toMatchInlineSnapshot(`
    [InvalidSlippageError: Slippage must be from 0.01 to 50 percent

    Details: Received: 60
    Version: @kit/core@0.1.0]
  `)
})

test('TransactionRevertedError', () => {
  expect(new TransactionRevertedError({ hash: '0xabc' })).toMatchInlineSnapshot(`
    [TransactionRevertedError: Transaction 0xabc reverted
    Version: @kit/core@0.1.0]
  `)
})
