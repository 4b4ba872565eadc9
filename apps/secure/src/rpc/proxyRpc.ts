import { HttpError } from '../http/httpError.js'

const RPC_TIMEOUT_MS = 10_000

/** Sends one JSON-RPC request to `rpcUrl`; node errors become 400 with the node's message and code. */
export async function proxyRpc(rpcUrl: string, method: string, params: unknown, fetchFn: typeof fetch = fetch): Promise<unknown> {
  let response: Response
  try {
    response = await fetchFn(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    })
  } catch {
    throw new HttpError(502, 'The chain RPC is unavailable', -32603)
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new HttpError(502, `The chain RPC answered HTTP ${response.status}`, -32603)
  }
  if (typeof body !== 'object' || body === null) throw new HttpError(502, 'The chain RPC answered an invalid response', -32603)
  const { result, error } = body as { result?: unknown; error?: { message?: unknown; code?: unknown } }
  if (error) {
    const message = typeof error.message === 'string' ? error.message : 'RPC error'
    throw new HttpError(400, message, typeof error.code === 'number' ? error.code : -32603)
  }
  return result ?? null
}
