import type { Address } from 'viem'
import type { ChainRuntime } from '../chains/createChainRuntimes.js'
import type { PricesConfig } from '../config/apiConfigSchema.js'
import { createTtlCache } from '../http/createTtlCache.js'
import { readPairReserves, readPathReserves } from '../swaps/readPathReserves.js'
import { midPrice } from '../swaps/uniswapV2Math.js'
import type { PriceSource } from './priceSource.js'

type PoolsConfig = Extract<PricesConfig, { source: 'pools' }>

/**
 * Market prices from each chain's Uniswap V2 pools: a token's USD price is its mid price in the
 * anchor token (USDC at 1 USD by default) through the direct pair or through WETH, the native
 * currency's is WETH's. The USD table of one chain is computed once per `cacheSeconds` (≤ 5 s);
 * chains without pools, tokens without a route and failed reads have no price.
 */
export function createPoolPriceSource(parameters: {
  config: PoolsConfig
  chains: ReadonlyMap<string, ChainRuntime>
  log: (message: string) => void
}): PriceSource {
  const { config, chains, log } = parameters
  const rates = new Map(Object.entries({ ...config.fiatRates, usd: 1 }))
  const tables = createTtlCache<Promise<ReadonlyMap<string, number>>>({ ttlMs: config.cacheSeconds * 1000, maxEntries: 1_000 })
  const anchorSymbol = config.anchor.symbol.toUpperCase()

  async function usdTable(chain: ChainRuntime): Promise<ReadonlyMap<string, number>> {
    const uniswap = chain.config.uniswapV2
    const anchor = chain.config.tokens.find((token) => token.symbol.toUpperCase() === anchorSymbol)
    const table = new Map<string, number>()
    if (!uniswap || !anchor) return table
    table.set(anchorSymbol, config.anchor.usd)
    const weth = uniswap.weth as Address
    const readPair = (a: Address, b: Address) => readPairReserves(chain.client, uniswap.factory as Address, uniswap.initCodeHash as `0x${string}`, a, b)
    const candidates = [
      { symbol: chain.config.nativeCurrency.symbol.toUpperCase(), address: weth, decimals: 18 },
      ...chain.config.tokens.map((token) => ({ symbol: token.symbol.toUpperCase(), address: token.address as Address, decimals: token.decimals })),
    ].filter((token) => token.symbol !== anchorSymbol)
    await Promise.all(
      candidates.map(async (token) => {
        const paths: Address[][] = [[token.address, anchor.address as Address]]
        if (token.address !== weth) paths.push([token.address, weth, anchor.address as Address])
        for (const path of paths) {
          const hops = await readPathReserves(readPair, path)
          if (!hops) continue
          table.set(token.symbol, midPrice(hops, token.decimals, anchor.decimals) * config.anchor.usd)
          return
        }
      }),
    )
    return table
  }

  return {
    supportsCurrency: (currency) => rates.has(currency),
    async pricesOn(chainId, currency) {
      const rate = rates.get(currency)
      const chain = chains.get(chainId)
      if (rate === undefined || !chain) return () => undefined
      let promise = tables.get(chainId)
      if (!promise) {
        promise = usdTable(chain).catch((error: unknown) => {
          log(`Kit API: pool prices on ${chainId} unavailable: ${String(error)}`)
          tables.delete(chainId)
          return new Map<string, number>()
        })
        tables.set(chainId, promise)
      }
      const usd = await promise
      return (symbol) => {
        const price = usd.get(symbol.toUpperCase())
        return price === undefined ? undefined : price * rate
      }
    },
  }
}
