import type { ConnectEmailAction } from '@kit/frame-protocol'
import { OTP_TTL_MS } from '@kit/frame-protocol'
import type { SecureContext } from '../context.js'
import { randomToken, sha256 } from '../crypto/tokens.js'
import type { Device } from '../device/deviceKeys.js'
import { badRequest, HttpError } from '../http/httpError.js'
import type { OutgoingMail } from '../mail/createMailer.js'
import { codeMail, deviceApprovalMail } from '../mail/mailTemplates.js'
import { issueCode, verifyCode } from './codes.js'
import { startCooldown } from './cooldown.js'
import { approveDevice, isDeviceApproved } from './devices.js'
import { normalizeEmail } from './normalizeEmail.js'
import { spendMailBudgets } from './otpBudget.js'
import { createSession } from './sessions.js'
import { findUser, type User, upsertUser } from './users.js'

export async function sendMail(ctx: SecureContext, mail: OutgoingMail): Promise<void> {
  try {
    await ctx.mailer.send(mail)
  } catch (error) {
    ctx.log(`Could not send mail to ${mail.to}: ${error instanceof Error ? error.message : String(error)}`)
    throw new HttpError(502, 'The email could not be sent, try again later')
  }
}

/**
 * `connect email`: CONNECT when this frame's session already belongs to `email`; VERIFY_DEVICE
 * for a known email on a device it never used (an approval link is mailed, saying when the sign-in
 * was attempted); VERIFY_OTP otherwise (a code is mailed). Once per 30 s per email and device: a
 * stranger's requests neither wait on nor hold up the owner's. Mails count against the budgets
 * of the device, the client address `ip` and the email (the owner's approved devices and other
 * devices have separate ones, see `spendMailBudgets`).
 */
export async function connectEmail(
  ctx: SecureContext,
  parameters: { email: string; deviceId: string; ip: string; sessionUser: User | null },
): Promise<ConnectEmailAction> {
  const email = normalizeEmail(parameters.email)
  const { deviceId, ip } = parameters
  const session = parameters.sessionUser
  if (session && session.authProvider === 'email' && session.subject === email) return 'CONNECT'
  const user = await findUser(ctx, 'email', email)
  await startCooldown(ctx, `email:${email}:${deviceId}`)
  const approved = user !== null && (await isDeviceApproved(ctx, user.id, deviceId))
  if (user && ctx.config.deviceVerification && !approved) {
    await spendMailBudgets(ctx, { email, deviceId, ip, recipient: 'new-device' })
    const token = randomToken()
    const now = ctx.now()
    await ctx.db.query('insert into secure_device_approvals (token_hash, email, device_id, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
      sha256(token),
      email,
      deviceId,
      now,
      now + OTP_TTL_MS,
    ])
    await sendMail(ctx, deviceApprovalMail({ to: email, link: `${ctx.publicUrl}/device/approve?token=${token}`, requestedAt: now }))
    return 'VERIFY_DEVICE'
  }
  const code = await issueCode(ctx, { purpose: 'login', email, deviceId, ip, recipient: approved ? 'approved-device' : 'new-device' })
  await sendMail(ctx, codeMail({ to: email, code, purpose: 'login' }))
  return 'VERIFY_OTP'
}

/** Whether the approval link mailed for (`email`, `deviceId`) was opened and confirmed. */
export async function isDeviceApprovalDone(ctx: SecureContext, parameters: { email: string; deviceId: string }): Promise<boolean> {
  const rows = await ctx.db.query('select 1 from secure_device_approvals where email = $1 and device_id = $2 and approved_at is not null', [
    normalizeEmail(parameters.email),
    parameters.deviceId,
  ])
  return rows.length > 0
}

/** When the approval link `token` was asked for (its page says so), or null for a link that does not exist. */
export async function deviceApprovalRequestedAt(ctx: SecureContext, token: string): Promise<number | null> {
  const [row] = await ctx.db.query<{ created_at: number }>('select created_at from secure_device_approvals where token_hash = $1', [sha256(token)])
  return row?.created_at ?? null
}

/** Confirms a device from the mailed link, then mails the login code. Idempotent. */
export async function approveDeviceLink(ctx: SecureContext, token: string): Promise<{ email: string }> {
  const now = ctx.now()
  const [row] = await ctx.db.query<{ email: string; device_id: string; expires_at: number; approved_at: number | null }>(
    'select email, device_id, expires_at, approved_at from secure_device_approvals where token_hash = $1',
    [sha256(token)],
  )
  if (!row) throw badRequest('This approval link is not valid')
  if (row.approved_at !== null) return { email: row.email }
  if (row.expires_at <= now) throw badRequest('This approval link has expired, sign in again to get a new one')
  const user = await findUser(ctx, 'email', row.email)
  if (!user) throw badRequest('This approval link is not valid')
  const updated = await ctx.db.query('update secure_device_approvals set approved_at = $2 where token_hash = $1 and approved_at is null returning email', [
    sha256(token),
    now,
  ])
  if (updated.length === 0) return { email: row.email }
  await approveDevice(ctx, user.id, row.device_id)
  // The owner approved this device: its code counts against the approved devices' budget (and the
  // device's), not the client address's (the link is opened in the owner's mail reader, anywhere).
  const code = await issueCode(ctx, { purpose: 'login', email: row.email, deviceId: row.device_id, ip: null, recipient: 'approved-device' })
  await sendMail(ctx, codeMail({ to: row.email, code, purpose: 'login' }))
  return { email: row.email }
}

/** `connect OTP`: checks the code, creates the user and wallet on first login, approves the device, opens a session. */
export async function verifyLoginCode(
  ctx: SecureContext,
  parameters: { email: string; otp: string; device: Device; ip: string },
): Promise<{ token: string; user: User }> {
  const email = normalizeEmail(parameters.email)
  const existing = await findUser(ctx, 'email', email)
  if (existing && ctx.config.deviceVerification && !(await isDeviceApproved(ctx, existing.id, parameters.device.id))) {
    throw badRequest('This device is not approved yet: open the link mailed to you', 'DEVICE_NOT_APPROVED')
  }
  await verifyCode(ctx, { purpose: 'login', email, code: parameters.otp, deviceId: parameters.device.id, ip: parameters.ip })
  // upsertUser also gives a user from before Solana its Solana key on this login.
  const user = existing?.solanaAddress ? existing : await upsertUser(ctx, { authProvider: 'email', subject: email, email, userName: null })
  await approveDevice(ctx, user.id, parameters.device.id)
  return { token: await createSession(ctx, user.id, parameters.device), user }
}
