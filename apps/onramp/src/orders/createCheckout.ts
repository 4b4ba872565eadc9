import type { Hex } from 'viem'
import { isAbaRoutingValid } from '../payment/aba.js'
import { isLuhnValid } from '../payment/luhn.js'
import { assertWithinLimits, type FiatCurrency, LimitError, type PaymentMethod } from '../payment/paymentMethods.js'
import { bankOutcome, cardOutcome } from '../payment/testCards.js'
import type { Payout } from '../payout/createPayout.js'
import type { PayoutChain, PurchaseAsset } from '../pricing/assets.js'
import { computeQuote, type Rates } from '../pricing/computeQuote.js'
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

/** A refusal the buyer can fix (bad card number, over the limit): a 400 with this message. */
export class CheckoutError extends Error {
  override name = 'CheckoutError'
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message)
  }
}

export interface Checkout {
  pay(order: Order, request: PayRequest): Promise<Order>
  completeChallenge(order: Order, passed: boolean): Promise<Order>
  /** Finishes the payouts a stop or a crash left half-way (same signed transaction, never a second one). */
  resume(): Promise<void>
  /** Resolves when every payout started so far has finished (tests and a clean stop). */
  idle(): Promise<void>
}

function checkDetails(details: PaymentDetails, now: Date): void {
  if (details.method === 'card') {
    if (!/^\d{12,19}$/.test(details.number) || !isLuhnValid(details.number)) throw new CheckoutError('The card number is not valid.')
    const expiry = /^(\d{2})\/(\d{2})$/.exec(details.expiry)
    const month = Number(expiry?.[1])
    if (!expiry || month < 1 || month > 12) throw new CheckoutError('The expiry date must be MM/YY.')
    const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), month, 1))
    if (endOfMonth.getTime() <= now.getTime()) throw new CheckoutError('The card has expired.')
    if (!/^\d{3,4}$/.test(details.cvc)) throw new CheckoutError('The security code must be 3 or 4 digits.')
    return
  }
  if (!isAbaRoutingValid(details.routing)) throw new CheckoutError('The routing number is not valid.')
  if (!/^\d{4,17}$/.test(details.account)) throw new CheckoutError('The account number must be 4 to 17 digits.')
}

/** The sandbox's payment processing: checks, limits, the test numbers' outcomes, then the payout. */
export function createCheckout(options: {
  store: OrderStore
  payout: Payout
  chains: ReadonlyMap<string, PayoutChain>
  rates: Rates
  now: () => number
  log: (message: string) => void
}): Checkout {
  const { store, payout, chains, rates, now, log } = options
  const running = new Map<string, Promise<void>>()

  const runPayout = (order: Order): Promise<void> => {
    const existing = running.get(order.id)
    if (existing) return existing
    const task = (async () => {
      const chain = chains.get(order.network)
      if (!chain || !order.purchaseUnits) return store.finish(order.id, 'failed', 'The network is no longer available.')
      try {
        let rawTx = order.rawTx as Hex | null
        if (!rawTx) {
          const signed = await payout.sign({ chain, asset: order.asset as PurchaseAsset, to: order.destination as Hex, units: BigInt(order.purchaseUnits) })
          await store.recordPayout(order.id, signed.rawTx, signed.txHash)
          rawTx = signed.rawTx
        }
        const status = await payout.send(chain, rawTx)
        await store.finish(
          order.id,
          status === 'success' ? 'completed' : 'failed',
          status === 'success' ? undefined : 'The payout failed; the payment was refunded.',
        )
      } catch (error) {
        // Left in processing: the next start (or resume) sends the stored transaction again.
        log(`payout of ${order.id} not finished: ${error instanceof Error ? error.message : String(error)}`)
      }
    })().finally(() => running.delete(order.id))
    running.set(order.id, task)
    return task
  }

  const reload = async (id: string): Promise<Order> => {
    const order = await store.get(id)
    if (!order) throw new CheckoutError('This checkout does not exist.', 404)
    return order
  }

  return {
    async pay(order, request) {
      if (order.status !== 'pending') {
        // The same payment submitted again (a double click, a retry): the same answer, no second charge.
        if (order.paymentKey === request.idempotencyKey) return order
        throw new CheckoutError('This order is already paid.', 409)
      }
      const method: PaymentMethod = request.details.method
      try {
        assertWithinLimits(method, request.currency, request.subtotalCents)
      } catch (error) {
        if (error instanceof LimitError) throw new CheckoutError(error.message)
        throw error
      }
      checkDetails(request.details, new Date(now()))
      const outcome = request.details.method === 'card' ? cardOutcome(request.details.number) : bankOutcome(request.details.account)
      if (outcome.kind === 'declined') {
        await store.reject(order.id, outcome.reason)
        throw new CheckoutError(outcome.reason, 400)
      }
      const quote = computeQuote({ asset: order.asset as PurchaseAsset, currency: request.currency, subtotalCents: request.subtotalCents }, rates)
      const claimed = await store.claim(order.id, outcome.kind === 'challenge' ? 'challenge' : 'processing', {
        method,
        subtotalCents: request.subtotalCents,
        totalCents: quote.totalCents,
        purchaseUnits: quote.purchaseUnits.toString(),
        purchaseAmount: quote.purchaseAmount.amount,
        paymentKey: request.idempotencyKey,
      })
      if (!claimed) {
        const current = await reload(order.id)
        if (current.paymentKey === request.idempotencyKey) return current
        throw new CheckoutError('This order is already paid.', 409)
      }
      if (claimed.status === 'processing') void runPayout(claimed)
      return claimed
    },
    async completeChallenge(order, passed) {
      if (order.status !== 'challenge') throw new CheckoutError('No card authentication is waiting.', 409)
      const resolved = await store.resolveChallenge(order.id, passed)
      if (!resolved) return reload(order.id)
      if (resolved.status === 'processing') void runPayout(resolved)
      return resolved
    },
    async resume() {
      for (const order of await store.unfinished()) void runPayout(order)
    },
    async idle() {
      await Promise.all(running.values())
    },
  }
}
