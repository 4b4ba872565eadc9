import type { Hex } from 'viem'
import { type Payout, PayoutRefusedError } from '../payout/createPayout.js'
import type { PayoutChain, PurchaseAsset } from '../pricing/assets.js'
import { type OrderPolicy, REFUND_MESSAGES, retryDelay } from './orderPolicy.js'
import type { Order, OrderStore, RefundReason } from './orderStore.js'

export interface AdvanceContext {
  readonly store: OrderStore
  readonly payout: Payout
  readonly chains: ReadonlyMap<string, PayoutChain>
  readonly policy: OrderPolicy
  readonly now: () => number
  readonly log: (message: string) => void
}

const describe = (error: unknown): string => (error instanceof Error ? error.message.split('\n')[0]! : String(error))

/** The payout's deadline (an order stored before deadlines existed counts from its payment, or its creation). */
const deadlineOf = (order: Order, policy: OrderPolicy): number => order.deadlineAt ?? (order.paidAt ?? order.createdAt) + policy.payoutDeadlineMs

async function fail(context: AdvanceContext, order: Order, reason: RefundReason): Promise<void> {
  context.log(`payout of ${order.id} failed (${reason}); refunding ${order.totalCents ?? 0} cents`)
  await context.store.fail(order.id, reason, REFUND_MESSAGES[reason])
  await context.store.refund(order.id, context.now())
}

/** processing: sign the payout and store it (→ submitted) before anything is sent. */
async function signPayout(context: AdvanceContext, order: Order, chain: PayoutChain): Promise<Order | undefined> {
  const { store, payout, policy, now } = context
  if (now() >= deadlineOf(order, policy) || order.attempts >= policy.maxAttempts) {
    await fail(context, order, 'payout_timeout')
    return undefined
  }
  try {
    let stored: Order | undefined
    const request = { chain, asset: order.asset as PurchaseAsset, to: order.destination as Hex, units: BigInt(order.purchaseUnits ?? '0') }
    // Stored before it is broadcast; signed and broadcast in the chain's queue, so the next payout takes the next nonce.
    await payout.submit(request, async (signed) => {
      stored = await store.recordPayout(order.id, signed.rawTx, signed.txHash)
      return stored !== undefined
    })
    return stored
  } catch (error) {
    if (error instanceof PayoutRefusedError) {
      await fail(context, order, error.reason)
      return undefined
    }
    context.log(`payout of ${order.id} not signed (attempt ${order.attempts + 1}): ${describe(error)}`)
    await store.defer(order.id, 'processing', now() + retryDelay(policy, order.attempts), 'Sending the crypto is delayed.')
    return undefined
  }
}

/** submitted: the chain decides (mined, replaced, refused or still pending); nothing new is signed here. */
async function settlePayout(context: AdvanceContext, order: Order, chain: PayoutChain): Promise<void> {
  const { store, payout, policy, now } = context
  const overdue = now() >= deadlineOf(order, policy)
  let state: Awaited<ReturnType<Payout['check']>>
  try {
    state = await payout.check(chain, order.rawTx as Hex, policy.confirmMs)
  } catch (error) {
    // The chain cannot be read: the transaction may be mined, so no refund before it can be (never pay twice).
    context.log(`payout of ${order.id} not checked: ${describe(error)}`)
    await store.defer(order.id, 'submitted', now() + retryDelay(policy, Math.min(order.attempts, 3)), 'Sending the crypto is delayed.')
    return
  }
  if (state === 'success') return store.complete(order.id, now())
  if (state === 'reverted') return fail(context, order, 'payout_reverted')
  if (state === 'dropped' || state === 'rejected') {
    // Never mined and never will be: sign again, or give up past the deadline or the attempts.
    if (overdue || order.attempts + 1 >= policy.maxAttempts) return fail(context, order, 'payout_timeout')
    return store.drop(order.id, now())
  }
  if (overdue) await payout.cancel(chain, order.rawTx as Hex).catch((error: unknown) => context.log(`cancel of ${order.id}: ${describe(error)}`))
  await store.defer(order.id, 'submitted', now() + policy.retryBaseMs, 'Waiting for the network to confirm the transfer.')
}

/**
 * Moves one order along its state machine as far as it can go now: a failed order is refunded,
 * a paid one signed (stored, then sent), a sent one settled from what the chain says. A transient
 * failure schedules another attempt; the deadline and the attempt bound end in a refund.
 */
export async function advanceOrder(context: AdvanceContext, start: Order): Promise<void> {
  let order: Order | undefined = start
  for (let step = 0; order && step < 3; step++) {
    if (order.status === 'failed') {
      await context.store.refund(order.id, context.now())
      return
    }
    if (order.status !== 'processing' && order.status !== 'submitted') return
    const chain = context.chains.get(order.network)
    if (!chain || !order.purchaseUnits) {
      if (order.status === 'processing') await fail(context, order, 'payout_timeout')
      return
    }
    if (order.status === 'processing') {
      order = await signPayout(context, order, chain)
      continue
    }
    await settlePayout(context, order, chain)
    order = await context.store.get(order.id)
    if (order?.status === 'processing' && order.nextAttemptAt !== null && order.nextAttemptAt > context.now()) return
    if (order?.status === 'submitted') return
  }
}
