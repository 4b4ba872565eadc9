import type { UpdateEmailAction } from '@kit/frame-protocol'
import type { SecureContext } from '../context.js'
import { badRequest } from '../http/httpError.js'
import { codeMail } from '../mail/mailTemplates.js'
import { issueCode, verifyCode } from './codes.js'
import { startCooldown } from './cooldown.js'
import { sendMail } from './emailLogin.js'
import { normalizeEmail } from './normalizeEmail.js'
import { findUser, type User } from './users.js'

/** The requesting device and client address (their budgets are spent, see `spendMailBudgets`). */
export interface Caller {
  readonly deviceId: string
  readonly ip: string
}

interface UpdateRow {
  new_email: string
  needs_primary: boolean
  primary_verified_at: number | null
}

async function getUpdate(ctx: SecureContext, userId: string): Promise<UpdateRow> {
  const [row] = await ctx.db.query<UpdateRow>('select new_email, needs_primary, primary_verified_at from secure_email_updates where user_id = $1', [userId])
  if (!row) throw badRequest('No email update in progress')
  return row
}

/** `update email`: a code to the current address (VERIFY_PRIMARY_OTP), or straight to the new one when there is none. */
export async function startEmailUpdate(ctx: SecureContext, user: User, newEmailInput: string, caller: Caller): Promise<UpdateEmailAction> {
  const { deviceId, ip } = caller
  const newEmail = normalizeEmail(newEmailInput)
  if (newEmail === user.email) throw badRequest('This is already your email')
  if (await findUser(ctx, 'email', newEmail)) throw badRequest('This email is already in use')
  await startCooldown(ctx, `update:${user.id}`)
  const needsPrimary = user.email !== null
  await ctx.db.query(
    `insert into secure_email_updates (user_id, new_email, needs_primary, primary_verified_at, created_at) values ($1, $2, $3, null, $4)
     on conflict (user_id) do update set new_email = excluded.new_email, needs_primary = excluded.needs_primary, primary_verified_at = null, created_at = excluded.created_at`,
    [user.id, newEmail, needsPrimary, ctx.now()],
  )
  if (needsPrimary && user.email !== null) {
    // The current email's owner is signed in on this device.
    const code = await issueCode(ctx, { purpose: 'update-primary', email: user.email, deviceId, ip, recipient: 'approved-device' })
    await sendMail(ctx, codeMail({ to: user.email, code, purpose: 'update-primary' }))
    return 'VERIFY_PRIMARY_OTP'
  }
  const code = await issueCode(ctx, { purpose: 'update-secondary', email: newEmail, deviceId, ip, recipient: 'new-device' })
  await sendMail(ctx, codeMail({ to: newEmail, code, purpose: 'update-secondary' }))
  return 'VERIFY_SECONDARY_OTP'
}

/** `update email primary OTP`: the current address is confirmed; a code goes to the new one. */
export async function verifyPrimaryEmailCode(ctx: SecureContext, user: User, otp: string, caller: Caller): Promise<'VERIFY_SECONDARY_OTP'> {
  const { deviceId, ip } = caller
  const update = await getUpdate(ctx, user.id)
  if (!update.needs_primary || user.email === null) throw badRequest('No code was sent to the current email')
  await verifyCode(ctx, { purpose: 'update-primary', email: user.email, code: otp, deviceId, ip })
  await ctx.db.query('update secure_email_updates set primary_verified_at = $2 where user_id = $1', [user.id, ctx.now()])
  const code = await issueCode(ctx, { purpose: 'update-secondary', email: update.new_email, deviceId, ip, recipient: 'new-device' })
  await sendMail(ctx, codeMail({ to: update.new_email, code, purpose: 'update-secondary' }))
  return 'VERIFY_SECONDARY_OTP'
}

/** `update email secondary OTP`: the new address is confirmed and stored. */
export async function verifySecondaryEmailCode(ctx: SecureContext, user: User, otp: string, caller: Caller): Promise<{ newEmail: string }> {
  const { deviceId, ip } = caller
  const update = await getUpdate(ctx, user.id)
  if (update.needs_primary && update.primary_verified_at === null) throw badRequest('Confirm the code sent to your current email first')
  await verifyCode(ctx, { purpose: 'update-secondary', email: update.new_email, code: otp, deviceId, ip })
  if (await findUser(ctx, 'email', update.new_email)) throw badRequest('This email is already in use')
  await ctx.db.transaction(async (tx) => {
    if (user.authProvider === 'email') {
      await tx.query('update secure_users set email = $2, subject = $2 where id = $1', [user.id, update.new_email])
    } else {
      await tx.query('update secure_users set email = $2 where id = $1', [user.id, update.new_email])
    }
    await tx.query('delete from secure_email_updates where user_id = $1', [user.id])
  })
  return { newEmail: update.new_email }
}
