import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import type { ChainRuntime } from '../chains/createChainRuntimes.js'
import type { UniswapV2Config } from '../config/apiConfigSchema.js'
import { createTtlCache } from '../http/createTtlCache.js'
import { estimateGasOrExplain } from './estimateGasOrExplain.js'
import { readErc20Funds } from './readErc20Funds.js'
import { type PairReserves, readPairReserves, readPathReserves } from './readPathReserves.js'
import {
  insufficientAllowanceError,
  insufficientBalanceError,
  insufficientLiquidityError,
  nativeNeedsNoApprovalError,
  swapsUnsupportedError,
} from './swapErrors.js'
import { type BuildSwapRequest, isNative, NATIVE_ASSET, type SwapProvider, type SwapQuote, type SwapQuoteRequest } from './swapProvider.js'
import { uniswapV2RouterAbi } from './uniswapV2Abi.js'
import { getAmountsOut, type HopReserves, priceImpact } from './uniswapV2Math.js'

interface Route {
  readonly path: readonly Address[]
  readonly hops: readonly HopReserves[]
  readonly amounts: readonly bigint[]
}

/** Gas limit used when the caller turns estimation off: router02 swaps stay well below it. */
const UNESTIMATED_GAS_PER_HOP = 120_000n

/**
 * Swaps through the Uniswap V2 router02 configured on each chain (`chains[].uniswapV2`). Quotes
 * read the pools' reserves (one batched JSON-RPC request; reused for `cacheMs`) and apply the
 * router's own `getAmountsOut` math, trying the direct pair and the hop through WETH, the better
 * one wins. Native ETH is WETH in the path; transactions use the router's ETH entry points.
 */
export function createUniswapV2Provider(parameters: {
  readonly chains: ReadonlyMap<string, ChainRuntime>
  readonly cacheMs: number
  readonly deadlineSeconds: number
  readonly now?: () => number
}): SwapProvider {
  const { chains } = parameters
  const now = parameters.now ?? Date.now
  const reserves = createTtlCache<Promise<PairReserves | undefined>>({ ttlMs: parameters.cacheMs, maxEntries: 10_000 })

  const runtime = (chainId: string): { chain: ChainRuntime; uniswap: UniswapV2Config } => {
    const chain = chains.get(chainId)
    const uniswap = chain?.config.uniswapV2
    if (!chain || !uniswap) throw swapsUnsupportedError()
    return { chain, uniswap }
  }

  const pairReader = (chainId: string, fresh: boolean) => {
    const { chain, uniswap } = runtime(chainId)
    return (a: Address, b: Address): Promise<PairReserves | undefined> => {
      const read = () => readPairReserves(chain.client, uniswap.factory as Address, uniswap.initCodeHash as `0x${string}`, a, b)
      if (fresh) return read()
      const key = `${chainId}|${[a.toLowerCase(), b.toLowerCase()].sort().join('|')}`
      const cached = reserves.get(key)
      if (cached) return cached
      const promise = read()
      reserves.set(key, promise)
      promise.catch(() => reserves.delete(key))
      return promise
    }
  }

  async function bestRoute(request: SwapQuoteRequest, fresh: boolean): Promise<Route> {
    const { uniswap } = runtime(request.chainId)
    const weth = uniswap.weth as Address
    const from = isNative(request.from) ? weth : request.from
    const to = isNative(request.to) ? weth : request.to
    if (from.toLowerCase() === to.toLowerCase()) throw insufficientLiquidityError()
    const paths: Address[][] = [[from, to]]
    if (from.toLowerCase() !== weth.toLowerCase() && to.toLowerCase() !== weth.toLowerCase()) paths.push([from, weth, to])
    const readPair = pairReader(request.chainId, fresh)
    const routes = await Promise.all(
      paths.map(async (path): Promise<Route | undefined> => {
        const hops = await readPathReserves(readPair, path)
        if (!hops) return undefined
        return { path, hops, amounts: getAmountsOut(request.amount, hops) }
      }),
    )
    const best = routes
      .filter((route): route is Route => route !== undefined && route.amounts[route.amounts.length - 1]! > 0n)
      .sort((a, b) => (a.amounts[a.amounts.length - 1]! > b.amounts[b.amounts.length - 1]! ? -1 : 1))[0]
    if (!best) throw insufficientLiquidityError()
    return best
  }

  /** The router's transferFrom fails alike for both, so tell the user which one it is. */
  async function checkFunds(chain: ChainRuntime, router: Address, request: BuildSwapRequest): Promise<void> {
    if (isNative(request.from)) {
      if ((await chain.client.getBalance({ address: request.userAddress })) < request.amount) throw insufficientBalanceError()
      return
    }
    const { balance, allowance } = await readErc20Funds(chain.client, request.from, request.userAddress, router, 'from')
    if (balance < request.amount) throw insufficientBalanceError()
    if (allowance < request.amount) throw insufficientAllowanceError()
  }

  const toQuote = (request: SwapQuoteRequest, route: Route): SwapQuote => {
    const toAmount = route.amounts[route.amounts.length - 1]!
    return { fromAmount: request.amount, toAmount, priceImpact: priceImpact(request.amount, toAmount, route.hops) }
  }

  return {
    name: 'uniswap-v2',
    supports: (chainId) => chains.get(chainId)?.config.uniswapV2 !== undefined,
    async tokens(chainId) {
      const { chain } = runtime(chainId)
      const native = chain.config.nativeCurrency
      return [
        { address: NATIVE_ASSET, name: native.name, symbol: native.symbol, decimals: native.decimals },
        ...chain.config.tokens.map((token) => ({
          address: token.address as Address,
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
          ...(token.iconUrl ? { logoUri: token.iconUrl } : {}),
        })),
      ]
    },
    async quote(request) {
      return toQuote(request, await bestRoute(request, false))
    },
    async buildSwap(request) {
      const { chain, uniswap } = runtime(request.chainId)
      const route = await bestRoute(request, true)
      const quoted = route.amounts[route.amounts.length - 1]!
      // slippage in percent with up to 2 decimals → basis points
      const minOut = (quoted * (10_000n - BigInt(Math.round(request.slippage * 100)))) / 10_000n
      const deadline = BigInt(Math.floor(now() / 1000) + parameters.deadlineSeconds)
      const path = [...route.path]
      const data = isNative(request.from)
        ? encodeFunctionData({ abi: uniswapV2RouterAbi, functionName: 'swapExactETHForTokens', args: [minOut, path, request.userAddress, deadline] })
        : isNative(request.to)
          ? encodeFunctionData({
              abi: uniswapV2RouterAbi,
              functionName: 'swapExactTokensForETH',
              args: [request.amount, minOut, path, request.userAddress, deadline],
            })
          : encodeFunctionData({
              abi: uniswapV2RouterAbi,
              functionName: 'swapExactTokensForTokens',
              args: [request.amount, minOut, path, request.userAddress, deadline],
            })
      const value = isNative(request.from) ? request.amount : 0n
      const to = uniswap.router as Address
      // Without estimation the caller only wants the shape and gas bound (a fee preview).
      if (!request.disableEstimate) await checkFunds(chain, to, request)
      const [gasPrice, gas] = await Promise.all([
        chain.client.getGasPrice(),
        request.disableEstimate
          ? Promise.resolve(UNESTIMATED_GAS_PER_HOP * BigInt(path.length))
          : estimateGasOrExplain(chain.client, { account: request.userAddress, to, data, value }),
      ])
      return { to, data, value, gas, gasPrice }
    },
    async allowance(chainId, token, owner) {
      const { chain, uniswap } = runtime(chainId)
      if (isNative(token)) return maxUint256
      return (await readErc20Funds(chain.client, token, owner, uniswap.router as Address, 'tokenAddress')).allowance
    },
    async buildApprove(chainId, token, owner, amount) {
      const { chain, uniswap } = runtime(chainId)
      if (isNative(token)) throw nativeNeedsNoApprovalError()
      // ERC-721 shares approve(address,uint256): without this check an NFT contract gets an approval of token `amount`.
      await readErc20Funds(chain.client, token, owner, uniswap.router as Address, 'from')
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [uniswap.router as Address, amount ?? maxUint256] })
      const [gasPrice, gas] = await Promise.all([
        chain.client.getGasPrice(),
        estimateGasOrExplain(chain.client, { account: owner, to: token, data, value: 0n }),
      ])
      return { to: token, data, value: 0n, gas, gasPrice }
    },
    async gasPrice(chainId) {
      return runtime(chainId).chain.client.getGasPrice()
    },
  }
}
