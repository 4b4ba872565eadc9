/** The payment methods of the sandbox, with the ids of docs/rules/entities.md (`payment_method_limits`). */
export const PAYMENT_METHODS = ['card', 'ach_bank_account'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const FIAT_CURRENCIES = ['USD', 'EUR'] as const
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number]

/** Limits in cents per payment method, the same for USD and EUR (docs/rules/limits.md). */
export const PAYMENT_LIMITS: Readonly<Record<PaymentMethod, { readonly min: number; readonly max: number }>> = {
  card: { min: 10_00, max: 7_500_00 },
  ach_bank_account: { min: 10_00, max: 25_000_00 },
}

/** `1234` cents → `'12.34'`. */
export function formatCents(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** `'12.3'` → 1230 cents; undefined for anything but a plain non-negative amount with at most two decimals. */
export function parseCents(amount: string): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount.trim())
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

export class LimitError extends Error {
  override name = 'LimitError'
}

/** Throws a {@link LimitError} naming the limit when `cents` is outside the method's limits. */
export function assertWithinLimits(method: PaymentMethod, currency: FiatCurrency, cents: number): void {
  const { min, max } = PAYMENT_LIMITS[method]
  const label = method === 'card' ? 'card' : 'bank account'
  if (cents < min) throw new LimitError(`The minimum ${label} purchase is ${formatCents(min)} ${currency}`)
  if (cents > max) throw new LimitError(`The maximum ${label} purchase is ${formatCents(max)} ${currency}`)
}
