import type { OnRampState } from '../state/onramp.js'

export type OnRampLimits = { min: number; max: number; currency: string }

/** The payment method's limits in the payment currency (from the options, or the default list). */
export function onRampLimits(state: Pick<OnRampState, 'paymentCurrencies' | 'paymentCurrency' | 'paymentMethod'>): OnRampLimits | undefined {
  const currency = state.paymentCurrencies.find((candidate) => candidate.id === state.paymentCurrency)
  const limit = currency?.payment_method_limits.find((candidate) => candidate.id === state.paymentMethod)
  if (!limit) return undefined
  return { min: Number(limit.min), max: Number(limit.max), currency: state.paymentCurrency }
}

/**
 * Why the amount cannot be bought, or undefined: checked in the modal before the provider's
 * checkout opens, so a purchase never leaves the modal outside the limits.
 */
export function validateOnRampAmount(state: Pick<OnRampState, 'amount' | 'paymentCurrencies' | 'paymentCurrency' | 'paymentMethod'>): string | undefined {
  const amount = state.amount.trim()
  if (amount === '') return 'Enter an amount'
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return 'Enter an amount with at most two decimals'
  const limits = onRampLimits(state)
  if (!limits) return `${state.paymentCurrency} is not available for this payment method`
  const value = Number(amount)
  if (value < limits.min) return `The minimum is ${limits.min.toFixed(2)} ${limits.currency}`
  if (value > limits.max) return `The maximum is ${limits.max.toFixed(2)} ${limits.currency}`
  return undefined
}
