import { z } from 'zod/mini'
import type { KitStorage } from '../storage/createStorage.js'
import type { SIWXSession } from './types.js'

const dataSchema = z.object({
  accountAddress: z.string(),
  chainId: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
  domain: z.string(),
  uri: z.string(),
  version: z.string(),
  nonce: z.string(),
  statement: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  requestId: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
})
const sessionsSchema = z.array(
  z.object({
    data: dataSchema,
    message: z.string(),
    signature: z.string(),
    signedMessage: z.optional(z.string()),
    id: z.optional(z.string()),
    token: z.optional(z.string()),
  }),
)

/** Storage key of the sign-in sessions (prefixed per kit). */
export const SIWX_SESSIONS_KEY = 'siwx.sessions'

const same = (chainId: string, address: string) => (session: SIWXSession) =>
  session.data.chainId === chainId &&
  (chainId.startsWith('eip155:') ? session.data.accountAddress.toLowerCase() === address.toLowerCase() : session.data.accountAddress === address)

/** Sessions kept in the kit's storage (a corrupted value reads as none). */
export function readSessions(storage: KitStorage): SIWXSession[] {
  return (storage.get(SIWX_SESSIONS_KEY, sessionsSchema) ?? []) as SIWXSession[]
}

export function writeSessions(storage: KitStorage, sessions: readonly SIWXSession[]): void {
  if (sessions.length) storage.set(SIWX_SESSIONS_KEY, sessions)
  else storage.remove(SIWX_SESSIONS_KEY)
}

export function sessionsOf(storage: KitStorage, chainId: string, address: string): SIWXSession[] {
  return readSessions(storage).filter(same(chainId, address))
}

export function removeSessionsOf(storage: KitStorage, chainId: string, address: string): SIWXSession[] {
  const all = readSessions(storage)
  const match = same(chainId, address)
  writeSessions(
    storage,
    all.filter((session) => !match(session)),
  )
  return all.filter(match)
}

export function isExpired(session: SIWXSession, now = Date.now()): boolean {
  return session.data.expirationTime !== undefined && Date.parse(session.data.expirationTime) <= now
}
