import type { Context, MiddlewareHandler } from 'hono'
import type { SecureContext } from '../context.js'
import { sha256 } from '../crypto/tokens.js'
import { type Device, parseDeviceKey, verifyDeviceSignature } from '../device/deviceKeys.js'
import { DEVICE_HEADERS, DEVICE_SIGNATURE_WINDOW_MS, deviceRequestMessage } from '../device/deviceMessages.js'
import { HttpError } from './httpError.js'

declare module 'hono' {
  interface ContextVariableMap {
    device: Device & { key: import('node:crypto').KeyObject }
  }
}

const deviceError = (message: string, code: string): HttpError => new HttpError(401, message, code)

/**
 * Every `/api/*` request must be signed by the frame's device key (a non-extractable WebCrypto key
 * of the secure origin): the signature covers method, path, body hash, timestamp and nonce. A
 * token, code or callback URI copied to another client is useless without it. Nonces are single
 * use within the timestamp window (replays get 401).
 */
export function deviceAuth(ctx: SecureContext): MiddlewareHandler {
  return async (c, next) => {
    const publicKey = c.req.header(DEVICE_HEADERS.key)
    const timestamp = c.req.header(DEVICE_HEADERS.timestamp)
    const nonce = c.req.header(DEVICE_HEADERS.nonce)
    const signature = c.req.header(DEVICE_HEADERS.signature)
    if (!publicKey || !timestamp || !nonce || !signature)
      throw deviceError('This request must be signed by the wallet frame (missing device signature)', 'DEVICE_SIGNATURE_REQUIRED')
    const device = parseDeviceKey(publicKey)
    if (!device) throw deviceError('Invalid device key', 'DEVICE_KEY_INVALID')
    if (!/^\d{1,16}$/.test(timestamp) || Math.abs(ctx.now() - Number(timestamp)) > DEVICE_SIGNATURE_WINDOW_MS)
      throw deviceError('The request is too old or its clock is off, try again', 'DEVICE_SIGNATURE_EXPIRED')
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) throw deviceError('Invalid request nonce', 'DEVICE_NONCE_INVALID')
    const body = await c.req.text()
    const message = deviceRequestMessage({ method: c.req.method, path: c.req.path, bodyHash: sha256(body), timestamp: Number(timestamp), nonce })
    if (!verifyDeviceSignature(device.key, message, signature)) throw deviceError('Invalid device signature', 'DEVICE_SIGNATURE_INVALID')
    const now = ctx.now()
    await ctx.db.query('delete from secure_request_nonces where expires_at <= $1', [now])
    const stored = await ctx.db.query('insert into secure_request_nonces (nonce, expires_at) values ($1, $2) on conflict do nothing returning nonce', [
      `${device.id}:${nonce}`,
      now + 2 * DEVICE_SIGNATURE_WINDOW_MS,
    ])
    if (stored.length === 0) throw deviceError('This request was already used (replay refused)', 'DEVICE_REPLAY')
    c.set('device', device)
    await next()
  }
}

/** The verified device of the request (set by `deviceAuth`). */
export function requestDevice(c: Context): Device & { key: import('node:crypto').KeyObject } {
  const device = c.get('device')
  if (!device) throw deviceError('This request must be signed by the wallet frame (missing device signature)', 'DEVICE_SIGNATURE_REQUIRED')
  return device
}
