/**
 * JSON-RPC 2.0 serialisation. Ids travel as JSON source text (`idLiteral`) so the relay can echo
 * whatever the client sent, byte for byte; `'null'` when the request's id could not be read.
 */
export type JsonRpcErrorObject = { code: number; message: string; data?: unknown }

export function formatResult(idLiteral: string, result: unknown): string {
  return `{"jsonrpc":"2.0","id":${idLiteral},"result":${JSON.stringify(result ?? null)}}`
}

export function formatError(idLiteral: string, error: JsonRpcErrorObject): string {
  const body: JsonRpcErrorObject = { code: error.code, message: error.message }
  if (error.data !== undefined) body.data = error.data
  return `{"jsonrpc":"2.0","id":${idLiteral},"error":${JSON.stringify(body)}}`
}

export function formatRequest(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}
