import { rpcErrorCodes } from './errors/rpc.js'
import { readIdLiteral } from './readIdLiteral.js'

export type ParsedFrame =
  | { type: 'request'; idLiteral: string; method: string; params: unknown }
  | { type: 'response'; idLiteral: string; isError: boolean }
  | { type: 'invalid'; idLiteral: string; code: number; message: string }

const maxMethodLength = 128

/**
 * Classifies one text frame: a JSON-RPC request for the relay, a response (a client's ack of an
 * `irn_subscription` push), or an invalid frame with the JSON-RPC error to answer it with.
 * Never throws. Batches (arrays) and notifications (no id) are not supported.
 */
export function parseFrame(text: string): ParsedFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return invalid('null', rpcErrorCodes.parseError, 'Parse error: frame is not valid JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const what = Array.isArray(value) ? 'batch requests are not supported' : 'expected a JSON object'
    return invalid('null', rpcErrorCodes.invalidRequest, `Invalid request: ${what}`)
  }
  const frame = value as Record<string, unknown>
  const idLiteral = toIdLiteral(frame.id, text)
  if (frame.jsonrpc !== '2.0') {
    return invalid(idLiteral ?? 'null', rpcErrorCodes.invalidRequest, 'Invalid request: "jsonrpc" must be "2.0"')
  }
  if (idLiteral === undefined) {
    return invalid('null', rpcErrorCodes.invalidRequest, 'Invalid request: "id" must be a string or an integer')
  }
  if (!('method' in frame)) {
    if ('result' in frame || 'error' in frame) return { type: 'response', idLiteral, isError: 'error' in frame }
    return invalid(idLiteral, rpcErrorCodes.invalidRequest, 'Invalid request: "method" is missing')
  }
  const { method, params } = frame
  if (typeof method !== 'string' || method.length === 0 || method.length > maxMethodLength) {
    return invalid(idLiteral, rpcErrorCodes.invalidRequest, 'Invalid request: "method" must be a non-empty string')
  }
  if (params !== undefined && (typeof params !== 'object' || params === null)) {
    return invalid(idLiteral, rpcErrorCodes.invalidParams, 'Invalid params: "params" must be an object or an array')
  }
  return { type: 'request', idLiteral, method, params }
}

function toIdLiteral(id: unknown, text: string): string | undefined {
  if (typeof id === 'string') return id.length <= 128 ? JSON.stringify(id) : undefined
  if (typeof id !== 'number' || !Number.isInteger(id)) return undefined
  if (Number.isSafeInteger(id)) return String(id)
  const literal = readIdLiteral(text)
  return literal && /^-?\d+$/.test(literal) ? literal : undefined
}

function invalid(idLiteral: string, code: number, message: string): ParsedFrame {
  return { type: 'invalid', idLiteral, code, message }
}
