import { createPgliteDatabase, type Database } from '@kit/server-shared/db'
import { ORDER_SCHEMA } from './orderSchema.js'

/**
 * An order's life: `pending` (a checkout, nothing charged) → `challenge` (3-D Secure) →
 * `processing` (paid, payout not sent) → `submitted` (the signed payout is stored, then
 * broadcast) → `completed`; or `failed` (the payout did not happen) → `refunded`. A checkout
 * never paid ends `expired`. Final: completed, refunded, expired.
 */
export type OrderStatus = 'pending' | 'challenge' | 'processing' | 'submitted' | 'completed' | 'failed' | 'refunded' | 'expired'

/** Why a paid order was refunded (a code the wallet UI turns into words). */
export type RefundReason = 'destination_refused' | 'provider_unfunded' | 'payout_reverted' | 'payout_timeout'

/** A checkout session and, once paid, its order (one payment per session). */
export interface Order {
  readonly id: string
  readonly createdAt: number
  readonly destination: string
  readonly network: string
  readonly asset: string
  readonly currency: string
  readonly presetCents: number | null
  readonly partnerUserId: string | null
  readonly status: OrderStatus
  readonly method: string | null
  readonly subtotalCents: number | null
  readonly totalCents: number | null
  readonly purchaseUnits: string | null
  readonly purchaseAmount: string | null
  readonly paymentKey: string | null
  readonly rawTx: string | null
  readonly txHash: string | null
  readonly error: string | null
  readonly paidAt: number | null
  /** When the payout must be final (completed, or failed and refunded). */
  readonly deadlineAt: number | null
  readonly attempts: number
  readonly nextAttemptAt: number | null
  readonly refundReason: RefundReason | null
  readonly refundedAt: number | null
  readonly refundCents: number | null
  /** When the order reached completed or refunded. */
  readonly finishedAt: number | null
}

export type NewOrder = Pick<Order, 'id' | 'destination' | 'network' | 'asset' | 'currency' | 'presetCents' | 'partnerUserId'>
export type Charge = Pick<Order, 'method' | 'subtotalCents' | 'totalCents' | 'purchaseUnits' | 'purchaseAmount' | 'paymentKey'>

/** The store could not write what it was asked to (never a buyer's mistake). */
export class OrderStoreError extends Error {
  override name = 'OrderStoreError'
}

const COLUMNS = `id, created_at AS "createdAt", destination, network, asset, currency, preset_cents AS "presetCents",
  partner_user_id AS "partnerUserId", status, method, subtotal_cents AS "subtotalCents", total_cents AS "totalCents",
  purchase_units AS "purchaseUnits", purchase_amount AS "purchaseAmount", payment_key AS "paymentKey", raw_tx AS "rawTx",
  tx_hash AS "txHash", error, paid_at AS "paidAt", deadline_at AS "deadlineAt", attempts, next_attempt_at AS "nextAttemptAt",
  refund_reason AS "refundReason", refunded_at AS "refundedAt", refund_cents AS "refundCents", finished_at AS "finishedAt"`

type Row = Omit<Order, 'createdAt' | 'paidAt' | 'deadlineAt' | 'nextAttemptAt' | 'refundedAt'> &
  Record<'createdAt' | 'paidAt' | 'deadlineAt' | 'nextAttemptAt' | 'refundedAt', unknown>
const time = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))
const toOrder = (row: Row): Order => ({
  ...row,
  createdAt: Number(row.createdAt),
  paidAt: time(row.paidAt),
  deadlineAt: time(row.deadlineAt),
  nextAttemptAt: time(row.nextAttemptAt),
  refundedAt: time(row.refundedAt),
  finishedAt: time(row.finishedAt),
})

export interface OrderStore {
  create(order: NewOrder, now: number): Promise<Order>
  get(id: string): Promise<Order | undefined>
  count(): Promise<number>
  /** Records a failed attempt (declined card, failed challenge); the session stays open. */
  reject(id: string, error: string): Promise<void>
  /**
   * Moves a pending order to `status` with its charge, atomically: undefined when another
   * payment got there first (the order is then not pending any more). A paid order gets its
   * payout deadline.
   */
  claim(id: string, status: 'challenge' | 'processing', charge: Charge, now: number, deadlineAt: number): Promise<Order | undefined>
  /** challenge → processing (authenticated, with its deadline) or back to pending (failed), atomically. */
  resolveChallenge(id: string, passed: boolean, now: number, deadlineAt: number): Promise<Order | undefined>
  /** processing → submitted with the signed payout, stored before it is broadcast. */
  recordPayout(id: string, rawTx: string, txHash: string): Promise<Order | undefined>
  /** Another try later (a transient failure): the attempt is counted, the status kept. */
  defer(id: string, status: 'processing' | 'submitted', nextAttemptAt: number, note: string): Promise<void>
  /** submitted → processing: the stored transaction can never be mined (its nonce went to another one). */
  drop(id: string, nextAttemptAt: number): Promise<void>
  complete(id: string, now: number): Promise<void>
  /** processing or submitted → failed, with the reason its refund will carry. */
  fail(id: string, reason: RefundReason, error: string): Promise<void>
  /** failed → refunded: the charge is given back (recorded with its amount and time). */
  refund(id: string, now: number): Promise<Order | undefined>
  /** pending or challenge checkouts created before `createdBefore` → expired (nothing was charged). */
  expire(createdBefore: number): Promise<number>
  /** Orders a sweep must move on: paid and not final, due now or past their deadline; failed ones. */
  due(now: number): Promise<Order[]>
  close(): Promise<void>
}

/** Orders in PGlite: a folder on disk, or `memory://` for a throwaway store. */
export async function createOrderStore(dataDir: string): Promise<OrderStore> {
  const db = await createPgliteDatabase(dataDir)
  try {
    await db.exec(ORDER_SCHEMA)
  } catch (error) {
    await db.close()
    throw error
  }
  const sql = queries(db)
  return { ...checkoutQueries(db, sql), ...payoutQueries(db, sql), close: () => db.close() }
}

type Queries = ReturnType<typeof queries>
function queries(db: Database) {
  return {
    one: async (sql: string, params: unknown[]): Promise<Order | undefined> => {
      const row = (await db.query<Row>(sql, params))[0]
      return row ? toOrder(row) : undefined
    },
    run: async (sql: string, params: unknown[]): Promise<void> => {
      await db.query(sql, params)
    },
  }
}

type CheckoutQueries = 'create' | 'get' | 'count' | 'reject' | 'claim' | 'resolveChallenge'

/** A checkout's life until it is paid: created, read, refused attempts, the payment's claim, 3-D Secure. */
function checkoutQueries(db: Database, { one, run }: Queries): Pick<OrderStore, CheckoutQueries> {
  return {
    async create(order, now) {
      const created = await one(
        `INSERT INTO orders (id, created_at, destination, network, asset, currency, preset_cents, partner_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
        [order.id, now, order.destination, order.network, order.asset, order.currency, order.presetCents, order.partnerUserId],
      )
      if (!created) throw new OrderStoreError('The order was not stored.')
      return created
    },
    get: (id) => one(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [id]),
    async count() {
      const result = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')
      return result[0]?.n ?? 0
    },
    reject: (id, error) => run(`UPDATE orders SET error = $2 WHERE id = $1 AND status = 'pending'`, [id, error]),
    claim: (id, status, charge, now, deadlineAt) =>
      one(
        `UPDATE orders SET status = $2, method = $3, subtotal_cents = $4, total_cents = $5, purchase_units = $6,
           purchase_amount = $7, payment_key = $8, error = NULL,
           paid_at = CASE WHEN $2 = 'processing' THEN $9::bigint END, deadline_at = CASE WHEN $2 = 'processing' THEN $10::bigint END
         WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
        [id, status, charge.method, charge.subtotalCents, charge.totalCents, charge.purchaseUnits, charge.purchaseAmount, charge.paymentKey, now, deadlineAt],
      ),
    resolveChallenge: (id, passed, now, deadlineAt) =>
      passed
        ? one(`UPDATE orders SET status = 'processing', paid_at = $2, deadline_at = $3 WHERE id = $1 AND status = 'challenge' RETURNING ${COLUMNS}`, [
            id,
            now,
            deadlineAt,
          ])
        : one(
            `UPDATE orders SET status = 'pending', payment_key = NULL, error = 'Card authentication failed.'
             WHERE id = $1 AND status = 'challenge' RETURNING ${COLUMNS}`,
            [id],
          ),
  }
}

/** A paid order's life: the stored payout, retries, completion, failure, refund, expiry and the sweep's query. */
function payoutQueries(db: Database, { one, run }: Queries): Omit<OrderStore, CheckoutQueries | 'close'> {
  return {
    recordPayout: (id, rawTx, txHash) =>
      one(
        `UPDATE orders SET status = 'submitted', raw_tx = $2, tx_hash = $3, next_attempt_at = NULL
         WHERE id = $1 AND status = 'processing' RETURNING ${COLUMNS}`,
        [id, rawTx, txHash],
      ),
    defer: (id, status, nextAttemptAt, note) =>
      run(`UPDATE orders SET attempts = attempts + 1, next_attempt_at = $3, error = $4 WHERE id = $1 AND status = $2`, [id, status, nextAttemptAt, note]),
    drop: (id, nextAttemptAt) =>
      run(
        `UPDATE orders SET status = 'processing', raw_tx = NULL, tx_hash = NULL, attempts = attempts + 1, next_attempt_at = $2
         WHERE id = $1 AND status = 'submitted'`,
        [id, nextAttemptAt],
      ),
    complete: (id, now) =>
      run(`UPDATE orders SET status = 'completed', error = NULL, next_attempt_at = NULL, finished_at = $2 WHERE id = $1 AND status = 'submitted'`, [id, now]),
    fail: (id, reason, error) =>
      run(
        `UPDATE orders SET status = 'failed', refund_reason = $2, error = $3, next_attempt_at = NULL
         WHERE id = $1 AND status IN ('processing', 'submitted')`,
        [id, reason, error],
      ),
    refund: (id, now) =>
      one(
        `UPDATE orders SET status = 'refunded', refunded_at = $2, finished_at = $2, refund_cents = total_cents WHERE id = $1 AND status = 'failed' RETURNING ${COLUMNS}`,
        [id, now],
      ),
    async expire(createdBefore) {
      const result = await db.query(
        `UPDATE orders SET status = 'expired', error = 'The checkout expired before it was paid.'
         WHERE status IN ('pending', 'challenge') AND created_at < $1 RETURNING id`,
        [createdBefore],
      )
      return result.length
    },
    async due(now) {
      const result = await db.query<Row>(
        `SELECT ${COLUMNS} FROM orders
         WHERE status = 'failed'
            OR (status IN ('processing', 'submitted') AND (next_attempt_at IS NULL OR next_attempt_at <= $1 OR deadline_at <= $1))
         ORDER BY created_at`,
        [now],
      )
      return result.map(toOrder)
    },
  }
}
