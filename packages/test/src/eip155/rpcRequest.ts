import { ProviderRpcError, RPC_ERROR_CODES } from './providerRpcError.js'

interface JsonRpcResponse {
  result?: unknown
  error?: { code?: unknown; message?: unknown; data?: unknown }
}

/** One JSON-RPC call over HTTP; RPC errors become {@link ProviderRpcError}s with the node's code. */
export async function rpcRequest(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ProviderRpcError(RPC_ERROR_CODES.chainDisconnected, `RPC ${rpcUrl} unreachable: ${reason}`)
  }
  const body = (await response.json().catch(() => ({}))) as JsonRpcResponse
  if (body.error) {
    const code = typeof body.error.code === 'number' ? body.error.code : RPC_ERROR_CODES.internal
    throw new ProviderRpcError(code, String(body.error.message ?? 'RPC error'), body.error.data)
  }
  if (!response.ok || !('result' in body)) {
    throw new ProviderRpcError(RPC_ERROR_CODES.internal, `RPC ${rpcUrl} answered HTTP ${response.status}`)
  }
  return body.result
}
