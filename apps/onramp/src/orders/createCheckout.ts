import { isAbaRoutingValid } from '../payment/aba.js'
import { isLuhnValid } from '../payment/luhn.js'
import { assertWithinLimits, type FiatCurrency, LimitError, type PaymentMethod } from '../payment/paymentMethods.js'
import { bankOutcome, cardOutcome } from '../payment/testCards.js'
import type { Payout } from '../payout/createPayout.js'
import type { PayoutChain, PurchaseAsset } from '../pricing/assets.js'
import { computeQuote, type Rates } from '../pricing/computeQuote.js'
import { type AdvanceContext, advanceOrder } from './advanceOrder.js'
import type { OrderPolicy } from './orderPolicy.js'
import type { Order, OrderStore } from './orderStore.js'

export type PaymentDetails =
  | { readonly method: 'card'; readonly number: string; readonly expiry: string; readonly cvc: string }
  | { readonly method: 'ach_bank_account'; readonly routing: string; readonly account: string }

export interface PayRequest {
  readonly idempotencyKey: string
  readonly subtotalCents: number
  readonly currency: FiatCurrency
  readonly details: PaymentDetails
}

/** The checkout field a refusal concerns: the page keeps the error on screen until that field changes. */
export type CheckoutField = 'amount' | 'currency' | 'number' | 'expiry' | 'cvc' | 'routing' | 'account'

/** A refusal the buyer can fix (bad card number, over the limit): a 400 with this message. */
export class CheckoutError extends Error {
  override name = 'CheckoutError'
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
    readonly field?: CheckoutField,
  ) {
    super(message)
  }
}

export interface Checkout {
  pay(order: Order, request: PayRequest): Promise<Order>
  completeChallenge(order: Order, passed: boolean): Promise<Order>
  /**
   * One sweep: expires checkouts past their time, refunds failed orders and moves every paid order
   * that is due (or past its deadline) on. A stop or a crash left half-way is finished from what the
   * chain says (the same signed transaction, never a second payment).
   */
  sweep(): Promise<void>
  /** Resolves when every payout started so far has finished (tests and a clean stop). */
  idle(): Promise<void>
}

function checkDetails(details: PaymentDetails, now: Date): void {
  if (details.method === 'card') {
    if (!/^\d{12,19}$/.test(details.number) || !isLuhnValid(details.number)) throw new CheckoutError('The card number is not valid.', 400, 'number')
    const expiry = /^(\d{2})\/(\d{2})$/.exec(details.expiry)
    const month = Number(expiry?.[1])
    if (!expiry || month < 1 || month > 12) throw new CheckoutError('The expiry date must be MM/YY.', 400, 'expiry')
    const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), month, 1))
    if (endOfMonth.getTime() <= now.getTime()) throw new CheckoutError('The card has expired.', 400, 'expiry')
    if (!/^\d{3,4}$/.test(details.cvc)) throw new CheckoutError('The security code must be 3 or 4 digits.', 400, 'cvc')
    return
  }
  if (!isAbaRoutingValid(details.routing)) throw new CheckoutError('The routing number is not valid.', 400, 'routing')
  if (!/^\d{4,17}$/.test(details.account)) throw new CheckoutError('The account number must be 4 to 17 digits.', 400, 'account')
}

/** The refusals before anything is charged: the limits, the payment details, a declined test number (recorded on the order). */
async function screenPayment(store: OrderStore, order: Order, request: PayRequest, now: Date): Promise<'approved' | 'challenge'> {
  try {
    assertWithinLimits(request.details.method, request.currency, request.subtotalCents)
  } catch (error) {
    if (error instanceof LimitError) throw new CheckoutError(error.message, 400, 'amount')
    throw error
  }
  checkDetails(request.details, now)
  const outcome = request.details.method === 'card' ? cardOutcome(request.details.number) : bankOutcome(request.details.account)
  if (outcome.kind === 'declined') {
    await store.reject(order.id, outcome.reason)
    throw new CheckoutError(outcome.reason, 400, request.details.method === 'card' ? 'number' : 'account')
  }
  return outcome.kind === 'challenge' ? 'challenge' : 'approved'
}

/** Moves orders on, one task per order at a time: a sweep and a payment never move the same order at once. */
function createAdvancer(context: AdvanceContext) {
  const running = new Map<string, Promise<void>>()
  const advance = (order: Order): Promise<void> => {
    const existing = running.get(order.id)
    if (existing) return existing
    const task = advanceOrder(context, order)
      .catch((error: unknown) => context.log(`order ${order.id} not advanced: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => running.delete(order.id))
    running.set(order.id, task)
    return task
  }
  return { advance, running }
}

/** The sandbox's payment processing: checks, limits, the test numbers' outcomes, then the payout. */
export function createCheckout(options: {
  store: OrderStore
  payout: Payout
  chains: ReadonlyMap<string, PayoutChain>
  policy: OrderPolicy
  rates: Rates
  now: () => number
  log: (message: string) => void
}): Checkout {
  const { store, payout, chains, policy, rates, now, log } = options
  let sweeping: Promise<void> = Promise.resolve()
  const { advance, running } = createAdvancer({ store, payout, chains, policy, now, log })

  const reload = async (id: string): Promise<Order> => {
    const order = await store.get(id)
    if (!order) throw new CheckoutError('This checkout does not exist.', 404)
    return order
  }

  return {
    async pay(order, request) {
      if (order.status === 'pending' && order.createdAt + policy.checkoutTtlMs <= now()) await store.expire(now() - policy.checkoutTtlMs)
      if (order.status === 'expired' || order.createdAt + policy.checkoutTtlMs <= now())
        throw new CheckoutError('This checkout has expired. Start a new purchase.', 409)
      if (order.status !== 'pending') {
        // The same payment submitted again (a double click, a retry): the same answer, no second charge.
        if (order.paymentKey === request.idempotencyKey) return order
        throw new CheckoutError('This order is already paid.', 409)
      }
      const method: PaymentMethod = request.details.method
      const outcome = await screenPayment(store, order, request, new Date(now()))
      const quote = computeQuote({ asset: order.asset as PurchaseAsset, currency: request.currency, subtotalCents: request.subtotalCents }, rates)
      const claimed = await store.claim(
        order.id,
        outcome === 'challenge' ? 'challenge' : 'processing',
        {
          method,
          subtotalCents: request.subtotalCents,
          totalCents: quote.totalCents,
          purchaseUnits: quote.purchaseUnits.toString(),
          purchaseAmount: quote.purchaseAmount.amount,
          paymentKey: request.idempotencyKey,
        },
        now(),
        now() + policy.payoutDeadlineMs,
      )
      if (!claimed) {
        const current = await reload(order.id)
        if (current.paymentKey === request.idempotencyKey) return current
        throw new CheckoutError('This order is already paid.', 409)
      }
      if (claimed.status === 'processing') void advance(claimed)
      return claimed
    },
    async completeChallenge(order, passed) {
      if (order.status !== 'challenge') throw new CheckoutError('No card authentication is waiting.', 409)
      const resolved = await store.resolveChallenge(order.id, passed, now(), now() + policy.payoutDeadlineMs)
      if (!resolved) return reload(order.id)
      if (resolved.status === 'processing') void advance(resolved)
      return resolved
    },
    sweep() {
      // One sweep at a time (the timer's and a caller's queue up); idle() waits for it too.
      sweeping = sweeping.then(async () => {
        const expired = await store.expire(now() - policy.checkoutTtlMs)
        if (expired > 0) log(`${expired} checkout(s) expired unpaid`)
        await Promise.all((await store.due(now())).map(advance))
      })
      const done = sweeping
      sweeping = done.catch(() => undefined)
      return done
    },
    async idle() {
      await sweeping
      await Promise.all(running.values())
    },
  }
}
