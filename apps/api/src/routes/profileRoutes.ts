import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { upstreamError } from '../http/apiError.js'
import { accountAddressSchema } from '../http/inputSchemas.js'
import { parseInput } from '../http/parseInput.js'
import { projectGuard } from '../http/projectGuard.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { sendJson } from '../http/sendJson.js'
import { nameErrors } from '../names/nameErrors.js'
import { lookupSuffixes, readNameLabel, readNameMessage, registerBodySchema } from '../names/nameInput.js'
import { nameVariants } from '../names/nameSuggestions.js'
import { findProfileByName, findProfilesByAddress, PROFILE_COLUMNS, type ProfileRow, profileSchema, toProfile } from '../names/profileRows.js'
import { verifyNameSignature } from '../names/verifyNameSignature.js'

export const suggestionsSchema = z.object({ suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })) })
export const suggestionsQuerySchema = z.object({ zone: z.string().max(100).optional(), apiVersion: z.string().max(10).optional() }).passthrough()

/** `coin_type` → the chain whose client checks smart-account signatures (60 → eip155:1). */
function chainIdOf(coinType: number): string {
  return `eip155:${coinType === 60 ? 1 : coinType & 0x7fffffff}`
}

/**
 * Names (docs/rules/states.md, docs/rules/validation.md, docs/rules/calls.md and docs/rules/errors.md; issue 17):
 * - `POST /v1/profile/account` `{ coin_type, address, message, signature }` → 201 the name, after
 *   the name rules, a timestamp within `names.messageMaxAgeSeconds`, a signature of `address`
 *   (EOA, ERC-1271 or ERC-6492) used once, one name per address per coin type, unique names.
 * - `GET /v1/profile/account/{name}` → the name (404 when free).
 * - `GET /v1/profile/reverse/{address}` → the names of an address (`[]` when none).
 * - `GET /v1/profile/suggestions/{name}` → free variants of the name.
 * Lookups take `alice`, `alice<suffix>`, `alice.reown.id` or `alice.wcn.id`.
 */
export function profileRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: false })
  const { names } = context.config
  const suffixes = lookupSuffixes(names.suffix)

  app.post('/v1/profile/account', guard, async (c) => {
    const body = parseInput(registerBodySchema, await readJsonBody(c))
    const signed = readNameMessage(body.message)
    const label = readNameLabel(signed.name, [names.suffix], 'message.name')
    if (Math.abs(Date.now() / 1000 - signed.timestamp) > names.messageMaxAgeSeconds) throw nameErrors.staleMessage(names.messageMaxAgeSeconds)
    const address = body.address.toLowerCase()
    const signatureHash = createHash('sha256').update(body.signature.toLowerCase()).digest('hex')
    const used = await context.db.query('select 1 from profile_signatures where signature_hash = $1', [signatureHash])
    if (used.length > 0) throw nameErrors.signatureUsed()
    if (await findProfileByName(context.db, label)) throw nameErrors.nameTaken()

    const chainId = chainIdOf(body.coin_type)
    let valid: boolean
    try {
      valid = await verifyNameSignature({
        address: body.address as `0x${string}`,
        message: body.message,
        signature: body.signature as `0x${string}`,
        chain: context.chains.get(chainId),
      })
    } catch (error) {
      context.log(`Kit API: name signature verification on ${chainId} failed: ${error instanceof Error ? error.message : String(error)}`)
      throw upstreamError(`Could not verify the signature on ${chainId}`)
    }
    if (!valid) throw nameErrors.invalidSignature()

    const row = await context.db.transaction(async (tx) => {
      const recorded = await tx.query('insert into profile_signatures (signature_hash) values ($1) on conflict do nothing returning signature_hash', [
        signatureHash,
      ])
      if (recorded.length === 0) throw nameErrors.signatureUsed()
      const inserted = await tx.query<ProfileRow>(
        `insert into profile_names (name, address, coin_type, message, signature) values ($1, $2, $3, $4, $5)
         on conflict do nothing returning ${PROFILE_COLUMNS}`,
        [label, address, String(body.coin_type), body.message, body.signature],
      )
      if (inserted.length === 0) {
        if (await findProfileByName(tx, label)) throw nameErrors.nameTaken()
        throw nameErrors.addressHasName()
      }
      await tx.query(
        `insert into identities (address, name) values ($1, $2)
         on conflict (address) do update set name = excluded.name, updated_at = now()`,
        [address, `${label}${names.suffix}`],
      )
      return inserted[0]!
    })
    return sendJson(c, profileSchema, toProfile(row, names.suffix), 201)
  })

  app.get('/v1/profile/account/:name', guard, async (c) => {
    parseInput(suggestionsQuerySchema, c.req.query(), 'query')
    const label = readNameLabel(c.req.param('name'), suffixes, 'name')
    const row = await findProfileByName(context.db, label)
    if (!row) throw nameErrors.notFound()
    return sendJson(c, profileSchema, toProfile(row, names.suffix))
  })

  app.get('/v1/profile/reverse/:address', guard, async (c) => {
    const account = parseInput(accountAddressSchema, c.req.param('address'), 'address')
    if (account.namespace !== 'eip155') return sendJson(c, z.array(profileSchema), [])
    const rows = await findProfilesByAddress(context.db, account.address)
    return sendJson(
      c,
      z.array(profileSchema),
      rows.map((row) => toProfile(row, names.suffix)),
    )
  })

  app.get('/v1/profile/suggestions/:name', guard, async (c) => {
    parseInput(suggestionsQuerySchema, c.req.query(), 'query')
    const label = readNameLabel(c.req.param('name'), suffixes, 'name')
    const variants = nameVariants(label)
    const taken = await context.db.query<{ name: string }>('select name from profile_names where name = any($1::text[])', [variants])
    const takenSet = new Set(taken.map((row) => row.name))
    const suggestions = variants.filter((each) => !takenSet.has(each)).map((each) => ({ name: `${each}${names.suffix}`, registered: false }))
    return sendJson(c, suggestionsSchema, { suggestions })
  })
}
