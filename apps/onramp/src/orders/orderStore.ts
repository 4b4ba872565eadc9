import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'

export type OrderStatus = 'pending' | 'challenge' | 'processing' | 'completed' | 'failed'

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
}

export type NewOrder = Pick<Order, 'id' | 'destination' | 'network' | 'asset' | 'currency' | 'presetCents' | 'partnerUserId'>
export type Charge = Pick<Order, 'method' | 'subtotalCents' | 'totalCents' | 'purchaseUnits' | 'purchaseAmount' | 'paymentKey'>

const SCHEMA = `
CREATE TABLE IF NOT EXISTS orders (
  id text PRIMARY KEY,
  created_at bigint NOT NULL,
  destination text NOT NULL,
  network text NOT NULL,
  asset text NOT NULL,
  currency text NOT NULL,
  preset_cents integer,
  partner_user_id text,
  status text NOT NULL DEFAULT 'pending',
  method text,
  subtotal_cents integer,
  total_cents integer,
  purchase_units text,
  purchase_amount text,
  payment_key text UNIQUE,
  raw_tx text,
  tx_hash text,
  error text
);`

const COLUMNS = `id, created_at AS "createdAt", destination, network, asset, currency, preset_cents AS "presetCents",
  partner_user_id AS "partnerUserId", status, method, subtotal_cents AS "subtotalCents", total_cents AS "totalCents",
  purchase_units AS "purchaseUnits", purchase_amount AS "purchaseAmount", payment_key AS "paymentKey", raw_tx AS "rawTx",
  tx_hash AS "txHash", error`

export interface OrderStore {
  create(order: NewOrder, now: number): Promise<Order>
  get(id: string): Promise<Order | undefined>
  /** Records a failed attempt (declined card, failed challenge); the session stays open. */
  reject(id: string, error: string): Promise<void>
  /**
   * Moves a pending order to `status` with its charge, atomically: undefined when another
   * payment got there first (the order is then not pending any more).
   */
  claim(id: string, status: 'challenge' | 'processing', charge: Charge): Promise<Order | undefined>
  /** challenge → processing (authenticated) or back to pending (failed), atomically. */
  resolveChallenge(id: string, passed: boolean): Promise<Order | undefined>
  /** Stores the signed payout before it is broadcast, so a restart re-sends the same transaction. */
  recordPayout(id: string, rawTx: string, txHash: string): Promise<void>
  finish(id: string, status: 'completed' | 'failed', error?: string): Promise<void>
  /** Orders whose payout was started and not finished (a crash or a stop in between). */
  unfinished(): Promise<Order[]>
  close(): Promise<void>
}

/** Orders in PGlite: a folder on disk, or `memory://` for a throwaway store. */
export async function createOrderStore(dataDir: string): Promise<OrderStore> {
  const inMemory = dataDir === 'memory://'
  if (!inMemory) mkdirSync(dataDir, { recursive: true })
  const db = inMemory ? new PGlite() : new PGlite(dataDir)
  await db.waitReady
  await db.exec(SCHEMA)
  const one = async (sql: string, params: unknown[]): Promise<Order | undefined> => {
    const result = await db.query<Order>(sql, params)
    const row = result.rows[0]
    return row ? { ...row, createdAt: Number(row.createdAt) } : undefined
  }
  return {
    async create(order, now) {
      const created = await one(
        `INSERT INTO orders (id, created_at, destination, network, asset, currency, preset_cents, partner_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
        [order.id, now, order.destination, order.network, order.asset, order.currency, order.presetCents, order.partnerUserId],
      )
      if (!created) throw new Error('order not stored')
      return created
    },
    get: (id) => one(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [id]),
    async reject(id, error) {
      await db.query(`UPDATE orders SET error = $2 WHERE id = $1 AND status = 'pending'`, [id, error])
    },
    claim: (id, status, charge) =>
      one(
        `UPDATE orders SET status = $2, method = $3, subtotal_cents = $4, total_cents = $5, purchase_units = $6,
           purchase_amount = $7, payment_key = $8, error = NULL
         WHERE id = $1 AND status = 'pending' RETURNING ${COLUMNS}`,
        [id, status, charge.method, charge.subtotalCents, charge.totalCents, charge.purchaseUnits, charge.purchaseAmount, charge.paymentKey],
      ),
    resolveChallenge: (id, passed) =>
      passed
        ? one(`UPDATE orders SET status = 'processing' WHERE id = $1 AND status = 'challenge' RETURNING ${COLUMNS}`, [id])
        : one(
            `UPDATE orders SET status = 'pending', payment_key = NULL, error = 'Card authentication failed.'
             WHERE id = $1 AND status = 'challenge' RETURNING ${COLUMNS}`,
            [id],
          ),
    async recordPayout(id, rawTx, txHash) {
      await db.query(`UPDATE orders SET raw_tx = $2, tx_hash = $3 WHERE id = $1 AND status = 'processing' AND raw_tx IS NULL`, [id, rawTx, txHash])
    },
    async finish(id, status, error) {
      await db.query(`UPDATE orders SET status = $2, error = $3 WHERE id = $1 AND status = 'processing'`, [id, status, error ?? null])
    },
    async unfinished() {
      const result = await db.query<Order>(`SELECT ${COLUMNS} FROM orders WHERE status = 'processing' ORDER BY created_at`)
      return result.rows.map((row) => ({ ...row, createdAt: Number(row.createdAt) }))
    },
    close: () => db.close(),
  }
}
