import { InvalidSlippageError } from '../errors/swap.js'
import type { Kit } from '../kit.js'
import type { SwapState } from '../state/swap.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'

/** docs/rules/limits.md: debounce default 500 ms between typing and the quote request. */
export const swapQuoteDebounceMs = 500

export type UpdateSwapParameters = Partial<Pick<SwapState, 'fromToken' | 'toToken' | 'fromAmount' | 'toAmount' | 'slippage'>>

/**
 * Changes the swap being set up. Typing the `to` amount makes it the exact side (the `from`
 * amount follows). The last quote no longer applies; a new one is asked 500 ms after the last
 * change (docs/rules/limits.md), so typing does not send a request per key.
 */
export function updateSwap(kit: Kit, parameters: UpdateSwapParameters): void {
  const slice = kit._internal.state.swap
  if (parameters.slippage !== undefined && !(parameters.slippage >= 0.01 && parameters.slippage <= 50))
    throw new InvalidSlippageError({ slippage: parameters.slippage })
  Object.assign(slice, parameters)
  if (parameters.toAmount !== undefined) slice.exactSide = 'to'
  else if (parameters.fromAmount !== undefined) slice.exactSide = 'from'
  if (parameters.fromToken !== undefined || parameters.toToken !== undefined) slice.allowance = undefined
  slice.quote = undefined
  slice.networkFee = undefined
  if (slice.status === 'error' || slice.status === 'success') slice.status = 'idle'
  if (slice.error?.code !== 'networkNotSupported') slice.error = undefined
  const key = 'timer:swapQuote'
  kit._internal.cleanups.get(key)?.()
  const typed = slice.exactSide === 'from' ? slice.fromAmount : slice.toAmount
  if (!slice.fromToken || !slice.toToken || !typed.trim()) {
    if (slice.exactSide === 'from') slice.toAmount = ''
    else slice.fromAmount = ''
    slice.quoteLoading = false
    return
  }
  slice.quoteLoading = true
  const timer = setTimeout(() => {
    kit._internal.cleanups.delete(key)
    void fetchSwapQuote(kit)
  }, swapQuoteDebounceMs)
  kit._internal.cleanups.set(key, () => clearTimeout(timer))
}
