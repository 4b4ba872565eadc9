import { FRAME_ERROR_CODES } from '@kit/frame-protocol'
import { ContractFunctionRevertedError, decodeErrorResult, decodeFunctionData, erc20Abi, erc721Abi, type Hex, isHex, parseAbi, slice } from 'viem'
import { HttpError } from '../http/httpError.js'

/**
 * The errors a batch's revert data is decoded with: Simple7702Account's (BaseAccount's)
 * `ExecuteError` wrapping the failing call's own revert data, OpenZeppelin's ERC-6093 token errors,
 * and the EntryPoint's `FailedOp` (viem adds `Error(string)` and `Panic(uint256)` itself).
 */
export const REVERT_ABI = parseAbi([
  'error ExecuteError(uint256 index, bytes reason)',
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InvalidSender(address sender)',
  'error ERC20InvalidReceiver(address receiver)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC20InvalidApprover(address approver)',
  'error ERC20InvalidSpender(address spender)',
  'error ERC721InvalidOwner(address owner)',
  'error ERC721NonexistentToken(uint256 tokenId)',
  'error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)',
  'error ERC721InvalidSender(address sender)',
  'error ERC721InvalidReceiver(address receiver)',
  'error ERC721InsufficientApproval(address operator, uint256 tokenId)',
  'error ERC721InvalidApprover(address approver)',
  'error ERC721InvalidOperator(address operator)',
  'error ERC1155InsufficientBalance(address sender, uint256 balance, uint256 needed, uint256 tokenId)',
  'error FailedOp(uint256 opIndex, string reason)',
  'error FailedOpWithRevert(uint256 opIndex, string reason, bytes inner)',
])

/** The functions a call's name is read from (what the approval screen and the error call it). */
const CALL_ABI = [...erc20Abi, ...erc721Abi.filter((item) => item.type === 'function' && !erc20Abi.some((known) => known.name === item.name))]

export interface RevertedCall {
  readonly to: string
  readonly data?: string | undefined
  readonly value?: string | undefined
}

/** The longest message shown: a contract may revert with a long string or bytes argument. */
export const MAX_REVERT_MESSAGE = 400

/** A call of a batch reverted: the message names the call (its place, function and target) and the decoded reason. */
export class CallRevertedError extends HttpError {
  override name = 'CallRevertedError'
  constructor(
    message: string,
    /** The index (from 0) of the failing call in its batch; null when the revert does not say. */
    readonly callIndex: number | null,
  ) {
    super(400, message.length > MAX_REVERT_MESSAGE ? `${message.slice(0, MAX_REVERT_MESSAGE - 1)}…` : message, FRAME_ERROR_CODES.executionReverted)
  }
}

const stringify = (value: unknown): string =>
  typeof value === 'bigint' ? value.toString() : Array.isArray(value) ? `[${value.map(stringify).join(', ')}]` : String(value)

/** A revert reason a person can read: `ERC20InsufficientBalance(sender: 0x…, balance: 0, needed: 5)`, `"Not owner"`, `Panic: arithmetic underflow or overflow`. */
export function decodeRevertReason(data: Hex): string {
  if (data === '0x') return 'reverted without a reason'
  const reverted = new ContractFunctionRevertedError({ abi: REVERT_ABI, data, functionName: 'executeBatch' })
  const decoded = reverted.data
  if (!decoded)
    return `unknown error ${slice(data, 0, Math.min(4, (data.length - 2) / 2))}${data.length > 10 ? ` (${(data.length - 10) / 2} bytes of arguments)` : ''}`
  if (decoded.errorName === 'Error') return `"${reverted.reason ?? ''}"`
  if (decoded.errorName === 'Panic') return `Panic: ${reverted.reason ?? `code ${stringify(decoded.args?.[0])}`}`
  const inputs = 'inputs' in decoded.abiItem ? decoded.abiItem.inputs : []
  const args = (decoded.args ?? []).map((value, index) => `${inputs[index]?.name ? `${inputs[index].name}: ` : ''}${stringify(value)}`)
  return `${decoded.errorName}(${args.join(', ')})`
}

/** How a person recognises a call: `transfer on 0x…`, `0x12345678 on 0x…`, `1 wei to 0x…`. */
function describeCall(call: RevertedCall): string {
  if (!call.to) return 'contract creation'
  const data = (call.data ?? '0x') as Hex
  if (data === '0x' || data.length < 10) return `transfer of ${BigInt(call.value ?? '0x0')} wei to ${call.to}`
  try {
    return `${decodeFunctionData({ abi: CALL_ABI, data }).functionName} on ${call.to}`
  } catch {
    return `${slice(data, 0, 4)} on ${call.to}`
  }
}

/**
 * The error of a batch whose revert data is `data`: BaseAccount's `ExecuteError(index, inner)`
 * names the failing call of a batch of several; a batch of one rethrows the call's own revert
 * data; an EntryPoint `FailedOp` speaks of the operation itself (gas, signature, prefund).
 */
export function batchRevertError(calls: readonly RevertedCall[], data: Hex): CallRevertedError {
  let index: number | null = calls.length === 1 ? 0 : null
  let inner = data
  try {
    const decoded = decodeErrorResult({ abi: REVERT_ABI, data })
    if (decoded.errorName === 'ExecuteError') {
      const [callIndex, reason] = decoded.args
      index = Number(callIndex)
      inner = reason
    } else if (decoded.errorName === 'FailedOp' || decoded.errorName === 'FailedOpWithRevert') {
      return new CallRevertedError(`The batch was refused: ${decoded.args[1]}`, null)
    }
  } catch {
    // Not one of ours: the call's own revert data (a batch of one) or an unknown error.
  }
  const call = index === null ? undefined : calls[index]
  if (index === null || !call) return new CallRevertedError(`The batch reverted: ${decodeRevertReason(inner)}`, null)
  return callRevertError(calls, index, inner)
}

/** Call `index` of `calls` reverted with `data`. */
export function callRevertError(calls: readonly RevertedCall[], index: number, data: Hex): CallRevertedError {
  const call = calls[index] as RevertedCall
  return new CallRevertedError(`Call ${index + 1} of ${calls.length} (${describeCall(call)}) reverted: ${decodeRevertReason(data)}`, index)
}

/** A single transaction (`eth_sendTransaction`) reverted with `data`. */
export function transactionRevertError(call: RevertedCall, data: Hex): CallRevertedError {
  return new CallRevertedError(`The transaction (${describeCall(call)}) reverted: ${decodeRevertReason(data)}`, 0)
}

const REASON_IN_TEXT = /reason: (0x(?:[0-9a-fA-F]{2})+)\b/

/**
 * The revert data behind an error of viem, a node or a bundler: the first hex `data` in its cause
 * chain, else a hex reason in its text (the bundler alto answers `UserOperation reverted during
 * simulation with reason: 0x…` with no data field). Null when there is none.
 */
export function revertDataOf(error: unknown): Hex | null {
  const chain: object[] = []
  for (let current = error; current && typeof current === 'object' && !chain.includes(current); current = (current as { cause?: unknown }).cause)
    chain.push(current)
  for (const link of chain) {
    const { data } = link as { data?: unknown }
    const nested = typeof data === 'object' && data !== null ? (data as { data?: unknown }).data : undefined
    for (const candidate of [data, nested]) if (typeof candidate === 'string' && isHex(candidate) && candidate.length >= 10) return candidate
  }
  for (const link of chain) {
    const match = REASON_IN_TEXT.exec(String((link as { message?: unknown }).message ?? ''))
    if (match) return match[1] as Hex
  }
  return null
}
