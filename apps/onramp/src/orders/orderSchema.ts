/**
 * The orders table. The `ALTER … ADD COLUMN IF NOT EXISTS` lines bring a store written by an
 * earlier version (no deadlines, no refunds) up to date; its unfinished orders then get a deadline
 * from the first sweep (`deadline_at` NULL counts as due now).
 */
export const ORDER_SCHEMA = `
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
);
ALTER TABLE orders ADD COLUMN IF NOT EXISTS paid_at bigint;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS deadline_at bigint;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS attempts integer NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS next_attempt_at bigint;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS refund_reason text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS refunded_at bigint;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS refund_cents integer;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS finished_at bigint;
-- An earlier version kept a signed payout under 'processing': it is 'submitted' (settled from the chain, never signed again).
UPDATE orders SET status = 'submitted' WHERE status = 'processing' AND raw_tx IS NOT NULL;
CREATE INDEX IF NOT EXISTS orders_open ON orders (status) WHERE status IN ('pending', 'challenge', 'processing', 'submitted', 'failed');
`
