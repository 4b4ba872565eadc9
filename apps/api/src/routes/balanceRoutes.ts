import type { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { balanceResponseSchema } from '../balances/balanceResponseSchema.js'
import { InputError } from '../http/apiError.js'
import { baseUrl } from '../http/baseUrl.js'
import { accountAddressSchema, currencySchema, networkIdSchema } from '../http/inputSchemas.js'
import { parseInput } from '../http/parseInput.js'
import { projectGuard } from '../http/projectGuard.js'
import { sendJson } from '../http/sendJson.js'

export const balanceQuerySchema = z.object({
  currency: currencySchema.default('usd'),
  chainId: networkIdSchema.optional(),
  forceUpdate: z.string().max(200).optional(),
})

const JSON_HEADERS = { 'content-type': 'application/json' }

/**
 * `GET /v1/account/{address}/balance?currency&chainId&forceUpdate` → `{ balances }`: native and
 * listed ERC-20 balances read from the chain, priced. Answers are cached 30 s per instance
 * (`forceUpdate` skips the cache); unsupported networks and non-EVM addresses give `{ balances: [] }`.
 */
export function balanceRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: true })
  app.get('/v1/account/:address/balance', guard, async (c) => {
    const account = parseInput(accountAddressSchema, c.req.param('address'), 'address')
    const query = parseInput(balanceQuerySchema, c.req.query(), 'query')
    if (!context.prices.supportsCurrency(query.currency)) throw new InputError('currency', 'Unsupported currency')
    if (account.namespace !== 'eip155' || (query.chainId !== undefined && !context.chains.has(query.chainId))) {
      return sendJson(c, balanceResponseSchema, { balances: [] })
    }
    const json = await context.balances.getBalancesJson({
      address: account.address,
      chainId: query.chainId,
      currency: query.currency,
      baseUrl: baseUrl(c, context.config.publicUrl),
      forceUpdate: query.forceUpdate !== undefined && query.forceUpdate !== '' && query.forceUpdate !== 'false' && query.forceUpdate !== '0',
    })
    return c.body(json, 200, JSON_HEADERS)
  })
}
