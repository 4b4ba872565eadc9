import { RPC_CODES } from './jsonRpc.js'
import { RpcFailure } from './rpcFailure.js'

/** Most calls in one batch. */
export const MAX_RPC_BATCH = 1_000
/** Deepest nesting accepted in a request (params are re-serialised for the upstream). */
const MAX_DEPTH = 64

function deeperThan(value: unknown, max: number, depth = 0): boolean {
  if (typeof value !== 'object' || value === null) return false
  if (depth >= max) return true
  for (const child of Object.values(value)) if (deeperThan(child, max, depth + 1)) return true
  return false
}

/** The request body as JSON: a call object or a batch of 1 to 1,000 (anything else is a named 400). */
export function parseRpcBody(text: string): unknown {
  if (text.trim() === '') throw new RpcFailure(400, RPC_CODES.invalidRequest, 'Invalid request: empty body, expected a JSON-RPC call or a batch')
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new RpcFailure(400, RPC_CODES.parseError, 'Parse error: the body is not valid JSON')
  }
  if (deeperThan(body, MAX_DEPTH)) throw new RpcFailure(400, RPC_CODES.invalidRequest, `Invalid request: nested deeper than ${MAX_DEPTH} levels`)
  if (Array.isArray(body)) {
    if (body.length === 0) throw new RpcFailure(400, RPC_CODES.invalidRequest, 'Invalid request: empty batch')
    if (body.length > MAX_RPC_BATCH)
      throw new RpcFailure(400, RPC_CODES.invalidRequest, `Invalid request: a batch of ${body.length} calls, at most ${MAX_RPC_BATCH}`)
  }
  return body
}
