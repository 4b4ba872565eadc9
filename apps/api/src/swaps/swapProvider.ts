import type { Address, Hex } from 'viem'

/** The address 1inch and AppKit use for a chain's native currency. */
export const NATIVE_ASSET = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE' as const

export const isNative = (address: string): boolean => address.toLowerCase() === NATIVE_ASSET.toLowerCase()

export interface SwapToken {
  /** {@link NATIVE_ASSET} for the native currency. */
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  readonly logoUri?: string
}

export interface SwapQuoteRequest {
  /** CAIP-2 chain id. */
  readonly chainId: string
  readonly from: Address
  readonly to: Address
  /** Amount of `from` in its smallest unit. */
  readonly amount: bigint
}

export interface SwapQuote {
  readonly fromAmount: bigint
  readonly toAmount: bigint
  /** Percent the trade moves the price (undefined when the provider does not tell). */
  readonly priceImpact: number | undefined
}

export interface UnsignedTransaction {
  readonly to: Address
  readonly data: Hex
  readonly value: bigint
  /** Gas limit (estimated against the chain unless estimation was turned off). */
  readonly gas: bigint
  readonly gasPrice: bigint
}

export interface BuildSwapRequest extends SwapQuoteRequest {
  readonly userAddress: Address
  /** Slippage tolerance in percent (docs/rules/limits.md default: 1). */
  readonly slippage: number
  readonly disableEstimate: boolean
}

/**
 * What `/v1/convert/*` needs from a swap backend. Implementations: the on-chain Uniswap V2
 * router ({@link createUniswapV2Provider}) and a 1inch-style HTTP aggregator
 * ({@link createAggregatorProvider}). Errors are {@link ApiError}s (400 for what the caller can
 * fix, 502 when the backend fails).
 */
export interface SwapProvider {
  readonly name: string
  supports(chainId: string): boolean
  tokens(chainId: string): Promise<readonly SwapToken[]>
  quote(request: SwapQuoteRequest): Promise<SwapQuote>
  buildSwap(request: BuildSwapRequest): Promise<UnsignedTransaction>
  allowance(chainId: string, token: Address, owner: Address): Promise<bigint>
  buildApprove(chainId: string, token: Address, owner: Address, amount: bigint | undefined): Promise<UnsignedTransaction>
  gasPrice(chainId: string): Promise<bigint>
}
