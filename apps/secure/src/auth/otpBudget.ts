import { formatTryAgainMessage } from '@kit/frame-protocol'
import type { Queryable } from '@kit/server-shared/db'
import type { SecureContext } from '../context.js'
import { HttpError } from '../http/httpError.js'
import { type OtpNoticeReason, otpLimitNoticeMail } from '../mail/mailTemplates.js'
import { startCooldown } from './cooldown.js'
import { hitWindow, hoursLeft, unhitWindow } from './rateWindows.js'

const DAY_MS = 24 * 3_600_000
const HOUR_MS = 3_600_000

/**
 * Whom a mail to an email serves: a device the email's owner approved (it signed in there before,
 * or holds a session of that email), or any other device (every device of an email without an
 * account yet, a device-approval link, the new address of an email update).
 */
export type MailRecipient = 'approved-device' | 'new-device'

/** A spent OTP budget: a 429 with its own code; `notice` when the email's owner is told (once a day). */
export class OtpBudgetSpentError extends HttpError {
  override name = 'OtpBudgetSpentError'
  constructor(
    message: string,
    code: string,
    readonly notice: OtpNoticeReason | null,
  ) {
    super(429, message, code)
  }
}

interface Budget {
  readonly key: string
  readonly limit: number
  readonly refusal: (hours: number) => OtpBudgetSpentError
}

/**
 * Takes one mail (a code or a device link) to `email` from every daily budget it counts against:
 * the requesting device's, the client address's (`ip`; null when the request did not come from the
 * device, as the approval link), and the email's for this kind of recipient. All or none, in one
 * transaction; past any of them throws its 429 (and tells the email's owner, once a day, when the
 * email's own budget is spent). Strangers spend the `new-device` budget only: the owner's approved
 * devices keep theirs.
 */
export async function spendMailBudgets(
  ctx: SecureContext,
  parameters: { email: string; deviceId: string; ip: string | null; recipient: MailRecipient },
): Promise<void> {
  const limits = ctx.config.otpLimits
  const budgets: Budget[] = [
    {
      key: `mail-device:${parameters.deviceId}`,
      limit: limits.codesPerDevicePerDay,
      refusal: (hours) =>
        new OtpBudgetSpentError(`Too many sign-in codes were requested from this device today, try again in ${hours} hours`, 'DEVICE_DAILY_LIMIT', null),
    },
  ]
  if (parameters.ip !== null)
    budgets.push({
      key: `mail-ip:${parameters.ip}`,
      limit: limits.codesPerIpPerDay,
      refusal: (hours) =>
        new OtpBudgetSpentError(`Too many sign-in codes were requested from this network today, try again in ${hours} hours`, 'IP_DAILY_LIMIT', null),
    })
  budgets.push(
    parameters.recipient === 'approved-device'
      ? {
          key: `mail-email:${parameters.email}`,
          limit: limits.codesPerEmailPerDay,
          refusal: (hours) => new OtpBudgetSpentError(`Too many sign-in codes for this email today, try again in ${hours} hours`, 'EMAIL_DAILY_LIMIT', 'codes'),
        }
      : {
          key: `mail-email-new-device:${parameters.email}`,
          limit: limits.newDeviceCodesPerEmailPerDay,
          refusal: (hours) =>
            new OtpBudgetSpentError(
              `Too many new devices asked for sign-in codes for this email today, try again in ${hours} hours`,
              'EMAIL_NEW_DEVICE_LIMIT',
              'new-devices',
            ),
        },
  )
  const now = ctx.now()
  try {
    // Always in this order (device, address, email), so two transactions never wait on each other in a cycle.
    await ctx.db.transaction(async (tx) => {
      for (const budget of budgets) {
        const window = await hitWindow(tx, budget.key, now, DAY_MS)
        // Thrown inside: the transaction rolls back, a refused mail spends nothing.
        if (window.hits > budget.limit) throw budget.refusal(hoursLeft(window.windowStart, DAY_MS, now))
      }
    })
  } catch (error) {
    if (error instanceof OtpBudgetSpentError && error.notice) await notifyOwner(ctx, parameters.email, error.notice)
    throw error
  }
}

/**
 * Takes one wrong guess from the daily budgets of the guessing device and client address (`ip`),
 * inside the transaction that holds the code row: resolves with the refusal when either is spent
 * (then nothing is taken), else null. Wrong guesses never count against the email: a stranger
 * guessing from elsewhere locks out only themselves. {@link returnGuess} gives it back when the
 * guess was right.
 */
export async function takeGuess(ctx: SecureContext, tx: Queryable, parameters: { deviceId: string; ip: string | null }): Promise<OtpBudgetSpentError | null> {
  const limits = ctx.config.otpLimits
  const now = ctx.now()
  const budgets: Budget[] = [
    {
      key: `guess-device:${parameters.deviceId}`,
      limit: limits.wrongCodesPerDevicePerDay,
      refusal: (hours) => new OtpBudgetSpentError(`Too many wrong codes from this device today, try again in ${hours} hours`, 'DEVICE_GUESS_LIMIT', 'guesses'),
    },
  ]
  if (parameters.ip !== null)
    budgets.push({
      key: `guess-ip:${parameters.ip}`,
      limit: limits.wrongCodesPerIpPerDay,
      refusal: (hours) => new OtpBudgetSpentError(`Too many wrong codes from this network today, try again in ${hours} hours`, 'IP_GUESS_LIMIT', 'guesses'),
    })
  const taken: string[] = []
  for (const budget of budgets) {
    const window = await hitWindow(tx, budget.key, now, DAY_MS)
    taken.push(budget.key)
    if (window.hits > budget.limit) {
      for (const key of taken) await unhitWindow(tx, key)
      return budget.refusal(hoursLeft(window.windowStart, DAY_MS, now))
    }
  }
  return null
}

/** Gives back the guess {@link takeGuess} took (the code was right). */
export async function returnGuess(tx: Queryable, parameters: { deviceId: string; ip: string | null }): Promise<void> {
  await unhitWindow(tx, `guess-device:${parameters.deviceId}`)
  if (parameters.ip !== null) await unhitWindow(tx, `guess-ip:${parameters.ip}`)
}

/**
 * Takes one request from the per-IP hourly budget `kind` (code requests, or code checks): a fixed
 * one-hour window per address. Throws 429 'Please try again after {n} seconds' when spent.
 */
export async function spendIpBudget(ctx: SecureContext, ip: string, kind: 'issue' | 'verify'): Promise<void> {
  const limit = kind === 'issue' ? ctx.config.otpLimits.issuesPerIpPerHour : ctx.config.otpLimits.checksPerIpPerHour
  const now = ctx.now()
  const window = await hitWindow(ctx.db, `otp-${kind}:${ip}`, now, HOUR_MS)
  if (window.hits > limit) throw new HttpError(429, formatTryAgainMessage((window.windowStart + HOUR_MS - now) / 1000), 'IP_LIMIT')
}

/**
 * Deletes the budget windows and cooldowns older than the longest period (a day): each new device
 * key or client address adds rows, and once expired they count for nothing.
 */
export async function pruneExpiredBudgets(ctx: SecureContext): Promise<void> {
  const before = ctx.now() - DAY_MS
  await ctx.db.query('delete from secure_rate_windows where window_start <= $1', [before])
  await ctx.db.query('delete from secure_cooldowns where last_sent_at <= $1', [before])
}

/** Mails the owner of `email` about a spent budget (at most once a day per reason; a mail failure is only logged). */
export async function notifyOwner(ctx: SecureContext, email: string, reason: OtpNoticeReason): Promise<void> {
  try {
    await startCooldown(ctx, `otp-limit-notice:${reason}:${email}`, DAY_MS)
  } catch {
    return // Told already today.
  }
  await ctx.mailer
    .send(otpLimitNoticeMail({ to: email, reason }))
    .catch((error: unknown) => ctx.log(`Could not send the limit notice to ${email}: ${error instanceof Error ? error.message : String(error)}`))
}
