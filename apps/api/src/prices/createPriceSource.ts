import type { ChainRuntime } from '../chains/createChainRuntimes.js'
import type { PricesConfig } from '../config/apiConfigSchema.js'
import { createPoolPriceSource } from './createPoolPriceSource.js'
import type { PriceSource } from './priceSource.js'

export type { PriceSource, PriceTable } from './priceSource.js'

/** The configured price source: the chains' Uniswap V2 pools (default) or a static table. */
export function createPriceSource(
  config: PricesConfig,
  chains: ReadonlyMap<string, ChainRuntime>,
  log: (message: string) => void = () => undefined,
): PriceSource {
  if (config.source === 'pools') return createPoolPriceSource({ config, chains, log })
  const rates = new Map(Object.entries({ ...config.fiatRates, usd: 1 }))
  const usd = new Map(Object.entries(config.usd).map(([symbol, price]) => [symbol.toUpperCase(), price]))
  return {
    supportsCurrency: (currency) => rates.has(currency),
    async pricesOn(_chainId, currency) {
      const rate = rates.get(currency)
      return (symbol) => {
        const price = usd.get(symbol.toUpperCase())
        return rate === undefined || price === undefined ? undefined : price * rate
      }
    },
  }
}
