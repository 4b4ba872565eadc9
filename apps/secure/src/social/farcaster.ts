import { FRAME_ERROR_MESSAGES } from '@kit/frame-protocol'
import type { SecureContext } from '../context.js'
import { randomToken } from '../crypto/tokens.js'
import { badRequest } from '../http/httpError.js'

const CHANNEL_TTL_MS = 10 * 60_000

export type FarcasterStatus = { status: 'pending' } | { status: 'approved'; userName: string } | { status: 'failed' }

/**
 * Farcaster sign-in stand-in: a channel with a URI to show as a QR code; the stand-in approval
 * page (`/farcaster/approve?channel=`) completes or rejects it.
 */
export async function startFarcaster(ctx: SecureContext, deviceId: string): Promise<{ channel: string; uri: string }> {
  const channel = randomToken(24)
  const now = ctx.now()
  await ctx.db.query('delete from secure_farcaster_channels where expires_at <= $1', [now])
  await ctx.db.query('insert into secure_farcaster_channels (channel, status, created_at, expires_at, device_id) values ($1, $2, $3, $4, $5)', [
    channel,
    'pending',
    now,
    now + CHANNEL_TTL_MS,
    deviceId,
  ])
  return { channel, uri: `${ctx.publicUrl}/farcaster/approve?channel=${channel}` }
}

/** The channel's state as seen from `deviceId` (a channel started on another device reads as failed). */
export async function getFarcasterStatus(ctx: SecureContext, channel: string, deviceId: string): Promise<FarcasterStatus> {
  const [row] = await ctx.db.query<{ status: string; user_name: string | null; expires_at: number }>(
    'select status, user_name, expires_at from secure_farcaster_channels where channel = $1 and device_id = $2',
    [channel, deviceId],
  )
  if (!row || row.expires_at <= ctx.now() || row.status === 'failed') return { status: 'failed' }
  if (row.status === 'approved' && row.user_name) return { status: 'approved', userName: row.user_name }
  return { status: 'pending' }
}

/** The stand-in approval: `userName` signs in, or `null` rejects. */
export async function decideFarcaster(ctx: SecureContext, channel: string, userName: string | null): Promise<void> {
  const rows = await ctx.db.query(
    `update secure_farcaster_channels set status = $2, user_name = $3 where channel = $1 and status = 'pending' and expires_at > $4 returning channel`,
    [channel, userName ? 'approved' : 'failed', userName, ctx.now()],
  )
  if (rows.length === 0) throw badRequest(FRAME_ERROR_MESSAGES.farcasterFailed)
}

/** Consumes an approved channel (single use): the user name to sign in. */
export async function consumeFarcaster(ctx: SecureContext, channel: string, deviceId: string): Promise<string> {
  const [row] = await ctx.db.query<{ user_name: string }>(
    `delete from secure_farcaster_channels where channel = $1 and device_id = $3 and status = 'approved' and expires_at > $2 returning user_name`,
    [channel, ctx.now(), deviceId],
  )
  if (!row) throw badRequest(FRAME_ERROR_MESSAGES.farcasterFailed)
  return row.user_name
}
