import type { Kit } from '../kit.js'
import { createSwapState, type SwapPresets, type SwapToken, swapNativeAddress } from '../state/swap.js'
import { emitEvent } from './emitEvent.js'
import { accountEventContext } from './eventContext.js'
import { fetchSwapTokens } from './fetchSwapTokens.js'
import { updateSwap } from './updateSwap.js'

export type StartSwapParameters = SwapPresets

const pick = (tokens: readonly SwapToken[], wanted: string | undefined): SwapToken | undefined =>
  wanted === undefined
    ? undefined
    : tokens.find((token) => token.symbol.toLowerCase() === wanted.toLowerCase() || token.address.toLowerCase() === wanted.toLowerCase())

/**
 * A new swap (the Swap view, `open({ view: 'Swap', arguments })`): the state is reset (the
 * slippage setting kept), the provider's tokens are read and the presets applied; an amount
 * starts the quote.
 */
export async function startSwap(kit: Kit, { fromToken, toToken, amount }: StartSwapParameters = {}): Promise<void> {
  kit._internal.cleanups.get('timer:swapQuote')?.()
  const slice = kit._internal.state.swap
  Object.assign(slice, { ...createSwapState(), slippage: slice.slippage })
  emitEvent(kit, 'OPEN_SWAP', accountEventContext(kit, 'eip155'))
  await fetchSwapTokens(kit)
  const from = pick(slice.tokens, fromToken) ?? slice.tokens.find((token) => token.address === swapNativeAddress)
  const to = pick(slice.tokens, toToken)
  updateSwap(kit, { fromToken: from, toToken: to && to !== from ? to : undefined, ...(amount !== undefined ? { fromAmount: amount } : {}) })
}
