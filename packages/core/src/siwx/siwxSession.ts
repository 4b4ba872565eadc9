import type { SiwxSessionSnapshot } from '../state/siwx.js'
import type { SIWXMessage, SIWXSession } from './types.js'

/** Storage key of the last network signed in on (cancel goes back there, docs/rules/states.md). */
export const SIWX_LAST_NETWORK_KEY = 'siwx.lastNetwork'

/** A session as kept in state: without the token, without methods. */
export function toSessionSnapshot(session: SIWXSession): SiwxSessionSnapshot {
  const { toString: _, ...data } = session.data as SIWXMessage.Data & { toString?: unknown }
  return { id: session.id, data: { ...data }, message: session.message, signature: session.signature }
}

/** `eip155:1:0xabc` → `{ chainId: 'eip155:1', address: '0xabc' }`. */
export function splitCaipAddress(caipAddress: string): { chainId: `${string}:${string}`; address: string } {
  const index = caipAddress.lastIndexOf(':')
  return { chainId: caipAddress.slice(0, index) as `${string}:${string}`, address: caipAddress.slice(index + 1) }
}
