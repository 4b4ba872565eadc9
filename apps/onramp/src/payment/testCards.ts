/**
 * The sandbox's test numbers, as real providers publish them (the card numbers are Stripe's):
 * every other Luhn-valid card or bank account succeeds.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
} as const

export const TEST_BANK = {
  routing: '110000000',
  account: '000123456789',
  /** Debits from this account fail (returned by the bank). */
  failingAccount: '000111111116',
} as const

export type ChargeOutcome = { readonly kind: 'approved' } | { readonly kind: 'declined'; readonly reason: string } | { readonly kind: 'challenge' }

export function cardOutcome(number: string): ChargeOutcome {
  if (number === TEST_CARDS.decline) return { kind: 'declined', reason: 'Your card was declined.' }
  if (number === TEST_CARDS.insufficientFunds) return { kind: 'declined', reason: 'Your card has insufficient funds.' }
  if (number === TEST_CARDS.threeDSecure) return { kind: 'challenge' }
  return { kind: 'approved' }
}

export function bankOutcome(account: string): ChargeOutcome {
  if (account === TEST_BANK.failingAccount) return { kind: 'declined', reason: 'The bank account could not be debited.' }
  return { kind: 'approved' }
}
