import { buildSwapTransaction } from '../api/buildSwapTransaction.js'
import type { Kit } from '../kit.js'
import { swapNativeAddress } from '../state/swap.js'
import { swapAccount } from '../swap/swapAccount.js'
import { swapEventProperties } from '../swap/swapEventProperties.js'
import { toSwapError } from '../swap/toSwapError.js'
import { waitForSwapTransaction } from './approveSwap.js'
import { emitEvent } from './emitEvent.js'
import { fetchSwapTokens } from './fetchSwapTokens.js'
import { refreshAfterSend } from './refreshAfterSend.js'
import { sendTransaction } from './walletRequests.js'

/** Whether the `from` token needs an approval before the swap (never for the native currency). */
export function swapNeedsApproval(kit: Kit): boolean {
  const { fromToken, quote, allowance } = kit._internal.state.swap
  if (!fromToken || !quote || fromToken.address === swapNativeAddress) return false
  return allowance === undefined || BigInt(allowance) < BigInt(quote.fromAmount)
}

/**
 * The swap step of SwapPreview: builds the transaction for the quoted amount with the slippage
 * (`POST /v1/convert/build-transaction`), sends it with the connected wallet (any connector),
 * waits for it to be mined, then refreshes balances, tokens and activity. `status` goes
 * `swapping`, then `success` with the hash, or `error`; a refusal in the wallet leaves the swap
 * as it was. Never throws; resolves with the hash on success.
 */
export async function submitSwap(kit: Kit): Promise<string | undefined> {
  const slice = kit._internal.state.swap
  const account = swapAccount(kit)
  const { fromToken: from, toToken: to, quote, slippage } = slice
  if (!kit.api || !account || !from || !to || !quote || slice.status === 'approving' || slice.status === 'swapping') return undefined
  slice.status = 'swapping'
  slice.error = undefined
  const properties = swapEventProperties(kit)
  emitEvent(kit, 'INITIATE_SWAP', properties)
  try {
    const { tx } = await buildSwapTransaction(kit.api, { amount: quote.fromAmount, from: from.caip10, to: to.caip10, userAddress: account.caip10, slippage })
    const hash = await sendTransaction(kit, {
      namespace: 'eip155',
      to: tx.to.slice(tx.to.lastIndexOf(':') + 1),
      value: BigInt(tx.amount),
      data: tx.data,
      gas: BigInt(tx.eip155.gas),
    })
    slice.swapHash = hash
    await waitForSwapTransaction(kit, hash)
    slice.status = 'success'
    emitEvent(kit, 'SWAP_SUCCESS', properties)
    refreshAfterSend(kit, { hash, namespace: 'eip155' })
    void fetchSwapTokens(kit)
    return hash
  } catch (error) {
    slice.error = toSwapError(error)
    slice.status = slice.error.code === 'rejected' ? 'idle' : 'error'
    emitEvent(kit, 'SWAP_ERROR', { ...properties, message: slice.error.message })
    return undefined
  }
}
