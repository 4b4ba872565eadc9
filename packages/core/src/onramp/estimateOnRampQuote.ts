import type { OnRampQuote, OnRampState } from '../state/onramp.js'

const stablecoins = new Set(['USDC', 'USDT', 'DAI', 'EURC'])
/** The docs/rules' provider fee range is 1–2 %: an estimate takes the top of it. */
const estimatedFeeRate = 0.02

const cents = (value: number) => (Math.ceil(value * 100 - 1e-9) / 100).toFixed(2)

/**
 * The quote shown when the provider cannot be asked (docs/rules/calls.md: a failed quote returns a
 * mocked quote): the amount, a 2 % fee and, for a stablecoin of the payment currency, 1:1.
 * The UI labels it as an estimate.
 */
export function estimateOnRampQuote(state: Pick<OnRampState, 'amount' | 'paymentCurrency' | 'purchaseCurrency'>): OnRampQuote {
  const amount = Number(state.amount)
  const currency = state.paymentCurrency
  const fee = Math.ceil(amount * estimatedFeeRate * 100) / 100
  const sameValue = stablecoins.has(state.purchaseCurrency) && state.purchaseCurrency.startsWith(currency.slice(0, 2))
  return {
    paymentSubtotal: { amount: cents(amount), currency },
    providerFee: { amount: cents(fee), currency },
    networkFee: { amount: '0.00', currency },
    paymentTotal: { amount: cents(amount + fee), currency },
    purchaseAmount: { amount: sameValue ? String(amount) : '—', currency: state.purchaseCurrency },
    quoteId: 'estimate',
    estimated: true,
  }
}
