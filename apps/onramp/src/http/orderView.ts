import type { Order } from '../orders/orderStore.js'
import { formatCents } from '../payment/paymentMethods.js'
import { PURCHASE_ASSETS, type PurchaseAsset } from '../pricing/assets.js'

/** An order as the API and the checkout page see it (never the raw transaction or the payment key). */
export function orderView(order: Order) {
  const asset = PURCHASE_ASSETS[order.asset as PurchaseAsset]
  return {
    id: order.id,
    status: order.status,
    destination: order.destination,
    network: order.network,
    purchaseCurrency: order.asset,
    paymentCurrency: order.currency,
    presetFiatAmount: order.presetCents === null ? null : formatCents(order.presetCents),
    paymentMethod: order.method,
    paymentTotal: order.totalCents === null ? null : { amount: formatCents(order.totalCents), currency: order.currency },
    purchaseAmount: order.purchaseAmount === null ? null : { amount: order.purchaseAmount, currency: asset?.symbol ?? order.asset },
    txHash: order.txHash,
    error: order.error,
    /** A failed payout's refund: the reason (a code), the amount given back and when. */
    refund:
      order.status === 'refunded' && order.refundReason
        ? {
            reason: order.refundReason,
            amount: { amount: formatCents(order.refundCents ?? 0), currency: order.currency },
            refundedAt: new Date(order.refundedAt ?? 0).toISOString(),
          }
        : null,
    deadline: order.deadlineAt === null ? null : new Date(order.deadlineAt).toISOString(),
    finishedAt: order.finishedAt === null ? null : new Date(order.finishedAt).toISOString(),
    createdAt: new Date(order.createdAt).toISOString(),
  }
}
export type OrderView = ReturnType<typeof orderView>
