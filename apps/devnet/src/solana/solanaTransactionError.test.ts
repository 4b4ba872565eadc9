import { describe, expect, test } from 'vitest'
import { describeTransactionError, toTransactionErrorJson } from './solanaTransactionError.js'

describe('toTransactionErrorJson', () => {
  test('default: fieldless errors by enum index', () => {
    expect(toTransactionErrorJson(7)).toBe('BlockhashNotFound')
    expect(toTransactionErrorJson(4)).toBe('InsufficientFundsForFee')
  })

  test('behavior: errors with fields', () => {
    class TransactionErrorInstructionError {
      index = 1
      err() {
        return { code: 6 }
      }
    }
    class TransactionErrorInsufficientFundsForRent {
      accountIndex = 2
    }
    expect(toTransactionErrorJson(new TransactionErrorInstructionError())).toEqual({ InstructionError: [1, { Custom: 6 }] })
    expect(toTransactionErrorJson(new TransactionErrorInsufficientFundsForRent())).toEqual({ InsufficientFundsForRent: { account_index: 2 } })
  })
})

describe('describeTransactionError', () => {
  test('default', () => {
    expect(describeTransactionError('BlockhashNotFound')).toMatchInlineSnapshot(`"Blockhash not found"`)
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] })).toMatchInlineSnapshot(
      `"Error processing Instruction 0: custom program error: 0x1"`,
    )
    expect(describeTransactionError({ InstructionError: [2, 'InsufficientFunds'] })).toMatchInlineSnapshot(
      `"Error processing Instruction 2: insufficient funds for instruction"`,
    )
    expect(describeTransactionError('WouldExceedMaxBlockCostLimit')).toMatchInlineSnapshot(`"would exceed max block cost limit"`)
  })
})
