import type { Hono } from 'hono'
import { z } from 'zod'
import { historyResponseSchema } from '../activity/historyResponseSchema.js'
import { queryHistory } from '../activity/queryHistory.js'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { InputError } from '../http/apiError.js'
import { baseUrl } from '../http/baseUrl.js'
import { accountAddressSchema, currencySchema, cursorSchema, limitSchema, networkIdSchema } from '../http/inputSchemas.js'
import { parseInput } from '../http/parseInput.js'
import { projectGuard } from '../http/projectGuard.js'
import { sendJson } from '../http/sendJson.js'

export const historyQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  chainId: networkIdSchema.optional(),
  limit: limitSchema.default(20),
  currency: currencySchema.default('usd'),
})

/**
 * `GET /v1/account/{address}/history?cursor&chainId&limit` → `{ data, next }` (docs/rules'
 * transactions call): indexed activity, newest first; pass `next` back as `cursor` for the
 * following page. Unsupported networks and non-EVM addresses give `{ data: [], next: null }`.
 */
export function historyRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: true })
  app.get('/v1/account/:address/history', guard, async (c) => {
    const account = parseInput(accountAddressSchema, c.req.param('address'), 'address')
    const query = parseInput(historyQuerySchema, c.req.query(), 'query')
    if (!context.prices.supportsCurrency(query.currency)) throw new InputError('currency', 'Unsupported currency')
    if (account.namespace !== 'eip155') return sendJson(c, historyResponseSchema, { data: [], next: null })
    const page = await queryHistory({
      db: context.db,
      chains: context.chains,
      prices: context.prices,
      address: account.address,
      chainId: query.chainId,
      cursor: query.cursor,
      limit: query.limit,
      currency: query.currency,
      baseUrl: baseUrl(c, context.config.publicUrl),
    })
    return sendJson(c, historyResponseSchema, page)
  })
}
