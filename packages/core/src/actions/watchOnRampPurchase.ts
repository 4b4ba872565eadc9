import { getOnRampOrder } from '../api/getOnRampOrder.js'
import type { Kit } from '../kit.js'
import { refreshAfterSend } from './refreshAfterSend.js'

/** How often the purchase's status is read, and for how long at most (a checkout left open). */
export const onRampPollLimits = { intervalMs: 1_500, maxMs: 30 * 60_000 } as const

const timerKey = 'timer:onRampPurchase'

/**
 * Follows the purchase handed to the provider (`GET /v1/onramp/orders/{id}`) until it is paid out,
 * refunded or expired. Once paid out, the balances and the activity are read again so the new funds show.
 * Read failures are retried on the next tick; a new purchase or a reset stops the old one.
 */
export function watchOnRampPurchase(kit: Kit): void {
  const slice = kit._internal.state.onramp
  const purchase = slice.purchase
  const api = kit.api
  kit._internal.cleanups.get(timerKey)?.()
  if (!purchase || !api) return
  const startedAt = Date.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const stop = () => {
    stopped = true
    clearTimeout(timer)
    kit._internal.cleanups.delete(timerKey)
  }
  const tick = async () => {
    try {
      const order = await getOnRampOrder(api, { id: purchase.orderId, provider: purchase.provider })
      if (stopped || slice.purchase?.orderId !== purchase.orderId) return
      Object.assign(slice.purchase, {
        status: order.status,
        purchaseAmount: order.purchaseAmount,
        txHash: order.txHash,
        error: order.error,
        refund: order.refund ?? null,
      })
      if (order.status === 'completed') {
        stop()
        if (order.txHash) refreshAfterSend(kit, { hash: order.txHash, namespace: 'eip155' })
        return
      }
      // Final states; `failed` is not one: the provider refunds it next, and the refund is what the buyer sees.
      if (order.status === 'refunded' || order.status === 'expired') return stop()
    } catch {
      // The next tick asks again.
    }
    if (stopped) return
    if (Date.now() - startedAt > onRampPollLimits.maxMs) return stop()
    timer = setTimeout(() => void tick(), onRampPollLimits.intervalMs)
  }
  kit._internal.cleanups.set(timerKey, stop)
  void tick()
}
