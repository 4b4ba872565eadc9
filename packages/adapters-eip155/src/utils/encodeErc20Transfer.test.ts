import { encodeFunctionData, erc20Abi } from 'viem'
import { expect, test } from 'vitest'
import { AmountOutOfRangeError, InvalidReceiverAddressError } from '../errors/encoding.js'
import { encodeErc20Transfer, erc20TransferSelector } from './encodeErc20Transfer.js'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('default: matches viem', () => {
  for (const amount of [0n, 1n, 5_000_000n, 2n ** 256n - 1n])
    expect(encodeErc20Transfer({ to, amount })).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }))
  expect(erc20TransferSelector).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 0n] }).slice(0, 10))
})

test('behavior: rejects bad input', () => {
  expect(() => encodeErc20Transfer({ to: '0x1234', amount: 1n })).toThrow(InvalidReceiverAddressError)
  expect(() => encodeErc20Transfer({ to, amount: -1n })).toThrow(AmountOutOfRangeError)
  expect(() => encodeErc20Transfer({ to, amount: 2n ** 256n })).toThrow('Amount out of uint256 range')
})
