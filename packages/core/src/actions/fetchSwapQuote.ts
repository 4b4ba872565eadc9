import { buildSwapTransaction } from '../api/buildSwapTransaction.js'
import { getSwapAllowance } from '../api/getSwapAllowance.js'
import { getSwapGasPrice } from '../api/getSwapGasPrice.js'
import { getSwapQuote } from '../api/getSwapQuote.js'
import type { Kit } from '../kit.js'
import { type SwapToken, swapNativeAddress } from '../state/swap.js'
import { swapAccount } from '../swap/swapAccount.js'
import { applySlippage, formatSwapAmount, toSmallestUnit } from '../swap/swapAmounts.js'
import { swapTokenBalance } from '../swap/swapTokenBalance.js'
import { toSwapError } from '../swap/toSwapError.js'

const quoteOut = async (kit: Kit, from: SwapToken, to: SwapToken, amount: bigint, userAddress: string) => {
  const { quotes } = await getSwapQuote(kit.api!, { from: from.caip10, to: to.caip10, amount: amount.toString(), userAddress })
  const quote = quotes[0]!
  return { toAmount: BigInt(quote.toAmount), priceImpact: quote.priceImpact ?? null }
}

/**
 * Quotes the swap set up in the state (`GET /v1/convert/quotes`): the `to` amount for an exact
 * `from` amount, or for an exact `to` amount the `from` amount (a reverse quote, corrected once
 * with a forward one). Then the minimum received (slippage), the network fee (gas price ×
 * the provider's gas limit) and the allowance. A quote that comes back after the inputs changed
 * is dropped.
 */
export async function fetchSwapQuote(kit: Kit): Promise<void> {
  const slice = kit._internal.state.swap
  const account = swapAccount(kit)
  const { fromToken: from, toToken: to, exactSide, slippage } = slice
  const typed = exactSide === 'from' ? slice.fromAmount : slice.toAmount
  const current = () =>
    slice.fromToken === from &&
    slice.toToken === to &&
    slice.exactSide === exactSide &&
    slice.slippage === slippage &&
    (exactSide === 'from' ? slice.fromAmount : slice.toAmount) === typed
  if (!kit.api || !account || !from || !to) {
    slice.quoteLoading = false
    return
  }
  const amount = toSmallestUnit(typed, exactSide === 'from' ? from.decimals : to.decimals)
  if (amount === undefined) {
    slice.quoteLoading = false
    slice.error = { code: 'invalidAmount', message: 'Invalid amount' }
    return
  }
  slice.quoteLoading = true
  try {
    let fromAmount = amount
    let quoted: { toAmount: bigint; priceImpact: number | null }
    if (exactSide === 'from') quoted = await quoteOut(kit, from, to, amount, account.caip10)
    else {
      const reverse = await quoteOut(kit, to, from, amount, account.caip10)
      quoted = await quoteOut(kit, from, to, reverse.toAmount, account.caip10)
      // One correction: scale the input by how far the forward quote missed the wanted output.
      if (quoted.toAmount > 0n) fromAmount = (reverse.toAmount * amount) / quoted.toAmount + 1n
      quoted = await quoteOut(kit, from, to, fromAmount, account.caip10)
    }
    if (!current()) return
    slice.quote = {
      fromAmount: fromAmount.toString(),
      toAmount: quoted.toAmount.toString(),
      priceImpact: quoted.priceImpact,
      minimumReceived: formatSwapAmount(applySlippage(quoted.toAmount, slippage), to.decimals, to.decimals),
    }
    if (exactSide === 'from') slice.toAmount = formatSwapAmount(quoted.toAmount, to.decimals)
    else slice.fromAmount = formatSwapAmount(fromAmount, from.decimals, from.decimals)
    slice.error =
      fromAmount > (toSmallestUnit(swapTokenBalance(kit, from), from.decimals) ?? 0n)
        ? { code: 'insufficientBalance', message: 'Insufficient balance' }
        : undefined
    const [gasPrice, fee, allowance] = await Promise.all([
      getSwapGasPrice(kit.api, { chainId: account.networkId }),
      buildSwapTransaction(kit.api, {
        amount: fromAmount.toString(),
        from: from.caip10,
        to: to.caip10,
        userAddress: account.caip10,
        slippage,
        disableEstimate: true,
      }),
      from.address === swapNativeAddress ? Promise.resolve(undefined) : getSwapAllowance(kit.api, { tokenAddress: from.caip10, userAddress: account.caip10 }),
    ])
    if (!current()) return
    slice.gasPrice = gasPrice.standard
    slice.networkFee = formatSwapAmount(BigInt(fee.tx.eip155.gas) * BigInt(gasPrice.standard), 18)
    slice.allowance = allowance?.allowance
  } catch (error) {
    if (!current()) return
    slice.quote = undefined
    slice.error = toSwapError(error)
  } finally {
    if (current()) slice.quoteLoading = false
  }
}
