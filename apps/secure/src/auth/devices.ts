import type { SecureContext } from '../context.js'

export async function isDeviceApproved(ctx: SecureContext, userId: string, deviceId: string): Promise<boolean> {
  const rows = await ctx.db.query('select 1 from secure_devices where user_id = $1 and device_id = $2', [userId, deviceId])
  return rows.length > 0
}

export async function approveDevice(ctx: SecureContext, userId: string, deviceId: string): Promise<void> {
  await ctx.db.query('insert into secure_devices (user_id, device_id, approved_at) values ($1, $2, $3) on conflict do nothing', [userId, deviceId, ctx.now()])
}
