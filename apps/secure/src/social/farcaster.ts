import { randomBytes } from 'node:crypto'
import { FRAME_ERROR_MESSAGES } from '@kit/frame-protocol'
import type { SecureContext } from '../context.js'
import { randomToken } from '../crypto/tokens.js'
import { badRequest, HttpError } from '../http/httpError.js'
import type { FarcasterSignIn } from './farcasterSignIn.js'

const CHANNEL_TTL_MS = 10 * 60_000

export type FarcasterStatus = { status: 'pending' } | { status: 'approved'; userName: string } | { status: 'failed' }

/**
 * A Farcaster sign-in channel with a URI to show as a QR code. With `signIn` (real Sign In With
 * Farcaster) the channel is opened on the Farcaster relay and the URI opens the user's Farcaster
 * app; without it (development only) the stand-in approval page (`/farcaster/approve?channel=`)
 * completes or rejects it.
 */
export async function startFarcaster(ctx: SecureContext, signIn: FarcasterSignIn | null, deviceId: string): Promise<{ channel: string; uri: string }> {
  const channel = randomToken(24)
  const now = ctx.now()
  let relay: { channelToken: string; url: string } | null = null
  const nonce = signIn ? randomBytes(12).toString('hex') : null
  if (signIn && nonce) {
    try {
      relay = await signIn.createChannel(nonce)
    } catch (error) {
      ctx.log(`Farcaster relay unavailable: ${error instanceof Error ? error.message : String(error)}`)
      throw new HttpError(502, FRAME_ERROR_MESSAGES.farcasterFailed)
    }
  }
  await ctx.db.query('delete from secure_farcaster_channels where expires_at <= $1', [now])
  await ctx.db.query(
    'insert into secure_farcaster_channels (channel, status, created_at, expires_at, relay_token, nonce, device_id) values ($1, $2, $3, $4, $5, $6, $7)',
    [channel, 'pending', now, now + CHANNEL_TTL_MS, relay?.channelToken ?? null, nonce, deviceId],
  )
  return { channel, uri: relay?.url ?? `${ctx.publicUrl}/farcaster/approve?channel=${channel}` }
}

/** The channel's state as seen from `deviceId` (a channel started on another device reads as failed). */
export async function getFarcasterStatus(ctx: SecureContext, channel: string, signIn: FarcasterSignIn | null, deviceId: string): Promise<FarcasterStatus> {
  const [row] = await ctx.db.query<{ status: string; user_name: string | null; expires_at: number; relay_token: string | null; nonce: string | null }>(
    'select status, user_name, expires_at, relay_token, nonce from secure_farcaster_channels where channel = $1 and device_id = $2',
    [channel, deviceId],
  )
  if (!row || row.expires_at <= ctx.now() || row.status === 'failed') return { status: 'failed' }
  if (row.status === 'approved' && row.user_name) return { status: 'approved', userName: row.user_name }
  // A relay channel: ask the relay, and accept only a signature the library verifies.
  if (row.relay_token && row.nonce) {
    if (!signIn) return { status: 'failed' }
    try {
      const result = await signIn.status(row.relay_token, row.nonce)
      if (result.state === 'pending') return { status: 'pending' }
      const { fid, userName } = result.identity
      await ctx.db.query(`update secure_farcaster_channels set status = 'approved', user_name = $2, subject = $3 where channel = $1 and status = 'pending'`, [
        channel,
        userName,
        `fid:${fid}`,
      ])
      return { status: 'approved', userName }
    } catch (error) {
      ctx.log(`Farcaster sign-in refused: ${error instanceof Error ? error.message : String(error)}`)
      await ctx.db.query(`update secure_farcaster_channels set status = 'failed' where channel = $1`, [channel])
      return { status: 'failed' }
    }
  }
  if (signIn) return { status: 'failed' } // A stand-in channel on a server with real Farcaster: never.
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

/** Consumes an approved channel (single use): who signs in (the verified fid, or the stand-in's name). */
export async function consumeFarcaster(ctx: SecureContext, channel: string, deviceId: string): Promise<{ userName: string; subject: string }> {
  const [row] = await ctx.db.query<{ user_name: string; subject: string | null }>(
    `delete from secure_farcaster_channels where channel = $1 and device_id = $3 and status = 'approved' and expires_at > $2 returning user_name, subject`,
    [channel, ctx.now(), deviceId],
  )
  if (!row) throw badRequest(FRAME_ERROR_MESSAGES.farcasterFailed)
  return { userName: row.user_name, subject: row.subject ?? row.user_name.toLowerCase() }
}
