import type { CaipNetworkId } from '../types.js'

/** The address the convert API uses for a network's native currency. */
export const swapNativeAddress = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** What a swap can be opened with (AppKit's `open({ view: 'Swap', arguments })`). */
export type SwapPresets = {
  /** Symbol or contract address; default: the native currency. */
  fromToken?: string | undefined
  /** Symbol or contract address. */
  toToken?: string | undefined
  /** Whole units of `fromToken`. */
  amount?: string | undefined
}

/** A token of the swap provider on the account's network, with the account's balance. */
export type SwapToken = {
  symbol: string
  name: string
  decimals: number
  /** Contract address, or {@link swapNativeAddress} for the native currency. */
  address: string
  /** CAIP-10 id (`eip155:<id>:<address>`), as the convert API takes it. */
  caip10: string
  logoUri?: string | undefined
  /** The account's balance in whole units ('0' when it holds none). */
  balance: string
  /** Fiat price of one unit (`POST /v1/fungible/price`), when known. */
  price?: number | undefined
}

/** Why the swap cannot go on; the UI shows the matching text (docs/rules/errors.md where it has one). */
export type SwapErrorCode =
  | 'networkNotSupported'
  | 'gasPriceNotSupported'
  | 'insufficientBalance'
  | 'insufficientLiquidity'
  | 'invalidAmount'
  | 'rejected'
  | 'failed'

export type SwapQuote = {
  /** Smallest units. */
  fromAmount: string
  toAmount: string
  /** Percent the trade moves the price; null when the provider does not tell. */
  priceImpact: number | null
  /** Whole units of the `to` token the swap pays at least (the slippage applied). */
  minimumReceived: string
}

/** idle → (approving →) swapping → success, or error; `approving` and `swapping` wait for the wallet and the chain. */
export type SwapStatus = 'idle' | 'approving' | 'swapping' | 'success' | 'error'

/** docs/rules/screens.md Swap view and section 9 (slippage 1 %, debounce 500 ms). */
export type SwapState = {
  networkId: CaipNetworkId | undefined
  tokens: SwapToken[]
  tokensLoading: boolean
  fromToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** As typed, whole units. */
  fromAmount: string
  toAmount: string
  /** Which side the user typed: the other one follows the quote. */
  exactSide: 'from' | 'to'
  /** Slippage tolerance in percent. */
  slippage: number
  quote: SwapQuote | undefined
  quoteLoading: boolean
  /** Gas price (wei) and the swap's network fee in whole native units, once known. */
  gasPrice: string | undefined
  networkFee: string | undefined
  /** What the provider may spend of `fromToken` (smallest units); undefined until read. */
  allowance: string | undefined
  status: SwapStatus
  approveHash: string | undefined
  swapHash: string | undefined
  error: { code: SwapErrorCode; message: string } | undefined
}

/** The slippage a new swap starts with, in percent (1 %): the least the swap may pay out is the quote less this. */
export const defaultSwapSlippage = 1

export function createSwapState(): SwapState {
  return {
    networkId: undefined,
    tokens: [],
    tokensLoading: false,
    fromToken: undefined,
    toToken: undefined,
    fromAmount: '',
    toAmount: '',
    exactSide: 'from',
    slippage: defaultSwapSlippage,
    quote: undefined,
    quoteLoading: false,
    gasPrice: undefined,
    networkFee: undefined,
    allowance: undefined,
    status: 'idle',
    approveHash: undefined,
    swapHash: undefined,
    error: undefined,
  }
}
