/** A JSON-RPC 2.0 id: the client's, echoed in its answer. */
export type RpcId = string | number | null

/** One checked call of a request (single or batch item). */
export interface RpcCall {
  readonly id: RpcId
  readonly method: string
  readonly params: unknown
}

export interface RpcErrorObject {
  readonly code: number
  readonly message: string
  readonly data?: unknown
}

/** One answer, as the client receives it. */
export type RpcAnswer = { jsonrpc: '2.0'; id: RpcId; result: unknown } | { jsonrpc: '2.0'; id: RpcId; error: RpcErrorObject }

/** JSON-RPC 2.0 and EIP-1474 error codes the endpoint answers with. */
export const RPC_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  unauthorized: -32001,
  resourceUnavailable: -32002,
  limitExceeded: -32005,
} as const

export function rpcErrorAnswer(id: RpcId, code: number, message: string): RpcAnswer {
  return { jsonrpc: '2.0', id, error: { code, message } }
}

/** A call's id when it has a usable one (for the error answer of an invalid call), else null. */
function idOf(value: unknown): RpcId {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null
  const id = (value as { id: unknown }).id
  return typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id)) ? id : null
}

/**
 * Checks one JSON-RPC 2.0 call: an object with `jsonrpc: "2.0"`, a string `method`, `params`
 * an array or object (or absent) and an `id` (string, number or null; a notification without
 * one gets no answer over HTTP, so it is refused). Returns the call, or the error answer naming
 * what is wrong.
 */
export function checkRpcCall(value: unknown, allowed: ReadonlySet<string>): RpcCall | RpcAnswer {
  const id = idOf(value)
  const invalid = (message: string) => rpcErrorAnswer(id, RPC_CODES.invalidRequest, `Invalid request: ${message}`)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return invalid('expected a JSON-RPC call object')
  const call = value as Record<string, unknown>
  if (call['jsonrpc'] !== '2.0') return invalid('jsonrpc must be "2.0"')
  if (typeof call['method'] !== 'string' || call['method'] === '') return invalid('method must be a non-empty string')
  if (!('id' in call)) return invalid('id is required (notifications are not forwarded)')
  const rawId = call['id']
  if (rawId !== null && typeof rawId !== 'string' && !(typeof rawId === 'number' && Number.isFinite(rawId)))
    return invalid('id must be a string, a number or null')
  const params = call['params']
  if (params !== undefined && (typeof params !== 'object' || params === null)) return invalid('params must be an array or an object')
  const method = call['method']
  if (!allowed.has(method)) {
    const shown = method.length > 64 ? `${method.slice(0, 64)}…` : method
    return rpcErrorAnswer(id, RPC_CODES.methodNotFound, `Method ${shown} is not allowed through the Kit API`)
  }
  return { id, method, params: params ?? [] }
}

export function isRpcAnswer(value: RpcCall | RpcAnswer): value is RpcAnswer {
  return 'jsonrpc' in value
}
