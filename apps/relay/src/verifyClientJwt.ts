import { ed25519 } from '@noble/curves/ed25519'
import { decodeIss, decodeJWT } from '@walletconnect/relay-auth'

export type VerifyClientJwtParameters = {
  /** Relay URLs the JWT `aud` may name (compared without a trailing slash). */
  audiences: readonly string[]
  /** Seconds since the epoch. */
  nowSeconds: number
  /** Tolerated clock difference for `iat` in the future. Default 60 s. */
  clockSkewSeconds?: number
  /** The `Authorization` header of the upgrade request (`Bearer <JWT>`), which non-browser clients may send instead of `?auth=`. */
  authorization?: string | undefined
}

export type VerifyClientJwtReturnType = { status: 'anonymous' } | { status: 'valid'; clientId: string } | { status: 'invalid'; reason: string }

const maxJwtLength = 2_048

/** `ws://host:port/` and `ws://host:port` name the same relay. */
export function normalizeRelayUrl(url: string): string {
  return url.replace(/\/+$/, '')
}

/**
 * Checks the client JWT a WalletConnect client connects with (`?auth=<JWT>`), as the relay
 * protocol specifies it (@walletconnect/relay-auth): header `{alg: 'EdDSA', typ: 'JWT'}`, `iss` a
 * `did:key:z6Mk…` ed25519 key that signed `header.payload`, `aud` this relay's URL, `exp` in the
 * future. The spec (docs.walletconnect.com, Relay Client Auth) takes the JWT from an
 * `Authorization: Bearer` header or, where browsers cannot set headers, from `?auth=`; both are read.
 * A connection without either is anonymous (its own client); a JWT that fails a check is refused
 * with the reason.
 */
export function verifyClientJwt(requestUrl: string | undefined, parameters: VerifyClientJwtParameters): VerifyClientJwtReturnType {
  const { audiences, nowSeconds, clockSkewSeconds = 60, authorization } = parameters
  let auth: string | null = null
  try {
    auth = new URL(requestUrl ?? '/', 'ws://relay.local').searchParams.get('auth')
  } catch {
    return { status: 'invalid', reason: 'Invalid JWT: the request URL cannot be parsed' }
  }
  if (auth === null && authorization !== undefined) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization.trim())
    if (!bearer?.[1]) return { status: 'invalid', reason: 'Invalid JWT: the Authorization header must be "Bearer <JWT>"' }
    auth = bearer[1]
  }
  if (auth === null) return { status: 'anonymous' }
  if (auth.length > maxJwtLength) return { status: 'invalid', reason: `Invalid JWT: longer than ${maxJwtLength} characters` }
  if (auth.split('.').length !== 3) return { status: 'invalid', reason: 'Invalid JWT: expected header.payload.signature' }
  let decoded: ReturnType<typeof decodeJWT>
  try {
    decoded = decodeJWT(auth)
  } catch {
    return { status: 'invalid', reason: 'Invalid JWT: header or payload is not base64url JSON' }
  }
  const { header, payload, signature, data } = decoded
  if (header?.alg !== 'EdDSA' || header?.typ !== 'JWT') return { status: 'invalid', reason: 'Invalid JWT: alg must be EdDSA and typ JWT' }
  if (typeof payload !== 'object' || payload === null) return { status: 'invalid', reason: 'Invalid JWT: payload is not an object' }
  const { iss, aud, exp, iat } = payload as unknown as Partial<Record<string, unknown>>
  if (typeof iss !== 'string' || !/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]{40,50}$/.test(iss)) {
    return { status: 'invalid', reason: 'Invalid JWT: iss must be an ed25519 did:key' }
  }
  let publicKey: Uint8Array
  try {
    publicKey = decodeIss(iss)
  } catch {
    return { status: 'invalid', reason: 'Invalid JWT: iss must be an ed25519 did:key' }
  }
  let verified = false
  try {
    verified = publicKey.length === 32 && signature.length === 64 && ed25519.verify(signature, data, publicKey)
  } catch {
    verified = false
  }
  if (!verified) return { status: 'invalid', reason: 'Invalid JWT: signature does not match iss' }
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return { status: 'invalid', reason: 'Invalid JWT: exp missing' }
  if (exp <= nowSeconds) return { status: 'invalid', reason: 'Invalid JWT: expired' }
  if (typeof iat === 'number' && iat > nowSeconds + clockSkewSeconds) return { status: 'invalid', reason: 'Invalid JWT: iat is in the future' }
  if (typeof aud !== 'string' || !audiences.includes(normalizeRelayUrl(aud))) {
    return { status: 'invalid', reason: `Invalid JWT: aud ${typeof aud === 'string' ? JSON.stringify(aud.slice(0, 200)) : 'missing'} is not this relay` }
  }
  return { status: 'valid', clientId: iss }
}
