import { type Commitment, Connection } from '@solana/web3.js'
import { RpcUrlNotFoundError } from '../errors/network.js'

/** docs/rules/limits.md: HTTP RPC timeout 10 s; 3 request retries with a 150 ms base delay. */
export const rpcTimeout = 10_000
export const rpcRetryCount = 3
export const rpcRetryDelay = 150

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A `fetch` for web3.js that sends each JSON-RPC request to the network's URLs in order: a URL
 * that fails (network error, timeout, HTTP 5xx or 429) hands over to the next at once, and the
 * whole list is retried 3 times (150, 300, 600 ms), like the eip155 adapter's transport.
 */
export function createFallbackFetch(urls: readonly string[], fetchFn: typeof fetch = globalThis.fetch): typeof fetch {
  return async (_input, init) => {
    let lastError: unknown
    for (let attempt = 0; attempt <= rpcRetryCount; attempt++) {
      if (attempt > 0) await sleep(rpcRetryDelay * 2 ** (attempt - 1))
      for (const url of urls) {
        try {
          const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(rpcTimeout) })
          if (response.status < 500 && response.status !== 429) return response
          lastError = new Error(`HTTP ${response.status} from ${url}`)
        } catch (error) {
          lastError = error
        }
      }
    }
    throw lastError ?? new Error('No RPC URL')
  }
}

export type CreateSolanaConnectionParameters = {
  /** In the order they are tried (the kit's `rpcUrls` option first). */
  urls: readonly string[]
  commitment?: Commitment | undefined
  fetchFn?: typeof fetch | undefined
}

/**
 * A web3.js `Connection` over a network's RPC URLs with fallback and retries. Web3.js' own
 * 429 retry loop is off: the fallback fetch already retries.
 */
export function createSolanaConnection({ urls, commitment = 'confirmed', fetchFn }: CreateSolanaConnectionParameters): Connection {
  const [first] = urls
  if (!first) throw new RpcUrlNotFoundError()
  return new Connection(first, { commitment, fetch: createFallbackFetch(urls, fetchFn), disableRetryOnRateLimit: true })
}
