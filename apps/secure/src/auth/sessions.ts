import type { SecureContext } from '../context.js'
import { randomToken, sha256 } from '../crypto/tokens.js'
import { getUser, type User } from './users.js'

/** A new session for `userId`; only the token's hash is stored. The token lives in the frame's storage. */
export async function createSession(ctx: SecureContext, userId: string): Promise<string> {
  const token = randomToken()
  const now = ctx.now()
  await ctx.db.query('insert into secure_sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    sha256(token),
    userId,
    now,
    now + ctx.config.sessionTtlMs,
  ])
  return token
}

/** The user of a valid (unexpired) session token, else null. */
export async function resolveSession(ctx: SecureContext, token: string | null | undefined): Promise<User | null> {
  if (!token || token.length > 256) return null
  const [row] = await ctx.db.query<{ user_id: string; expires_at: number }>('select user_id, expires_at from secure_sessions where token_hash = $1', [
    sha256(token),
  ])
  if (!row || row.expires_at <= ctx.now()) return null
  return getUser(ctx, row.user_id)
}

/** Whether `token` belongs to a session that existed but has expired (not merely unknown). */
export async function isSessionExpired(ctx: SecureContext, token: string | null | undefined): Promise<boolean> {
  if (!token || token.length > 256) return false
  const [row] = await ctx.db.query<{ expires_at: number }>('select expires_at from secure_sessions where token_hash = $1', [sha256(token)])
  return row !== undefined && row.expires_at <= ctx.now()
}

export async function deleteSession(ctx: SecureContext, token: string): Promise<void> {
  await ctx.db.query('delete from secure_sessions where token_hash = $1', [sha256(token)])
}
