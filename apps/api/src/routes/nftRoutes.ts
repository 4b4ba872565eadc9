import type { Hono } from 'hono'
import { z } from 'zod'
import { nftResponseSchema } from '../activity/nftResponseSchema.js'
import { queryNfts } from '../activity/queryNfts.js'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { accountAddressSchema, cursorSchema, limitSchema, networkIdSchema } from '../http/inputSchemas.js'
import { parseInput } from '../http/parseInput.js'
import { projectGuard } from '../http/projectGuard.js'
import { sendJson } from '../http/sendJson.js'

export const nftQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  chainId: networkIdSchema.optional(),
  limit: limitSchema.default(50),
})

/**
 * `GET /v1/account/{address}/nfts?cursor&chainId&limit` → `{ data, next }`: the ERC-721 tokens
 * the account holds (from indexed transfers), with metadata from `tokenURI` and a spam flag.
 */
export function nftRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: true })
  app.get('/v1/account/:address/nfts', guard, async (c) => {
    const account = parseInput(accountAddressSchema, c.req.param('address'), 'address')
    const query = parseInput(nftQuerySchema, c.req.query(), 'query')
    if (account.namespace !== 'eip155') return sendJson(c, nftResponseSchema, { data: [], next: null })
    const page = await queryNfts({
      db: context.db,
      chains: context.chains,
      address: account.address,
      chainId: query.chainId,
      cursor: query.cursor,
      limit: query.limit,
    })
    return sendJson(c, nftResponseSchema, page)
  })
}
