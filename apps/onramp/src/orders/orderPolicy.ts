import type { RefundReason } from './orderStore.js'

/** The deadlines and retry bounds every order follows (the config's, configurable by env for tests). */
export interface OrderPolicy {
  /** A checkout not paid within this time ends `expired`. */
  readonly checkoutTtlMs: number
  /** A paid order's payout is final (completed, or failed and refunded) within this time. */
  readonly payoutDeadlineMs: number
  /** Signing attempts (and replaced transactions) before a payout fails. */
  readonly maxAttempts: number
  /** The first retry's delay; each next one doubles it. */
  readonly retryBaseMs: number
  /** How long one look at a sent payout waits for its receipt. */
  readonly confirmMs: number
  /** How often the sweeper moves overdue orders on. */
  readonly sweepIntervalMs: number
}

/** The words the hosted page and the API show with each refund reason. */
export const REFUND_MESSAGES: Readonly<Record<RefundReason, string>> = {
  destination_refused: 'The destination wallet cannot receive this transfer. Your payment was refunded.',
  provider_unfunded: 'The provider could not send the crypto right now. Your payment was refunded.',
  payout_reverted: 'The transfer to your wallet failed on the network. Your payment was refunded.',
  payout_timeout: 'The crypto could not be sent in time. Your payment was refunded.',
}

export const retryDelay = (policy: OrderPolicy, attempts: number): number => policy.retryBaseMs * 2 ** Math.min(attempts, 10)
