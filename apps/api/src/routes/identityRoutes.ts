import type { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { createTtlCache } from '../http/createTtlCache.js'
import { accountAddressSchema } from '../http/inputSchemas.js'
import { parseInput } from '../http/parseInput.js'
import { projectGuard } from '../http/projectGuard.js'
import { sendJson } from '../http/sendJson.js'
import { findProfilesByAddress } from '../names/profileRows.js'
import { reverseResolveOnChain } from '../names/reverseResolveOnChain.js'

export const identityQuerySchema = z.object({ sender: accountAddressSchema.optional() })
export const identityResponseSchema = z.object({ name: z.string().nullable(), avatar: z.string().nullable() })
type Identity = z.output<typeof identityResponseSchema>

/**
 * `GET /v1/identity/{address}?sender` → `{ name, avatar }` (nulls when unknown), from, in order:
 * the `identities` table (written when a name is registered and when a chain lookup finds one),
 * the names registered here, then ENS reverse resolution on the chains with a universal resolver
 * (a miss is remembered 60 s so a hostile client cannot make every request a chain call).
 */
export function identityRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: true })
  const misses = createTtlCache<true>({ ttlMs: 60_000, maxEntries: 10_000 })
  const { suffix } = context.config.names

  const lookup = async (address: string): Promise<Identity> => {
    const rows = await context.db.query<Identity>('select name, avatar from identities where address = $1', [address])
    if (rows[0]?.name) return rows[0]
    const registered = await findProfilesByAddress(context.db, address)
    if (registered[0]) return { name: `${registered[0].name}${suffix}`, avatar: rows[0]?.avatar ?? null }
    if (misses.get(address)) return rows[0] ?? { name: null, avatar: null }
    const name = await reverseResolveOnChain(context.chains.values(), address as `0x${string}`)
    if (!name) {
      misses.set(address, true)
      return rows[0] ?? { name: null, avatar: null }
    }
    await context.db.query(
      `insert into identities (address, name) values ($1, $2)
       on conflict (address) do update set name = excluded.name, updated_at = now()`,
      [address, name],
    )
    return { name, avatar: rows[0]?.avatar ?? null }
  }

  app.get('/v1/identity/:address', guard, async (c) => {
    const account = parseInput(accountAddressSchema, c.req.param('address'), 'address')
    parseInput(identityQuerySchema, c.req.query(), 'query')
    if (account.namespace !== 'eip155') {
      const rows = await context.db.query<Identity>('select name, avatar from identities where address = $1', [account.address])
      return sendJson(c, identityResponseSchema, rows[0] ?? { name: null, avatar: null })
    }
    return sendJson(c, identityResponseSchema, await lookup(account.address))
  })
}
