import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

const money = z.object({ amount: z.string(), currency: z.string() })

export const onRampOrderSchema = z.object({
  id: z.string(),
  /** pending → challenge → processing → submitted → completed; failed → refunded; expired (never paid). */
  status: z.enum(['pending', 'challenge', 'processing', 'submitted', 'completed', 'failed', 'refunded', 'expired']),
  destination: z.string(),
  network: z.string(),
  purchaseCurrency: z.string(),
  paymentCurrency: z.string(),
  paymentTotal: z.nullable(money),
  purchaseAmount: z.nullable(money),
  txHash: z.nullable(z.string()),
  error: z.nullable(z.string()),
  /** A failed payout's refund: `reason` is a code (`destination_refused`, `payout_reverted`, `payout_timeout`). */
  refund: z.optional(z.nullable(z.object({ reason: z.string(), amount: money, refundedAt: z.string() }))),
})
export type OnRampOrder = z.output<typeof onRampOrderSchema>

/** `GET /v1/onramp/orders/{id}`: a purchase's status (paid out with its transaction, or failed). */
export function getOnRampOrder(
  client: ApiClient,
  { id, provider, signal }: RequestOptions & { id: string; provider?: string | undefined },
): Promise<OnRampOrder> {
  return apiRequest(client, apiUrl(client, `/v1/onramp/orders/${encodeURIComponent(id)}`, { provider }, false), onRampOrderSchema, { signal })
}
