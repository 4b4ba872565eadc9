import type { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { commaList } from '../http/commaList.js'
import { networkIdSchema } from '../http/inputSchemas.js'
import { parseInput } from '../http/parseInput.js'
import { projectGuard } from '../http/projectGuard.js'
import { sendJson } from '../http/sendJson.js'
import { queryWallets } from '../wallets/queryWallets.js'
import { getWalletsResponseSchema } from '../wallets/walletSchemas.js'

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `Expected an integer from 1 to ${max}`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, `Expected an integer from 1 to ${max}`)

const walletId = z.string().regex(/^[a-z0-9-]{1,64}$/, 'Invalid wallet id')

export const getWalletsQuerySchema = z.object({
  page: positiveInt(10_000).default(1),
  entries: positiveInt(100).default(40),
  search: z.string().max(100).optional(),
  include: commaList(walletId, 500).optional(),
  exclude: commaList(walletId, 500).optional(),
  badge_type: z.enum(['none', 'certified']).optional(),
  chains: commaList(networkIdSchema, 100).optional(),
})

/** `GET /getWallets?page&entries&include&exclude&search&badge_type&chains` → `{ count, data }`. */
export function walletRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: false })
  app.get('/getWallets', guard, async (c) => {
    const query = parseInput(getWalletsQuerySchema, c.req.query(), 'query')
    const result = queryWallets(await context.wallets.current(), {
      page: query.page,
      entries: query.entries,
      search: query.search,
      include: query.include,
      exclude: query.exclude,
      badgeType: query.badge_type,
      chains: query.chains,
    })
    return sendJson(c, getWalletsResponseSchema, result)
  })
}
