import { createHash, randomBytes } from 'node:crypto'
import { z } from 'zod'

export interface SessionRow {
  id: string
  chain_id: string
  address: string
  domain: string
  uri: string
  message: string
  signature: string
  /** Base64 of the bytes a Solana wallet signed around the message; null when it signed the message itself. */
  signed_message: string | null
  token_hash: string
  issued_at: string
  expires_at: string
  revoked_at: string | null
}

export const SESSION_COLUMNS =
  'id, chain_id, address, domain, uri, message, signature, signed_message, token_hash, to_char(issued_at at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') as issued_at, to_char(expires_at at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') as expires_at, to_char(revoked_at at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') as revoked_at'

export const sessionSchema = z.object({
  id: z.string(),
  chainId: z.string(),
  address: z.string(),
  domain: z.string(),
  uri: z.string(),
  message: z.string(),
  signature: z.string(),
  /** Base64 of the bytes the signature covers when the wallet wrapped the message (solana). */
  signedMessage: z.string().optional(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(['active', 'revoked', 'expired']),
})
export type SessionView = z.infer<typeof sessionSchema>

export function toSessionView(row: SessionRow, now: Date): SessionView {
  const status = row.revoked_at !== null ? 'revoked' : Date.parse(row.expires_at) <= now.getTime() ? 'expired' : 'active'
  return {
    id: row.id,
    chainId: row.chain_id,
    address: row.address,
    domain: row.domain,
    uri: row.uri,
    message: row.message,
    signature: row.signature,
    ...(row.signed_message !== null ? { signedMessage: row.signed_message } : {}),
    issuedAt: row.issued_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    status,
  }
}

/** 128-bit nonce from the crypto RNG, hex (letters and digits, as EIP-4361 requires). */
export const createNonce = (): string => randomBytes(16).toString('hex')
/**
 * A new session's id (`ses_` + 96 random bits, hex) and its 256-bit bearer token (`kits_` +
 * base64url; only its SHA-256 is stored), from one draw of the crypto RNG.
 */
export function createSessionCredentials(): { id: string; token: string } {
  const bytes = randomBytes(44)
  return { id: `ses_${bytes.toString('hex', 0, 12)}`, token: `kits_${bytes.subarray(12).toString('base64url')}` }
}
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
