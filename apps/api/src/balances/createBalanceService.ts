import type { ChainRuntime } from '../chains/createChainRuntimes.js'
import { upstreamError } from '../http/apiError.js'
import { createTtlCache } from '../http/createTtlCache.js'
import { serializeJson } from '../http/sendJson.js'
import type { PriceSource } from '../prices/createPriceSource.js'
import { type Balance, balanceResponseSchema } from './balanceResponseSchema.js'
import { readChainBalances } from './readChainBalances.js'

export interface BalanceQuery {
  readonly address: `0x${string}`
  /** One CAIP-2 chain, or undefined for every configured chain. */
  readonly chainId: string | undefined
  readonly currency: string
  readonly baseUrl: string
  /** Skip the cache (AppKit's `forceUpdate`). */
  readonly forceUpdate: boolean
}

export interface BalanceService {
  /** The JSON text of `{ balances }`, cached for `ttlMs` (docs/rules/limits.md: 30 s). */
  getBalancesJson(query: BalanceQuery): Promise<string>
  /** Forgets cached balances of an address (the indexer calls it when the address moved funds). */
  invalidate(address: string): void
}

/**
 * Balances with a per-instance cache of ready-to-send JSON, so a warm request costs one Map
 * lookup; concurrent misses for the same key share one chain read.
 */
export function createBalanceService(parameters: {
  readonly chains: ReadonlyMap<string, ChainRuntime>
  readonly prices: PriceSource
  readonly ttlMs: number
  readonly log: (message: string) => void
}): BalanceService {
  const { chains, prices, log } = parameters
  const cache = createTtlCache<string>({ ttlMs: parameters.ttlMs, maxEntries: 20_000 })
  const pending = new Map<string, Promise<string>>()

  async function load(query: BalanceQuery): Promise<string> {
    const targets = query.chainId === undefined ? [...chains.values()] : [chains.get(query.chainId)].filter((chain) => chain !== undefined)
    const results = await Promise.allSettled(
      targets.map((chain) => readChainBalances({ chain, address: query.address, currency: query.currency, prices, baseUrl: query.baseUrl })),
    )
    const balances: Balance[] = []
    let failures = 0
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') balances.push(...result.value)
      else {
        failures += 1
        log(`Kit API: balance read on ${targets[index]?.config.id} failed: ${String(result.reason)}`)
      }
    })
    if (failures > 0 && failures === targets.length) throw upstreamError('Token Balance Unavailable')
    return serializeJson(balanceResponseSchema, { balances }, 'Balance answer')
  }

  return {
    async getBalancesJson(query) {
      const key = `${query.address}|${query.chainId ?? '*'}|${query.currency}|${query.baseUrl}`
      if (!query.forceUpdate) {
        const cached = cache.get(key)
        if (cached !== undefined) return cached
        const inFlight = pending.get(key)
        if (inFlight) return inFlight
      }
      const promise = load(query).finally(() => pending.delete(key))
      pending.set(key, promise)
      const json = await promise
      cache.set(key, json)
      return json
    },
    invalidate(address) {
      cache.deletePrefix(`${address.toLowerCase()}|`)
    },
  }
}
