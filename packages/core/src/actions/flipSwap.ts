import type { Kit } from '../kit.js'
import { updateSwap } from './updateSwap.js'

/** Swaps the two sides: the `to` token is paid with, the amount received becomes the amount paid. */
export function flipSwap(kit: Kit): void {
  const { fromToken, toToken, toAmount } = kit._internal.state.swap
  updateSwap(kit, { fromToken: toToken, toToken: fromToken, fromAmount: toAmount })
}
