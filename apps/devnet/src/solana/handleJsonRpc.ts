import { SolanaRpcError } from './solanaRpcError.js'

export type JsonRpcMethod = (params: readonly unknown[]) => unknown

interface JsonRpcRequest {
  readonly jsonrpc?: unknown
  readonly id?: unknown
  readonly method?: unknown
  readonly params?: unknown
}

export interface JsonRpcResponse {
  readonly jsonrpc: '2.0'
  readonly id: unknown
  readonly result?: unknown
  readonly error?: { readonly code: number; readonly message: string; readonly data?: unknown }
}

function errorResponse(id: unknown, error: unknown): JsonRpcResponse {
  if (error instanceof SolanaRpcError) {
    const body = error.data === undefined ? { code: error.code, message: error.message } : { code: error.code, message: error.message, data: error.data }
    return { jsonrpc: '2.0', id, error: body }
  }
  const message = error instanceof Error ? error.message : String(error)
  return { jsonrpc: '2.0', id, error: { code: -32603, message: `Internal error: ${message}` } }
}

/** Runs one JSON-RPC 2.0 request object; `undefined` for a notification (no `id`). */
export async function handleJsonRpcRequest(methods: Readonly<Record<string, JsonRpcMethod>>, request: unknown): Promise<JsonRpcResponse | undefined> {
  if (!request || typeof request !== 'object' || Array.isArray(request)) {
    return errorResponse(null, new SolanaRpcError(-32600, 'Invalid request'))
  }
  const { id = null, method, params } = request as JsonRpcRequest
  const isNotification = !('id' in request)
  if (typeof method !== 'string') return errorResponse(id, new SolanaRpcError(-32600, 'Invalid request'))
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!handler) return isNotification ? undefined : errorResponse(id, new SolanaRpcError(-32601, 'Method not found'))
  try {
    const result = await handler(Array.isArray(params) ? params : params === undefined || params === null ? [] : [params])
    return isNotification ? undefined : { jsonrpc: '2.0', id, result }
  } catch (error) {
    return isNotification ? undefined : errorResponse(id, error)
  }
}

/** Runs a JSON-RPC body (one request or a batch) given as text. */
export async function handleJsonRpcBody(
  methods: Readonly<Record<string, JsonRpcMethod>>,
  body: string,
): Promise<JsonRpcResponse | JsonRpcResponse[] | undefined> {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return errorResponse(null, new SolanaRpcError(-32700, 'Parse error'))
  }
  if (!Array.isArray(parsed)) return handleJsonRpcRequest(methods, parsed)
  if (parsed.length === 0) return errorResponse(null, new SolanaRpcError(-32600, 'Invalid request'))
  const responses = await Promise.all(parsed.map((request) => handleJsonRpcRequest(methods, request)))
  return responses.filter((response): response is JsonRpcResponse => response !== undefined)
}
