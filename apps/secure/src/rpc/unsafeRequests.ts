import { FRAME_ERROR_CODES } from '@kit/frame-protocol'
import { type Address, formatEther, type Hex, hexToString, isAddress, isAddressEqual, isHex, type TypedDataDefinition } from 'viem'
import { z } from 'zod'
import { badRequest } from '../http/httpError.js'
import { type AccountTypePreview, type AccountTypeRequest, previewAccountTypeRequest } from '../smartAccount/accountTypeRequest.js'
import {
  decodeSolanaTransaction,
  previewSolanaTransaction,
  type SolanaTransactionPreview,
  type SolanaUnsafeRequest,
  solanaMessageText,
} from './solanaRequests.js'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
const address = z.string().refine((value) => isAddress(value, { strict: false }), 'Invalid address')

const transactionSchema = z.object({
  from: address.optional(),
  to: address.optional().nullable(),
  value: quantity.optional(),
  data: hex.optional(),
  input: hex.optional(),
  gas: quantity.optional(),
  gasPrice: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  nonce: quantity.optional(),
})

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().min(1),
  domain: z.record(z.string(), z.unknown()).default({}),
  message: z.record(z.string(), z.unknown()),
})

/** At most this many calls in one `wallet_sendCalls` (more: EIP-5792's 5740, batch too large). */
export const MAX_BATCH_CALLS = 64

const callsSchema = z.object({
  version: z.string().max(16).optional(),
  id: z.string().max(128).optional(),
  from: address.optional(),
  chainId: quantity.optional(),
  atomicRequired: z.boolean().optional(),
  calls: z.array(z.object({ to: address, data: hex.optional(), value: quantity.optional() })).min(1, 'at least one call'),
  capabilities: z.record(z.string(), z.unknown()).optional(),
})

/** A validated unsafe request, as stored with its pending approval. */
export type UnsafeRequest =
  | { method: 'personal_sign'; message: string; raw: boolean }
  | { method: 'eth_signTypedData_v4'; typedData: z.infer<typeof typedDataSchema> }
  | { method: 'eth_sendTransaction'; transaction: z.infer<typeof transactionSchema> }
  | { method: 'wallet_sendCalls'; calls: { to: string; data?: string | undefined; value?: string | undefined }[]; atomicRequired: boolean }
  | SolanaUnsafeRequest
  | AccountTypeRequest

/** What the approval screen shows. */
export type ApprovalPreview =
  | { kind: 'message'; text: string }
  | { kind: 'signIn'; domain: string; text: string }
  | { kind: 'typedData'; primaryType: string; domain: string; message: string }
  | { kind: 'transaction'; to: string | null; value: string; data: string | null; chainName: string }
  | {
      kind: 'calls'
      chainName: string
      calls: { to: string; value: string; data: string | null }[]
      /** The batch's outcome simulated on the current chain state: the decoded revert, or null (it succeeds, or the node cannot tell). */
      failure?: string | null
    }
  | { kind: 'solanaTransactions'; chainName: string; transactions: SolanaTransactionPreview[] }
  | AccountTypePreview

const mismatch = (): Error => badRequest('The address does not match the connected account', FRAME_ERROR_CODES.unauthorized)
/** Malformed params: JSON-RPC's -32602, with what is wrong. */
const invalidParams = (message: string): Error => badRequest(message, FRAME_ERROR_CODES.invalidParams)

/** The first problem zod found, where it is: `calls.1.to: Invalid address`. */
const firstIssue = (error: z.ZodError): string => {
  const [issue] = error.issues
  if (!issue) return 'invalid'
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message
}

/** Validates the params of an unsafe method against the connected `account`. */
export function parseUnsafeRequest(method: string, params: unknown, account: Address): UnsafeRequest {
  const list = Array.isArray(params) ? params : []
  if (method === 'personal_sign') {
    let [message, signer] = list as unknown[]
    // Some dapps send [address, message].
    if (typeof message === 'string' && isAddress(message, { strict: false }) && typeof signer === 'string' && !isAddress(signer, { strict: false })) {
      ;[message, signer] = [signer, message]
    }
    if (typeof message !== 'string' || message.length > 65_536) throw invalidParams('personal_sign expects [message, address]')
    if (signer !== undefined && (typeof signer !== 'string' || !isAddress(signer, { strict: false }) || !isAddressEqual(signer as Address, account)))
      throw mismatch()
    return { method, message, raw: isHex(message) }
  }
  if (method === 'eth_signTypedData_v4') {
    const [signer, data] = list as unknown[]
    if (typeof signer !== 'string' || !isAddress(signer, { strict: false }) || !isAddressEqual(signer as Address, account)) throw mismatch()
    let parsed: unknown = data
    if (typeof data === 'string') {
      try {
        parsed = JSON.parse(data)
      } catch {
        throw invalidParams('eth_signTypedData_v4 expects typed data JSON')
      }
    }
    const typedData = typedDataSchema.safeParse(parsed)
    if (!typedData.success) throw invalidParams('eth_signTypedData_v4 expects [address, typedData]')
    return { method, typedData: typedData.data }
  }
  if (method === 'eth_sendTransaction') {
    const transaction = transactionSchema.safeParse(list[0])
    if (!transaction.success) throw invalidParams(`eth_sendTransaction expects [transaction] (${firstIssue(transaction.error)})`)
    if (transaction.data.from && !isAddressEqual(transaction.data.from as Address, account)) throw mismatch()
    return { method, transaction: transaction.data }
  }
  if (method === 'wallet_sendCalls') {
    const count = (list[0] as { calls?: unknown } | undefined)?.calls
    if (Array.isArray(count) && count.length > MAX_BATCH_CALLS)
      throw badRequest(`Batch too large: ${count.length} calls, at most ${MAX_BATCH_CALLS}`, FRAME_ERROR_CODES.bundleTooLarge)
    const request = callsSchema.safeParse(list[0])
    if (!request.success) throw invalidParams(`wallet_sendCalls expects [{ calls: [{ to, data?, value? }, ...] }] (${firstIssue(request.error)})`)
    if (request.data.from && !isAddressEqual(request.data.from as Address, account)) throw mismatch()
    const required = Object.entries(request.data.capabilities ?? {}).find(([, value]) => !(value as { optional?: unknown } | null)?.optional)
    if (required) throw badRequest(`Unsupported capability ${required[0]}`, FRAME_ERROR_CODES.unsupportedCapability)
    return { method, calls: request.data.calls, atomicRequired: request.data.atomicRequired ?? false }
  }
  throw badRequest(`No approval flow for ${method}`, FRAME_ERROR_CODES.unsupportedMethod)
}

export function previewUnsafeRequest(request: UnsafeRequest, chainName: string): ApprovalPreview {
  if (request.method === 'solana_signMessage') return { kind: 'message', text: solanaMessageText(request.message) }
  if (request.method === 'solana_signTransaction' || request.method === 'solana_signAllTransactions' || request.method === 'solana_signAndSendTransaction') {
    const { method } = request
    const encoded = method === 'solana_signAllTransactions' ? request.transactions : [request.transaction]
    return {
      kind: 'solanaTransactions',
      chainName,
      transactions: encoded.map((transaction) => previewSolanaTransaction(decodeSolanaTransaction(method, transaction))),
    }
  }
  if (request.method === 'kit_setPreferredAccount' || request.method === 'kit_initSmartAccount') return previewAccountTypeRequest(request, chainName)
  if (request.method === 'personal_sign') {
    let text = request.message
    if (request.raw) {
      const decoded = hexToString(request.message as Hex)
      // Show the text when the bytes are printable UTF-8, else the hex itself.
      text = /^[\P{C}\n\r\t]*$/u.test(decoded) && !decoded.includes('\uFFFD') ? decoded : request.message
    }
    return { kind: 'message', text }
  }
  if (request.method === 'eth_signTypedData_v4') {
    const { typedData } = request
    return {
      kind: 'typedData',
      primaryType: typedData.primaryType,
      domain: JSON.stringify(typedData.domain, null, 2),
      message: JSON.stringify(typedData.message, null, 2),
    }
  }
  if (request.method === 'wallet_sendCalls') {
    return {
      kind: 'calls',
      chainName,
      calls: request.calls.map((call) => ({
        to: call.to,
        value: `${formatEther(BigInt(call.value ?? '0x0'))} ETH`,
        data: call.data && call.data !== '0x' ? call.data : null,
      })),
    }
  }
  const { transaction } = request
  const data = transaction.data ?? transaction.input ?? null
  return {
    kind: 'transaction',
    to: transaction.to ?? null,
    value: `${formatEther(BigInt(transaction.value ?? '0x0'))} ETH`,
    data: data && data !== '0x' ? data : null,
    chainName,
  }
}

/** viem's typed-data shape (the EIP712Domain entry is derived from the domain by viem). */
export function toViemTypedData(typedData: z.infer<typeof typedDataSchema>): TypedDataDefinition {
  const { EIP712Domain: _domain, ...types } = typedData.types
  return { domain: typedData.domain, types, primaryType: typedData.primaryType, message: typedData.message } as unknown as TypedDataDefinition
}
