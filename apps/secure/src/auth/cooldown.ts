import { EMAIL_COOLDOWN_MS, formatTryAgainMessage } from '@kit/frame-protocol'
import type { SecureContext } from '../context.js'
import { HttpError } from '../http/httpError.js'

/**
 * Starts the 30 s email cooldown for `key`, or throws 429 'Please try again after {n} seconds'
 * while it runs. Atomic: of two concurrent calls only one starts it.
 */
export async function startCooldown(ctx: SecureContext, key: string, periodMs = EMAIL_COOLDOWN_MS): Promise<void> {
  const now = ctx.now()
  const rows = await ctx.db.query<{ key: string }>(
    `insert into secure_cooldowns (key, last_sent_at) values ($1, $2)
     on conflict (key) do update set last_sent_at = excluded.last_sent_at where secure_cooldowns.last_sent_at <= $3
     returning key`,
    [key, now, now - periodMs],
  )
  if (rows.length > 0) return
  const [row] = await ctx.db.query<{ last_sent_at: number }>('select last_sent_at from secure_cooldowns where key = $1', [key])
  const remainingMs = row ? row.last_sent_at + periodMs - now : periodMs
  throw new HttpError(429, formatTryAgainMessage(remainingMs / 1000), 429)
}
