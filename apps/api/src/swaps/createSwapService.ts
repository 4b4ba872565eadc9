import type { ChainRuntime } from '../chains/createChainRuntimes.js'
import type { SwapsConfig } from '../config/apiConfigSchema.js'
import { createTtlCache } from '../http/createTtlCache.js'
import { createAggregatorProvider } from './createAggregatorProvider.js'
import { createUniswapV2Provider } from './createUniswapV2Provider.js'
import type { SwapProvider, SwapQuote, SwapQuoteRequest } from './swapProvider.js'

export interface SwapService {
  readonly provider: SwapProvider
  /** A quote, reused for at most `quoteCacheSeconds` (≤ 5 s) per (chain, from, to, amount). */
  quote(request: SwapQuoteRequest): Promise<SwapQuote>
}

/** The configured swap provider plus the quote cache in front of it. */
export function createSwapService(parameters: {
  readonly config: SwapsConfig
  readonly chains: ReadonlyMap<string, ChainRuntime>
  readonly fetch?: typeof fetch
}): SwapService {
  const { config, chains } = parameters
  const cacheMs = config.quoteCacheSeconds * 1000
  const provider =
    config.provider === 'aggregator' && config.aggregator
      ? createAggregatorProvider(config.aggregator, parameters.fetch)
      : createUniswapV2Provider({ chains, cacheMs, deadlineSeconds: config.deadlineSeconds })
  const quotes = createTtlCache<Promise<SwapQuote>>({ ttlMs: cacheMs, maxEntries: 20_000 })
  return {
    provider,
    quote(request) {
      const key = `${request.chainId}|${request.from.toLowerCase()}|${request.to.toLowerCase()}|${request.amount}`
      const cached = quotes.get(key)
      if (cached) return cached
      const promise = provider.quote(request)
      quotes.set(key, promise)
      promise.catch(() => quotes.delete(key))
      return promise
    },
  }
}
