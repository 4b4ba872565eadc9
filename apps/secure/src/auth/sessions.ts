import type { SecureContext } from '../context.js'
import { randomToken, sha256 } from '../crypto/tokens.js'
import type { Device } from '../device/deviceKeys.js'
import { getUser, type User } from './users.js'

/**
 * A new session for `userId`, bound to the device (its public key is stored) that logged in; only
 * the token's hash is stored. The token lives in the frame's storage and is useless without the
 * device key: every use must be signed by it.
 */
export async function createSession(ctx: SecureContext, userId: string, device: Device): Promise<string> {
  const token = randomToken()
  const now = ctx.now()
  await ctx.db.query('insert into secure_sessions (token_hash, user_id, created_at, expires_at, device_id, device_key) values ($1, $2, $3, $4, $5, $6)', [
    sha256(token),
    userId,
    now,
    now + ctx.config.sessionTtlMs,
    device.id,
    device.publicKey,
  ])
  return token
}

/** What a session token resolves to for the requesting device. */
export type SessionLookup = { status: 'valid'; user: User } | { status: 'expired' } | { status: 'other-device' } | { status: 'unknown' }

/** The session of `token` as seen from `deviceId`: valid, expired, bound to another device, or unknown. */
export async function lookupSession(ctx: SecureContext, token: string | null | undefined, deviceId: string): Promise<SessionLookup> {
  if (!token || token.length > 256) return { status: 'unknown' }
  const [row] = await ctx.db.query<{ user_id: string; expires_at: number; device_id: string | null }>(
    'select user_id, expires_at, device_id from secure_sessions where token_hash = $1',
    [sha256(token)],
  )
  if (!row) return { status: 'unknown' }
  if (row.device_id !== deviceId) return { status: 'other-device' }
  if (row.expires_at <= ctx.now()) return { status: 'expired' }
  const user = await getUser(ctx, row.user_id)
  return user ? { status: 'valid', user } : { status: 'unknown' }
}

/** The user of a valid (unexpired) session token used from its own device, else null. */
export async function resolveSession(ctx: SecureContext, token: string | null | undefined, deviceId: string): Promise<User | null> {
  const lookup = await lookupSession(ctx, token, deviceId)
  return lookup.status === 'valid' ? lookup.user : null
}

export async function deleteSession(ctx: SecureContext, token: string, deviceId: string): Promise<void> {
  await ctx.db.query('delete from secure_sessions where token_hash = $1 and device_id = $2', [sha256(token), deviceId])
}
