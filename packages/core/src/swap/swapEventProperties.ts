import { accountEventContext } from '../actions/eventContext.js'
import type { Kit } from '../kit.js'

/** What AppKit's swap events carry: the network, the account type, and both sides' symbols and amounts (whole units). */
export function swapEventProperties(kit: Kit) {
  const { fromToken, toToken, fromAmount, toAmount } = kit._internal.state.swap
  return {
    ...accountEventContext(kit, 'eip155'),
    swapFromToken: fromToken?.symbol ?? '',
    swapToToken: toToken?.symbol ?? '',
    swapFromAmount: fromAmount,
    swapToAmount: toAmount,
  }
}
