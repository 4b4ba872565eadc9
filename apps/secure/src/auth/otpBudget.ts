import { formatTryAgainMessage } from '@kit/frame-protocol'
import type { SecureContext } from '../context.js'
import type { Queryable } from '../db/database.js'
import { HttpError } from '../http/httpError.js'
import type { OutgoingMail } from '../mail/createMailer.js'
import { otpLimitNoticeMail } from '../mail/mailTemplates.js'
import { startCooldown } from './cooldown.js'

const DAY_MS = 24 * 3_600_000
const HOUR_MS = 3_600_000

const hoursLeft = (ms: number): number => Math.max(1, Math.ceil(ms / HOUR_MS))

/**
 * Per-email daily budget of codes sent (login, device approval and email-update codes together):
 * throws 429 once `otpLimits.codesPerEmailPerDay` were sent in the last 24 hours, and tells the
 * email's owner (once a day).
 */
export async function spendEmailCodeBudget(ctx: SecureContext, email: string): Promise<void> {
  const since = ctx.now() - DAY_MS
  const [row] = await ctx.db.query<{ sent: number; oldest: number | null }>(
    `select count(*)::int as sent, min(created_at) as oldest from (
       select created_at from secure_codes where email = $1 and created_at > $2
       union all select created_at from secure_device_approvals where email = $1 and created_at > $2
     ) as sent`,
    [email, since],
  )
  if ((row?.sent ?? 0) < ctx.config.otpLimits.codesPerEmailPerDay) return
  await notifyOwner(ctx, email, 'codes')
  throw new HttpError(
    429,
    `Too many sign-in codes for this email today, try again in ${hoursLeft((row?.oldest ?? since) + DAY_MS - ctx.now())} hours`,
    'EMAIL_DAILY_LIMIT',
  )
}

/**
 * Whether `email` still has wrong guesses left today, counted across every code of the last 24
 * hours (a re-issued code does not reset it). Run inside the transaction that holds the code row.
 */
export async function hasGuessBudget(ctx: SecureContext, tx: Queryable, email: string): Promise<boolean> {
  const [row] = await tx.query<{ wrong: number }>('select coalesce(sum(attempts), 0)::int as wrong from secure_codes where email = $1 and created_at > $2', [
    email,
    ctx.now() - DAY_MS,
  ])
  return (row?.wrong ?? 0) < ctx.config.otpLimits.wrongCodesPerEmailPerDay
}

/** The 429 for an email out of guesses (after telling its owner, once a day). */
export async function guessBudgetExhausted(ctx: SecureContext, email: string): Promise<HttpError> {
  await notifyOwner(ctx, email, 'guesses')
  const [row] = await ctx.db.query<{ oldest: number | null }>(
    'select min(created_at) as oldest from secure_codes where email = $1 and created_at > $2 and attempts > 0',
    [email, ctx.now() - DAY_MS],
  )
  return new HttpError(
    429,
    `Too many wrong codes for this email today, try again in ${hoursLeft((row?.oldest ?? ctx.now()) + DAY_MS - ctx.now())} hours`,
    'EMAIL_GUESS_LIMIT',
  )
}

/**
 * Takes one request from the per-IP hourly budget `kind` (code requests, or code checks): a fixed
 * one-hour window per address. Throws 429 'Please try again after {n} seconds' when spent.
 */
export async function spendIpBudget(ctx: SecureContext, ip: string, kind: 'issue' | 'verify'): Promise<void> {
  const limit = kind === 'issue' ? ctx.config.otpLimits.issuesPerIpPerHour : ctx.config.otpLimits.checksPerIpPerHour
  const now = ctx.now()
  const [row] = await ctx.db.query<{ hits: number; window_start: number }>(
    `insert into secure_rate_windows (key, window_start, hits) values ($1, $2, 1)
     on conflict (key) do update set
       hits = case when secure_rate_windows.window_start <= $3 then 1 else secure_rate_windows.hits + 1 end,
       window_start = case when secure_rate_windows.window_start <= $3 then excluded.window_start else secure_rate_windows.window_start end
     returning hits, window_start`,
    [`otp-${kind}:${ip}`, now, now - HOUR_MS],
  )
  if (row && row.hits > limit) throw new HttpError(429, formatTryAgainMessage((row.window_start + HOUR_MS - now) / 1000), 'IP_LIMIT')
}

/** Mails the owner of `email` that its sign-in is paused for the day (at most once a day; a mail failure is only logged). */
async function notifyOwner(ctx: SecureContext, email: string, reason: 'codes' | 'guesses'): Promise<void> {
  try {
    await startCooldown(ctx, `otp-limit-notice:${email}`, DAY_MS)
  } catch {
    return // Told already today.
  }
  const mail: OutgoingMail = otpLimitNoticeMail({ to: email, reason })
  await ctx.mailer
    .send(mail)
    .catch((error: unknown) => ctx.log(`Could not send the limit notice to ${email}: ${error instanceof Error ? error.message : String(error)}`))
}
