import { ApiError } from '../http/apiError.js'
import type { OnRampOptions } from './onRampSchemas.js'

const toCents = (amount: string): number | undefined => {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount)
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : undefined
}
const formatCents = (cents: number): string => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** A preset amount outside the provider's limits: a 400 saying the limit, before any URL is issued. */
export class AmountOutOfRangeError extends ApiError {
  override name = 'AmountOutOfRangeError'
  constructor(message: string) {
    super(400, { message, code: 'ONRAMP_AMOUNT_OUT_OF_RANGE' })
  }
}

/**
 * Checks `presetFiatAmount` against the provider's `payment_method_limits` for the currency: at
 * least the smallest minimum and at most the largest maximum of its payment methods (the buyer
 * picks the method in the checkout). A currency the provider does not take is refused too.
 */
export function checkPresetAmount(options: OnRampOptions, currency: string, amount: number): void {
  const offered = options.paymentCurrencies.find((candidate) => candidate.id === currency)
  if (!offered) throw new AmountOutOfRangeError(`The provider does not take payments in ${currency}`)
  const limits = offered.payment_method_limits.flatMap((limit) => {
    const min = toCents(limit.min)
    const max = toCents(limit.max)
    return min === undefined || max === undefined ? [] : [{ min, max }]
  })
  if (limits.length === 0) return
  const cents = Math.round(amount * 100)
  const min = Math.min(...limits.map((limit) => limit.min))
  const max = Math.max(...limits.map((limit) => limit.max))
  if (cents < min) throw new AmountOutOfRangeError(`The minimum purchase is ${formatCents(min)} ${currency}`)
  if (cents > max) throw new AmountOutOfRangeError(`The maximum purchase is ${formatCents(max)} ${currency}`)
}
