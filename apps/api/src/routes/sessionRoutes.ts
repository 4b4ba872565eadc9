import { parseSiwxMessage, type SIWXMessage, SiwxMessageError, toChecksumAddress } from '@kit/core/siwx'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { InputError, upstreamError } from '../http/apiError.js'
import { parseInput } from '../http/parseInput.js'
import { projectGuard } from '../http/projectGuard.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { sendJson } from '../http/sendJson.js'
import { checkEoaSignature } from '../siwx/checkEoaSignature.js'
import { createSessionWriter } from '../siwx/createSessionWriter.js'
import { keccak256 } from '../siwx/keccak256.js'
import { createNonce, createSessionCredentials, hashToken, SESSION_COLUMNS, type SessionRow, sessionSchema, toSessionView } from '../siwx/sessionRows.js'
import { MAX_SIGNED_MESSAGE_BASE64, readSignedMessage } from '../siwx/signedMessage.js'
import { siwxErrors } from '../siwx/siwxErrors.js'
import { verifySiwxSignature } from '../siwx/verifySiwxSignature.js'

export const createSessionBodySchema = z
  .object({
    message: z.string().min(1).max(16_384),
    signature: z.string().min(1).max(4_096),
    /** solana: the bytes the wallet signed (base64) when it wrapped the message (readSignedMessage). */
    signedMessage: z.string().min(1).max(MAX_SIGNED_MESSAGE_BASE64).optional(),
    /** What the client believes it signed for: refused with 422 when the message says otherwise. */
    accountAddress: z.string().min(1).max(100).optional(),
    chainId: z.string().min(1).max(80).optional(),
  })
  .strict()
export const nonceResponseSchema = z.object({ nonce: z.string(), expiresAt: z.string() })
export const createdSessionSchema = sessionSchema.extend({ token: z.string() })
export const sessionListSchema = z.object({ data: z.array(sessionSchema) })
const sessionIdSchema = z.string().regex(/^ses_[0-9a-f]{24}$/, 'Expected a session id')
const bearerPattern = /^Bearer (kits_[A-Za-z0-9_-]{43})$/
/** Clock skew tolerated on `Issued At` in the future. */
const ISSUED_AT_SKEW_MS = 60_000
const BITCOIN_ADDRESS_PREFIXES: Record<string, RegExp> = {
  '000000000019d6689c085ae165831e93': /^(bc1|1|3)/,
  '000000000933ea01ad0ee984209779ba': /^(tb1|bcrt1|m|n|2)/,
}

function bearerToken(c: Context<ApiEnv>): string {
  const match = bearerPattern.exec(c.req.header('authorization') ?? '')
  if (!match) throw siwxErrors.invalidToken()
  return match[1]!
}

function readMessage(message: string): SIWXMessage.Data {
  try {
    return parseSiwxMessage(message, { keccak256 })
  } catch (error) {
    if (error instanceof SiwxMessageError) throw new InputError('message', `${error.field}: ${error.details || error.shortMessage}`)
    throw error
  }
}

/** The message's URI must be an http(s) origin allowed for the project, its domain that origin's host, and the caller (if a browser) on it. */
function checkDomain(c: Context<ApiEnv>, data: SIWXMessage.Data): void {
  let uri: URL
  try {
    uri = new URL(data.uri)
  } catch {
    throw siwxErrors.domainNotAllowed()
  }
  if (uri.protocol !== 'http:' && uri.protocol !== 'https:') throw siwxErrors.domainNotAllowed()
  if (uri.host !== data.domain.toLowerCase()) throw siwxErrors.domainNotAllowed()
  if (!c.get('project').isOriginAllowed(uri.origin)) throw siwxErrors.domainNotAllowed()
  const origin = c.req.header('origin')
  if (origin !== undefined && origin.toLowerCase() !== uri.origin) throw siwxErrors.domainNotAllowed()
}

function checkTimes(data: SIWXMessage.Data, now: Date): void {
  if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= now.getTime()) throw siwxErrors.expired()
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > now.getTime()) throw siwxErrors.notYetValid()
  if (Date.parse(data.issuedAt!) > now.getTime() + ISSUED_AT_SKEW_MS) throw siwxErrors.notYetValid()
}

function sameAddress(namespace: string, a: string, b: string): boolean {
  return namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
}

/**
 * Sign in with X (SIWX) sessions, docs/rules/calls.md and issue 14:
 * - `GET /v1/sessions/nonce` → `{ nonce, expiresAt }`: 128 random bits, single use, 5 min.
 * - `POST /v1/sessions` `{ message, signature, signedMessage?, accountAddress?, chainId? }` → 201
 *   session + `token` after every check (message form, chain, domain/URI, times, address, signed
 *   bytes holding the message, signature, nonce).
 * - `GET /v1/sessions/{id}`, `POST /v1/sessions/{id}/revoke` with `Authorization: Bearer <token>`.
 * - `GET /v1/sessions?address=` with a bearer token of an active session of that address.
 * Sessions live in the database (only a hash of the token), so they survive a restart.
 */
export function sessionRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: false })
  const { siwx } = context.config
  // PGlite runs one statement at a time: one in flight, the rest wait and go together.
  const sessions = createSessionWriter({ db: context.db, maxInFlight: context.db.kind === 'pglite' ? 1 : 4 })

  /** Throws the nonce's specific refusal: unknown (or another project's), used, expired. */
  const refuseUnusableNonce = async (nonce: string, projectId: string, now: Date): Promise<void> => {
    const rows = await context.db.query<{ expired: boolean; used: boolean }>(
      'select expires_at <= $3 as expired, used_at is not null as used from siwx_nonces where nonce = $1 and project_id = $2',
      [nonce, projectId, now.toISOString()],
    )
    const row = rows[0]
    if (!row) throw siwxErrors.nonceUnknown()
    if (row.used) throw siwxErrors.nonceUsed()
    if (row.expired) throw siwxErrors.nonceExpired()
  }

  app.get('/v1/sessions/nonce', guard, async (c) => {
    const now = new Date()
    const nonce = createNonce()
    const expiresAt = new Date(now.getTime() + siwx.nonceTtlSeconds * 1000)
    // One statement: nonces dead for an hour go, the new one is stored.
    await context.db.query(
      `with gone as (delete from siwx_nonces where expires_at < $4)
       insert into siwx_nonces (nonce, project_id, expires_at) values ($1, $2, $3)`,
      [nonce, c.get('project').config.id, expiresAt.toISOString(), new Date(now.getTime() - 3_600_000).toISOString()],
      { name: 'siwx_create_nonce' },
    )
    c.header('cache-control', 'no-store')
    return sendJson(c, nonceResponseSchema, { nonce, expiresAt: expiresAt.toISOString() })
  })

  app.post('/v1/sessions', guard, async (c) => {
    const body = parseInput(createSessionBodySchema, await readJsonBody(c))
    const data = readMessage(body.message)
    const projectId = c.get('project').config.id
    const namespace = data.chainId.split(':')[0]!
    const chain = context.chains.get(data.chainId)
    if (namespace === 'eip155' ? !chain : !siwx.networks.includes(data.chainId)) throw siwxErrors.chainNotConfigured()
    checkDomain(c, data)
    const now = new Date()
    checkTimes(data, now)
    if (body.accountAddress !== undefined && !sameAddress(namespace, body.accountAddress, data.accountAddress)) throw siwxErrors.addressMismatch()
    if (body.chainId !== undefined && body.chainId !== data.chainId) throw siwxErrors.addressMismatch()
    const bitcoinPrefix = namespace === 'bip122' ? BITCOIN_ADDRESS_PREFIXES[data.chainId.split(':')[1]!] : undefined
    if (bitcoinPrefix && !bitcoinPrefix.test(data.accountAddress)) throw siwxErrors.addressMismatch()
    const signedMessage =
      body.signedMessage === undefined ? undefined : readSignedMessage({ namespace, message: body.message, signedMessage: body.signedMessage })

    // A plain EOA signature is checked locally first (libsecp256k1): on that hot path the nonce is
    // consumed by the insert below, and looked at only when the insert finds it unusable. Any
    // other signature has its nonce checked first, so no chain call is spent on a dead nonce.
    const eoa = namespace === 'eip155' ? checkEoaSignature({ address: data.accountAddress, message: body.message, signature: body.signature }) : 'unknown'
    if (eoa !== 'valid') {
      await refuseUnusableNonce(data.nonce, projectId, now)
      let valid = false
      if (eoa === 'unknown') {
        try {
          valid = await verifySiwxSignature({ data, message: body.message, signature: body.signature, signedMessage, chain })
        } catch (error) {
          context.log(`Kit API: sign-in verification on ${data.chainId} failed: ${error instanceof Error ? error.message : String(error)}`)
          throw upstreamError(`Could not verify the signature on ${data.chainId}`)
        }
      }
      if (!valid) throw siwxErrors.invalidSignature()
    }

    const { id, token } = createSessionCredentials()
    const maxExpiry = now.getTime() + siwx.sessionMaxSeconds * 1000
    const expiresAt = new Date(Math.min(data.expirationTime ? Date.parse(data.expirationTime) : maxExpiry, maxExpiry))
    // Stored as written here (times to the millisecond, as SESSION_COLUMNS reads them back), so the
    // answer is built from these values, not read back from the database.
    const row: SessionRow = {
      id,
      chain_id: data.chainId,
      address: data.accountAddress,
      domain: data.domain,
      uri: data.uri,
      message: body.message,
      signature: body.signature,
      signed_message: body.signedMessage ?? null,
      token_hash: hashToken(token),
      issued_at: new Date(data.issuedAt!).toISOString(),
      expires_at: expiresAt.toISOString(),
      revoked_at: null,
    }
    // The nonce is consumed and the session stored atomically (nothing stored when the nonce is
    // unknown, expired or consumed, by another request in the meantime too), in one statement
    // with the other sign-ins of the moment.
    const stored = await sessions.write({ row, projectId, nonce: data.nonce, at: now.toISOString() })
    if (!stored) {
      await refuseUnusableNonce(data.nonce, projectId, now)
      throw siwxErrors.nonceUsed() // usable a moment ago: another request consumed it in between
    }
    return sendJson(c, createdSessionSchema, { ...toSessionView(row, now), token }, 201)
  })

  const findOwned = async (c: Context<ApiEnv>): Promise<SessionRow> => {
    const id = parseInput(sessionIdSchema, c.req.param('id'), 'id')
    const token = bearerToken(c)
    const rows = await context.db.query<SessionRow>(`select ${SESSION_COLUMNS} from siwx_sessions where id = $1 and project_id = $2 and token_hash = $3`, [
      id,
      c.get('project').config.id,
      hashToken(token),
    ])
    if (!rows[0]) throw siwxErrors.invalidToken()
    return rows[0]
  }

  app.get('/v1/sessions/:id', guard, async (c) => {
    const row = await findOwned(c)
    c.header('cache-control', 'no-store')
    return sendJson(c, sessionSchema, toSessionView(row, new Date()))
  })

  app.post('/v1/sessions/:id/revoke', guard, async (c) => {
    const row = await findOwned(c)
    const rows = await context.db.query<SessionRow>(
      `update siwx_sessions set revoked_at = coalesce(revoked_at, $2) where id = $1 returning ${SESSION_COLUMNS}`,
      [row.id, new Date().toISOString()],
    )
    return sendJson(c, sessionSchema, toSessionView(rows[0]!, new Date()))
  })

  app.get('/v1/sessions', guard, async (c) => {
    const raw = parseInput(z.object({ address: z.string().min(1).max(100) }), c.req.query(), 'query').address
    const address = /^0x[0-9a-fA-F]{40}$/.test(raw) ? toChecksumAddress(raw, keccak256) : raw
    const now = new Date()
    const owner = await context.db.query<SessionRow>(`select ${SESSION_COLUMNS} from siwx_sessions where project_id = $1 and token_hash = $2`, [
      c.get('project').config.id,
      hashToken(bearerToken(c)),
    ])
    if (!owner[0] || toSessionView(owner[0], now).status !== 'active') throw siwxErrors.invalidToken()
    if (owner[0].address !== address) throw siwxErrors.notOwner()
    const rows = await context.db.query<SessionRow>(
      `select ${SESSION_COLUMNS} from siwx_sessions where project_id = $1 and address = $2 order by created_at desc limit 100`,
      [c.get('project').config.id, address],
    )
    c.header('cache-control', 'no-store')
    return sendJson(c, sessionListSchema, { data: rows.map((row) => toSessionView(row, now)) })
  })
}
