import { describe, expect, test } from 'vitest'
import { InvalidChainIdError } from '../errors/names.js'
import { chainIdToCoinType, ETH_COIN_TYPE } from './nameRules.js'

describe('chainIdToCoinType', () => {
  test('default: Ethereum mainnet is 60, other EVM chains 0x80000000 | chainId (ENSIP-11)', () => {
    expect(chainIdToCoinType(1)).toBe(ETH_COIN_TYPE)
    expect(chainIdToCoinType(8453)).toBe(2147492101)
    expect(chainIdToCoinType(31337)).toBe((0x80000000 | 31337) >>> 0)
  })

  test('behavior: a chain id ENSIP-11 cannot encode throws InvalidChainIdError', () => {
    for (const chainId of [2 ** 31, -1, 1.5, Number.NaN]) expect(() => chainIdToCoinType(chainId)).toThrow(InvalidChainIdError)
    expect(() => chainIdToCoinType(2 ** 31)).toThrowErrorMatchingInlineSnapshot(`
      [InvalidChainIdError: Invalid chainId

      Details: Got 2147483648: an EVM coin type needs an integer chain id from 0 to 2147483647
      Version: @kit/core@0.1.0]
    `)
  })
})
