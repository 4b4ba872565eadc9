import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The client's IP address for per-client budgets: the socket's peer address, or with
 * `trustProxy` (behind a proxy that sets it) the first `X-Forwarded-For` entry. IPv4-mapped
 * IPv6 addresses (`::ffff:1.2.3.4`) count as their IPv4 address; `unknown` when there is no
 * socket (a request handed to the app in process).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
  let address = forwarded || 'unknown'
  if (!forwarded) {
    try {
      address = getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      address = 'unknown'
    }
  }
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, 64)
}
