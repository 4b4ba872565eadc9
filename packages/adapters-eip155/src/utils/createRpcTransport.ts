import { type FallbackTransport, fallback, type HttpTransport, http } from 'viem'

/** docs/rules/limits.md: HTTP RPC timeout 10 s; 3 request retries with a 150 ms base delay. */
export const rpcTimeout = 10_000
export const rpcRetryCount = 3
export const rpcRetryDelay = 150

/**
 * One transport over a network's RPC URLs, in order. A failing URL hands over to the next at
 * once; the retries (3, 150 ms base delay, exponential) wrap the whole list. They sit on the
 * fallback and not on each `http` transport, because an `http` transport's own `retryCount`
 * overrides viem's fallback (which passes `retryCount: 0` down) and the two would multiply
 * (up to 16 attempts, about 5 s on a dead URL).
 */
export function createRpcTransport(urls: readonly string[]): FallbackTransport<readonly HttpTransport[]> {
  return fallback(
    urls.map((url) => http(url, { timeout: rpcTimeout, retryCount: 0 })),
    { retryCount: rpcRetryCount, retryDelay: rpcRetryDelay },
  )
}
