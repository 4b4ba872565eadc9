import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { ApiError, InputError, upstreamError } from '../http/apiError.js'
import { parseInput } from '../http/parseInput.js'
import { projectGuard } from '../http/projectGuard.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { sendJson } from '../http/sendJson.js'
import { checkDestination } from '../onramp/checkDestination.js'
import { checkPresetAmount } from '../onramp/checkPresetAmount.js'
import { type OnRampProvider, ProviderRefusedError, ProviderUnavailableError } from '../onramp/onRampProvider.js'
import { generateUrlBodySchema, onRampOptionsSchema, onRampOrderSchema, onRampQuoteSchema, quoteBodySchema } from '../onramp/onRampSchemas.js'

export const providerQuerySchema = z
  .object({
    provider: z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .optional(),
  })
  .passthrough()
const orderIdSchema = z.string().regex(/^[\w-]{8,100}$/, 'Unknown order')

/** Runs a provider call; its refusals become 4xx with the provider's message, its failures 502. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ProviderRefusedError) throw new ApiError(error.status, { message: error.message, code: 'ONRAMP_REFUSED' })
    if (error instanceof ProviderUnavailableError) throw upstreamError(error.message)
    throw error
  }
}

/**
 * The on-ramp (docs/rules/calls.md): `GET /v1/onramp/options`, `POST /v1/onramp/quote`,
 * `POST /v1/generators/onrampurl` → `{ url, orderId, provider }`, and `GET /v1/onramp/orders/{id}`
 * (the purchase's status, polled by the SDK until it is paid out or failed). Each goes to the
 * project's on-ramp provider (`features.onramp`, first by default, or `provider`).
 */
export function onRampRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const queryGuard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: false })
  const bodyGuard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: false, projectIdInBody: true })
  const limit = bodyLimit({
    maxSize: 16 * 1024,
    onError: () => {
      throw new ApiError(413, { message: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE' })
    },
  })

  const providerFor = (c: Context<ApiEnv>, requested: string | undefined): OnRampProvider => {
    const enabled = c.get('project').config.features.onramp
    const name = requested ?? enabled.find((candidate) => context.onramp.has(candidate))
    const provider = name !== undefined && enabled.includes(name) ? context.onramp.get(name) : undefined
    if (!provider) throw new InputError('provider', enabled.length === 0 ? 'On-ramp is not enabled for this project' : 'Unknown on-ramp provider')
    return provider
  }

  app.get('/v1/onramp/providers', queryGuard, (c) => {
    const enabled = c.get('project').config.features.onramp
    const providers = enabled.flatMap((name) => {
      const provider = context.onramp.get(name)
      return provider ? [{ name: provider.name, displayName: provider.displayName }] : []
    })
    return c.json({ providers })
  })

  app.get('/v1/onramp/options', queryGuard, async (c) => {
    const query = parseInput(providerQuerySchema, c.req.query(), 'query')
    const provider = providerFor(c, query.provider)
    return sendJson(c, onRampOptionsSchema, await fromProvider(() => provider.options()))
  })

  app.post('/v1/onramp/quote', limit, bodyGuard, async (c) => {
    const { provider: requested, projectId: _projectId, ...input } = parseInput(quoteBodySchema, await readJsonBody(c))
    const provider = providerFor(c, requested)
    return sendJson(c, onRampQuoteSchema, await fromProvider(() => provider.quote(input)))
  })

  app.post('/v1/generators/onrampurl', limit, bodyGuard, async (c) => {
    const { provider: requested, projectId: _projectId, ...input } = parseInput(generateUrlBodySchema, await readJsonBody(c))
    const provider = providerFor(c, requested)
    // Refused here, before the provider is asked for a URL: a bad destination, a preset outside its limits.
    for (const [index, wallet] of input.destinationWallets.entries())
      checkDestination(wallet.address, wallet.blockchains, `destinationWallets.${index}.address`)
    if (input.presetFiatAmount !== undefined) {
      const options = await fromProvider(() => provider.options())
      checkPresetAmount(options, input.fiatCurrency ?? 'USD', input.presetFiatAmount)
    }
    const session = await fromProvider(() => provider.createSession(input))
    return c.json({ url: session.url, orderId: session.id, provider: provider.name })
  })

  app.get('/v1/onramp/orders/:id', queryGuard, async (c) => {
    const query = parseInput(providerQuerySchema, c.req.query(), 'query')
    const id = parseInput(orderIdSchema, c.req.param('id'), 'id')
    const provider = providerFor(c, query.provider)
    return sendJson(c, onRampOrderSchema, await fromProvider(() => provider.getOrder(id)))
  })
}
