import { getOnRampQuote } from '../api/getOnRampQuote.js'
import { ApiRequestError } from '../errors/api.js'
import type { Kit } from '../kit.js'
import { estimateOnRampQuote } from '../onramp/estimateOnRampQuote.js'
import { validateOnRampAmount } from '../onramp/onRampLimits.js'

/**
 * Quotes the purchase set up in the on-ramp state (`POST /v1/onramp/quote`). An amount outside
 * the limits is an error without a request; a provider refusal is its message; a provider or API
 * that cannot answer gives an estimated quote (docs/rules/calls.md), labelled as such in the UI.
 * A quote that comes back after the inputs changed is dropped.
 */
export async function fetchOnRampQuote(kit: Kit): Promise<void> {
  const slice = kit._internal.state.onramp
  const invalid = validateOnRampAmount(slice)
  if (invalid) {
    slice.quote = undefined
    slice.quotesLoading = false
    slice.error = invalid
    return
  }
  const input = {
    purchaseCurrency: slice.purchaseCurrency,
    paymentCurrency: slice.paymentCurrency,
    amount: slice.amount.trim(),
    network: slice.network ?? '',
    paymentMethod: slice.paymentMethod,
    provider: slice.provider,
  }
  const current = () =>
    slice.amount.trim() === input.amount &&
    slice.purchaseCurrency === input.purchaseCurrency &&
    slice.paymentCurrency === input.paymentCurrency &&
    slice.network === input.network &&
    slice.paymentMethod === input.paymentMethod
  slice.quotesLoading = true
  slice.error = undefined
  try {
    if (!kit.api || slice.optionsSource !== 'provider') throw new Error('The provider cannot be asked')
    const quote = await getOnRampQuote(kit.api, input)
    if (current()) slice.quote = { ...quote, estimated: false }
  } catch (error) {
    if (!current()) return
    if (error instanceof ApiRequestError && error.kind === 'http' && error.status === 400 && error.code === 'ONRAMP_REFUSED') {
      slice.quote = undefined
      slice.error = error.details || error.shortMessage
    } else slice.quote = estimateOnRampQuote(slice)
  } finally {
    if (current()) slice.quotesLoading = false
  }
}
