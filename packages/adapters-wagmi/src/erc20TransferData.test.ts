import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { erc20TransferData } from './erc20TransferData.js'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('erc20TransferData', () => {
  test.each([0n, 1n, 1_000_000n, 2n ** 255n, 2n ** 256n - 1n])('equals viem encodeFunctionData for amount %s', (amount) => {
    expect(erc20TransferData(receiver, amount)).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] }))
  })
  test('a lower-case address encodes like its checksummed form', () => {
    expect(erc20TransferData(receiver.toLowerCase(), 5n)).toBe(erc20TransferData(receiver, 5n))
  })
  test('errors: a bad address or an amount outside uint256', () => {
    expect(() => erc20TransferData('0x1234', 1n)).toThrow(expect.objectContaining({ name: 'InvalidAddressError' }))
    expect(() => erc20TransferData(receiver, -1n)).toThrow(expect.objectContaining({ name: 'IntegerOutOfRangeError' }))
    expect(() => erc20TransferData(receiver, 2n ** 256n)).toThrow(expect.objectContaining({ name: 'IntegerOutOfRangeError' }))
  })
})
