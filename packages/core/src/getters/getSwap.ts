import type { Kit } from '../kit.js'
import type { SwapState } from '../state/swap.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetSwapReturnType = Readonly<SwapState>

/** The swap being set up: tokens, amounts, quote, fees, allowance and, once sent, its status. */
export function getSwap(kit: Kit): GetSwapReturnType {
  return select(kit, 'swap', (state) => state.swap)
}

export function watchSwap(kit: Kit, parameters: WatchParameters<GetSwapReturnType>) {
  return watch(kit, getSwap, parameters)
}
