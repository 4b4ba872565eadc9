import { randomUUID } from 'node:crypto'
import { FRAME_ERROR_MESSAGES, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '@kit/frame-protocol'
import type { Queryable } from '@kit/server-shared/db'
import type { SecureContext } from '../context.js'
import { hashesEqual, randomDigits, sha256 } from '../crypto/tokens.js'
import { badRequest } from '../http/httpError.js'
import { type MailRecipient, notifyOwner, type OtpBudgetSpentError, returnGuess, spendMailBudgets, takeGuess } from './otpBudget.js'

export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

function hashCode(ctx: SecureContext, id: string, code: string): string {
  // Keyed by the master key and the row id: a leaked table does not reveal codes by brute force alone.
  return sha256(`${ctx.masterKey.id}:${ctx.masterKey.key.toString('hex')}:${id}:${code}`)
}

/**
 * Issues a new 6-digit code for `purpose` and `email`, usable only from `deviceId` (that device's
 * earlier unused codes stop working; other devices' codes are left alone, so a stranger asking for
 * a code cannot void the owner's), within the mail budgets of the device, the client address `ip`
 * and the email for `recipient` (429 past one).
 */
export async function issueCode(
  ctx: SecureContext,
  parameters: { purpose: CodePurpose; email: string; deviceId: string; ip: string | null; recipient: MailRecipient },
): Promise<string> {
  await spendMailBudgets(ctx, parameters)
  const code = randomDigits(OTP_LENGTH)
  const id = randomUUID()
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    await tx.query('update secure_codes set used_at = $4 where purpose = $1 and email = $2 and device_id = $3 and used_at is null', [
      parameters.purpose,
      parameters.email,
      parameters.deviceId,
      now,
    ])
    await tx.query(
      'insert into secure_codes (id, purpose, email, code_hash, attempts, created_at, expires_at, device_id) values ($1, $2, $3, $4, 0, $5, $6, $7)',
      [id, parameters.purpose, parameters.email, hashCode(ctx, id, code), now, now + OTP_TTL_MS, parameters.deviceId],
    )
  })
  return code
}

interface CodeRow {
  id: string
  code_hash: string
  attempts: number
  expires_at: number
  used_at: number | null
}

type Outcome = 'ok' | 'invalid' | 'locked' | 'expired' | 'other-device' | OtpBudgetSpentError

/**
 * Checks `code` against the latest code `deviceId` got for `purpose` and `email`: single use,
 * expires after 10 minutes, locked after 5 wrong tries. Throws 400 with 'Invalid code', 'Code
 * expired, request a new one' or 'Too many wrong codes, request a new one'. A wrong guess also
 * counts against the daily budgets of the guessing device and client address `ip` (429 once
 * either is spent), never against the email. A device without a code of its own gets 'This code
 * was requested on another device' when another device has one (counted as no try).
 */
export async function verifyCode(
  ctx: SecureContext,
  parameters: { purpose: CodePurpose; email: string; code: string; deviceId: string; ip: string | null },
): Promise<void> {
  // The transaction commits the attempt counters; the error is thrown after it.
  const outcome = await ctx.db.transaction((tx) => checkCode(ctx, tx, parameters))
  if (outcome === 'ok') return
  if (outcome === 'other-device') throw badRequest('This code was requested on another device', 'CODE_OTHER_DEVICE')
  if (outcome === 'invalid') throw badRequest(FRAME_ERROR_MESSAGES.invalidCode, 'INVALID_CODE')
  if (outcome === 'locked') throw badRequest(FRAME_ERROR_MESSAGES.codeLocked, 'CODE_LOCKED')
  if (outcome === 'expired') throw badRequest(FRAME_ERROR_MESSAGES.codeExpired, 'CODE_EXPIRED')
  if (outcome.notice) await notifyOwner(ctx, parameters.email, outcome.notice)
  throw outcome
}

/** {@link verifyCode} inside its transaction: the code row is locked (`for update`) first, then the guess budgets. */
async function checkCode(
  ctx: SecureContext,
  tx: Queryable,
  parameters: { purpose: CodePurpose; email: string; code: string; deviceId: string; ip: string | null },
): Promise<Outcome> {
  const now = ctx.now()
  const [row] = await tx.query<CodeRow>(
    'select id, code_hash, attempts, expires_at, used_at from secure_codes where purpose = $1 and email = $2 and device_id = $3 order by created_at desc limit 1 for update',
    [parameters.purpose, parameters.email, parameters.deviceId],
  )
  if (!row || row.used_at !== null) {
    const others = await tx.query(
      'select 1 from secure_codes where purpose = $1 and email = $2 and device_id <> $3 and used_at is null and expires_at > $4 limit 1',
      [parameters.purpose, parameters.email, parameters.deviceId, now],
    )
    return !row && others.length > 0 ? 'other-device' : 'invalid'
  }
  if (row.attempts >= OTP_MAX_ATTEMPTS) return 'locked'
  if (row.expires_at <= now) return 'expired'
  const spent = await takeGuess(ctx, tx, parameters)
  if (spent) return spent
  if (!/^\d+$/.test(parameters.code) || !hashesEqual(row.code_hash, hashCode(ctx, row.id, parameters.code))) {
    const attempts = row.attempts + 1
    await tx.query('update secure_codes set attempts = $2 where id = $1', [row.id, attempts])
    return attempts >= OTP_MAX_ATTEMPTS ? 'locked' : 'invalid'
  }
  await returnGuess(tx, parameters)
  await tx.query('update secure_codes set used_at = $2 where id = $1', [row.id, now])
  return 'ok'
}
