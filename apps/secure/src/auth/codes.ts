import { randomUUID } from 'node:crypto'
import { FRAME_ERROR_MESSAGES, OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '@kit/frame-protocol'
import type { SecureContext } from '../context.js'
import { hashesEqual, randomDigits, sha256 } from '../crypto/tokens.js'
import { badRequest } from '../http/httpError.js'
import { guessBudgetExhausted, hasGuessBudget, spendEmailCodeBudget } from './otpBudget.js'

export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

function hashCode(ctx: SecureContext, id: string, code: string): string {
  // Keyed by the master key and the row id: a leaked table does not reveal codes by brute force alone.
  return sha256(`${ctx.masterKey.id}:${ctx.masterKey.key.toString('hex')}:${id}:${code}`)
}

/**
 * Issues a new 6-digit code for `purpose` and `email`, usable only from `deviceId` (earlier unused
 * codes stop working), within the email's daily budget (429 past it).
 */
export async function issueCode(ctx: SecureContext, parameters: { purpose: CodePurpose; email: string; deviceId: string }): Promise<string> {
  await spendEmailCodeBudget(ctx, parameters.email)
  const code = randomDigits(OTP_LENGTH)
  const id = randomUUID()
  const now = ctx.now()
  await ctx.db.transaction(async (tx) => {
    await tx.query('update secure_codes set used_at = $3 where purpose = $1 and email = $2 and used_at is null', [parameters.purpose, parameters.email, now])
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
  device_id: string | null
}

/**
 * Checks `code` against the latest code for `purpose` and `email`: single use, expires after
 * 10 minutes, locked after 5 wrong tries. Throws 400 with 'Invalid code', 'Code expired, request a
 * new one' or 'Too many wrong codes, request a new one'; 429 once the email has no wrong guesses
 * left today (counted across its re-issued codes). A code only works on the device that asked for
 * it ('This code was requested on another device', checked before the code itself, counted as no try).
 */
export async function verifyCode(ctx: SecureContext, parameters: { purpose: CodePurpose; email: string; code: string; deviceId: string }): Promise<void> {
  const now = ctx.now()
  // The transaction commits the attempt counter; the error is thrown after it.
  const outcome = await ctx.db.transaction(async (tx): Promise<'ok' | 'invalid' | 'locked' | 'expired' | 'spent' | 'other-device'> => {
    const [row] = await tx.query<CodeRow>(
      'select id, code_hash, attempts, expires_at, used_at, device_id from secure_codes where purpose = $1 and email = $2 order by created_at desc limit 1 for update',
      [parameters.purpose, parameters.email],
    )
    if (!row || row.used_at !== null) return 'invalid'
    if (row.device_id !== parameters.deviceId) return 'other-device'
    if (!(await hasGuessBudget(ctx, tx, parameters.email))) return 'spent'
    if (row.attempts >= OTP_MAX_ATTEMPTS) return 'locked'
    if (row.expires_at <= now) return 'expired'
    if (!/^\d+$/.test(parameters.code) || !hashesEqual(row.code_hash, hashCode(ctx, row.id, parameters.code))) {
      const attempts = row.attempts + 1
      await tx.query('update secure_codes set attempts = $2 where id = $1', [row.id, attempts])
      return attempts >= OTP_MAX_ATTEMPTS ? 'locked' : 'invalid'
    }
    await tx.query('update secure_codes set used_at = $2 where id = $1', [row.id, now])
    return 'ok'
  })
  if (outcome === 'other-device') throw badRequest('This code was requested on another device', 'CODE_OTHER_DEVICE')
  if (outcome === 'spent') throw await guessBudgetExhausted(ctx, parameters.email)
  if (outcome === 'invalid') throw badRequest(FRAME_ERROR_MESSAGES.invalidCode, 'INVALID_CODE')
  if (outcome === 'locked') throw badRequest(FRAME_ERROR_MESSAGES.codeLocked, 'CODE_LOCKED')
  if (outcome === 'expired') throw badRequest(FRAME_ERROR_MESSAGES.codeExpired, 'CODE_EXPIRED')
}
