import { FRAME_ERROR_CODES } from '@kit/frame-protocol'
import { BaseError, encodeErrorResult, encodeFunctionData, erc20Abi, getAddress, parseAbi } from 'viem'
import { describe, expect, test } from 'vitest'
import { batchRevertError, CallRevertedError, decodeRevertReason, MAX_REVERT_MESSAGE, REVERT_ABI, revertDataOf } from './callReverts.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const holder = getAddress('0x8342c7f113c59a4801e415c10c01f6ff4d4812a1')
const calls = [
  { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [holder, 7n] }) },
  { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [holder, 10n ** 30n] }) },
]
const insufficient = encodeErrorResult({ abi: REVERT_ABI, errorName: 'ERC20InsufficientBalance', args: [holder, 0n, 10n ** 30n] })
const wrapped = (index: bigint, reason: `0x${string}`) => encodeErrorResult({ abi: REVERT_ABI, errorName: 'ExecuteError', args: [index, reason] })

describe('decodeRevertReason', () => {
  test('default: ERC-6093, Error(string), Panic, unknown and empty revert data', () => {
    expect(decodeRevertReason(insufficient)).toBe(`ERC20InsufficientBalance(sender: ${holder}, balance: 0, needed: 1000000000000000000000000000000)`)
    expect(decodeRevertReason(encodeErrorResult({ abi: REVERT_ABI, errorName: 'ERC20InsufficientAllowance', args: [holder, 1n, 2n] }))).toBe(
      `ERC20InsufficientAllowance(spender: ${holder}, allowance: 1, needed: 2)`,
    )
    const solidity = parseAbi(['error Error(string)', 'error Panic(uint256)', 'error Nope(uint256 a)'])
    expect(decodeRevertReason(encodeErrorResult({ abi: solidity, errorName: 'Error', args: ['Not owner'] }))).toBe('"Not owner"')
    expect(decodeRevertReason(encodeErrorResult({ abi: solidity, errorName: 'Panic', args: [0x11n] }))).toBe(
      'Panic: Arithmetic operation resulted in underflow or overflow.',
    )
    expect(decodeRevertReason(encodeErrorResult({ abi: solidity, errorName: 'Nope', args: [1n] }))).toMatch(
      /^unknown error 0x[0-9a-f]{8} \(32 bytes of arguments\)$/,
    )
    expect(decodeRevertReason('0x')).toBe('reverted without a reason')
    expect(decodeRevertReason('0x12')).toBe('unknown error 0x12')
  })
})

describe('batchRevertError', () => {
  test("default: BaseAccount's ExecuteError names the failing call, its function, target and decoded error", () => {
    const error = batchRevertError(calls, wrapped(1n, insufficient))
    expect(error).toBeInstanceOf(CallRevertedError)
    expect(error.callIndex).toBe(1)
    expect(error.code).toBe(FRAME_ERROR_CODES.executionReverted)
    expect(error.message).toBe(
      `Call 2 of 2 (transfer on ${token}) reverted: ERC20InsufficientBalance(sender: ${holder}, balance: 0, needed: 1000000000000000000000000000000)`,
    )
    expect(error.message.length).toBeLessThan(220)
  })

  test('behavior: a batch of one carries the call revert itself; unknown selectors and plain transfers are still named', () => {
    expect(batchRevertError([calls[1]!], insufficient).message).toMatch(/^Call 1 of 1 \(transfer on 0x5FbD.*\) reverted: ERC20InsufficientBalance\(/)
    expect(batchRevertError([{ to: token, data: '0xdeadbeef00' }, calls[0]!], wrapped(0n, '0x')).message).toBe(
      `Call 1 of 2 (0xdeadbeef on ${token}) reverted: reverted without a reason`,
    )
    expect(batchRevertError([calls[0]!, { to: holder, value: '0x5' }], wrapped(1n, '0x')).message).toBe(
      `Call 2 of 2 (transfer of 5 wei to ${holder}) reverted: reverted without a reason`,
    )
  })

  test('bad input: an index outside the batch, or data that is not an ExecuteError, does not name a call', () => {
    expect(batchRevertError(calls, wrapped(9n, insufficient))).toMatchObject({
      callIndex: null,
      message: expect.stringMatching(/^The batch reverted: ERC20InsufficientBalance\(/),
    })
    expect(batchRevertError(calls, insufficient).message).toBe(
      `The batch reverted: ERC20InsufficientBalance(sender: ${holder}, balance: 0, needed: 1000000000000000000000000000000)`,
    )
    // A contract's own long revert string is cut, not passed on whole.
    const long = encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: ['x'.repeat(10_000)] })
    const cut = batchRevertError([calls[0]!], long).message
    expect(cut).toHaveLength(MAX_REVERT_MESSAGE)
    expect(cut.endsWith('x…')).toBe(true)
    const failedOp = encodeErrorResult({ abi: REVERT_ABI, errorName: 'FailedOp', args: [0n, "AA21 didn't pay prefund"] })
    expect(batchRevertError(calls, failedOp).message).toBe("The batch was refused: AA21 didn't pay prefund")
  })
})

describe('revertDataOf', () => {
  test("default: the data of viem's cause chain, else the hex reason in the bundler's text (alto has no data field)", () => {
    const rpc = Object.assign(new Error('execution reverted'), { code: 3, data: insufficient })
    expect(revertDataOf(new BaseError('Execution reverted', { cause: rpc }))).toBe(insufficient)
    expect(revertDataOf({ data: { data: insufficient } })).toBe(insufficient)
    const alto = new BaseError(`Execution reverted with reason: UserOperation reverted during simulation with reason: ${wrapped(1n, insufficient)}.`, {
      cause: Object.assign(new Error('x'), { code: -32521 }),
    })
    expect(revertDataOf(alto)).toBe(wrapped(1n, insufficient))
  })

  test('bad input: no revert data, non-hex data, a cycle in the chain', () => {
    expect(revertDataOf(new Error('nonce too low'))).toBeNull()
    expect(revertDataOf({ data: 'nope', message: 'reason: AA21' })).toBeNull()
    const cyclic: { cause?: unknown; message: string } = { message: 'loop' }
    cyclic.cause = cyclic
    expect(revertDataOf(cyclic)).toBeNull()
    expect(revertDataOf(undefined)).toBeNull()
  })
})
