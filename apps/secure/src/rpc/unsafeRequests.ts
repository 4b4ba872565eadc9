import { formatEther, hexToString, isAddress, isAddressEqual, isHex, type Address, type Hex, type TypedDataDefinition } from 'viem'
import { z } from 'zod'
import { badRequest } from '../http/httpError.js'

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

/** A validated unsafe request, as stored with its pending approval. */
export type UnsafeRequest =
  | { method: 'personal_sign'; message: string; raw: boolean }
  | { method: 'eth_signTypedData_v4'; typedData: z.infer<typeof typedDataSchema> }
  | { method: 'eth_sendTransaction'; transaction: z.infer<typeof transactionSchema> }

/** What the approval screen shows. */
export type ApprovalPreview =
  | { kind: 'message'; text: string }
  | { kind: 'signIn'; domain: string; text: string }
  | { kind: 'typedData'; primaryType: string; domain: string; message: string }
  | { kind: 'transaction'; to: string | null; value: string; data: string | null; chainName: string }

const mismatch = (): Error => badRequest('The address does not match the connected account', 4100)

/** Validates the params of an unsafe method against the connected `account`. */
export function parseUnsafeRequest(method: string, params: unknown, account: Address): UnsafeRequest {
  const list = Array.isArray(params) ? params : []
  if (method === 'personal_sign') {
    let [message, signer] = list as unknown[]
    // Some dapps send [address, message].
    if (typeof message === 'string' && isAddress(message, { strict: false }) && typeof signer === 'string' && !isAddress(signer, { strict: false })) {
      ;[message, signer] = [signer, message]
    }
    if (typeof message !== 'string' || message.length > 65_536) throw badRequest('personal_sign expects [message, address]')
    if (signer !== undefined && (typeof signer !== 'string' || !isAddress(signer, { strict: false }) || !isAddressEqual(signer as Address, account))) throw mismatch()
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
        throw badRequest('eth_signTypedData_v4 expects typed data JSON')
      }
    }
    const typedData = typedDataSchema.safeParse(parsed)
    if (!typedData.success) throw badRequest('eth_signTypedData_v4 expects [address, typedData]')
    return { method, typedData: typedData.data }
  }
  if (method === 'eth_sendTransaction') {
    const transaction = transactionSchema.safeParse(list[0])
    if (!transaction.success) throw badRequest('eth_sendTransaction expects [transaction]')
    if (transaction.data.from && !isAddressEqual(transaction.data.from as Address, account)) throw mismatch()
    return { method, transaction: transaction.data }
  }
  throw badRequest(`No approval flow for ${method}`)
}

export function previewUnsafeRequest(request: UnsafeRequest, chainName: string): ApprovalPreview {
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
