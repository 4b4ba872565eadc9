/**
 * Calls `eth_chainId` on `rpcUrl`. Resolves with the chain id, or `undefined` when
 * nothing answers (connection refused, timeout, not JSON-RPC).
 */
export async function rpcChainId(rpcUrl: string, timeoutMs = 1_000): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = (await response.json()) as { result?: unknown }
    return typeof body.result === 'string' ? Number.parseInt(body.result, 16) : undefined
  } catch {
    return undefined
  }
}
