import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import { invalidParams } from './providerRpcError.js'

/** The subset of an `eth_sendTransaction` object the test wallet understands, decoded. */
export interface ParsedTransactionRequest {
  from?: Address
  to?: Address
  data?: Hex
  value?: bigint
  gas?: bigint
  nonce?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  chainId?: number
}

const QUANTITIES = ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

function quantity(tx: Record<string, unknown>, key: string): bigint | undefined {
  const value = tx[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) {
    throw invalidParams(`${key} must be a hex quantity, got ${JSON.stringify(value)}`)
  }
  return BigInt(value)
}

function address(tx: Record<string, unknown>, key: string): Address | undefined {
  const value = tx[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw invalidParams(`${key} must be an address, got ${JSON.stringify(value)}`)
  }
  return getAddress(value)
}

/** Validates and decodes the first param of `eth_sendTransaction`. */
export function parseTransactionRequest(params: unknown): ParsedTransactionRequest {
  const tx: unknown = Array.isArray(params) ? params[0] : undefined
  if (typeof tx !== 'object' || tx === null) throw invalidParams('expected [transaction]')
  const record = tx as Record<string, unknown>
  const parsed: ParsedTransactionRequest = {}
  const from = address(record, 'from')
  const to = address(record, 'to')
  if (from) parsed.from = from
  if (to) parsed.to = to
  const data = record['data'] ?? record['input']
  if (data !== undefined && data !== null) {
    if (!isHex(data)) throw invalidParams('data must be hex')
    parsed.data = data
  }
  for (const key of QUANTITIES) {
    const value = quantity(record, key)
    if (value !== undefined) parsed[key] = value
  }
  const nonce = quantity(record, 'nonce')
  if (nonce !== undefined) parsed.nonce = Number(nonce)
  const chainId = quantity(record, 'chainId')
  if (chainId !== undefined) parsed.chainId = Number(chainId)
  return parsed
}
