import type { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { projectGuard } from '../http/projectGuard.js'
import { sendJson } from '../http/sendJson.js'

export const supportedChainsResponseSchema = z.object({ http: z.array(z.string()), ws: z.array(z.string()) })

/** `GET /v1/supported-chains` → `{ http: [CAIP-2 ids], ws: [] }`. */
export function supportedChainsRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: true })
  app.get('/v1/supported-chains', guard, (c) => sendJson(c, supportedChainsResponseSchema, { http: [...context.chains.keys()], ws: [] }))
}
