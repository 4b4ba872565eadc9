import type { Hono } from 'hono'
import { z } from 'zod'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import type { FeaturesConfig } from '../config/apiConfigSchema.js'
import { projectGuard } from '../http/projectGuard.js'
import { sendJson } from '../http/sendJson.js'

const featureSchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.union([z.array(z.string()), z.null()]),
})
export const projectConfigResponseSchema = z.object({
  features: z.array(featureSchema),
  /** docs/rules/entities.md, docs/rules/states.md and docs/rules/calls.md: the project's smart-account-enabled networks (CAIP-2). */
  smartAccountEnabledNetworks: z.array(z.string()),
})
export const originsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })
export const analyticsConfigResponseSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/** A project's features in AppKit's remote-config shape (`{ id, isEnabled, config }`). */
export function toRemoteFeatures(features: FeaturesConfig): z.input<typeof featureSchema>[] {
  const socials = [...(features.email ? ['email'] : []), ...features.socials]
  return [
    { id: 'social_login', isEnabled: socials.length > 0, config: socials },
    { id: 'swaps', isEnabled: features.swaps.length > 0, config: features.swaps },
    { id: 'onramp', isEnabled: features.onramp.length > 0, config: features.onramp },
    { id: 'activity', isEnabled: features.activity, config: null },
    { id: 'multi_wallet', isEnabled: features.multiWallet, config: null },
    { id: 'reown_branding', isEnabled: features.reownBranding, config: null },
  ]
}

/**
 * `GET /appkit/v1/config` (features, and the smart-account-enabled networks: the chains with a
 * `smartAccount` delegate, unless the project turned smart accounts off), `GET /projects/v1/origins`,
 * `GET /getAnalyticsConfig`.
 */
export function configRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: false })
  app.get('/appkit/v1/config', guard, (c) => {
    const { features } = c.get('project').config
    const smartAccountEnabledNetworks = features.smartAccounts ? context.config.chains.filter((chain) => chain.smartAccount).map((chain) => chain.id) : []
    return sendJson(c, projectConfigResponseSchema, { features: toRemoteFeatures(features), smartAccountEnabledNetworks })
  })
  app.get('/projects/v1/origins', guard, (c) => sendJson(c, originsResponseSchema, { allowedOrigins: c.get('project').config.allowedOrigins }))
  app.get('/getAnalyticsConfig', guard, (c) => sendJson(c, analyticsConfigResponseSchema, { isAnalyticsEnabled: c.get('project').config.analytics }))
}
