import type { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { ApiError, InputError } from '../http/apiError.js'
import { baseUrl } from '../http/baseUrl.js'
import { caip10Schema, currencySchema } from '../http/inputSchemas.js'
import { parseInput } from '../http/parseInput.js'
import { projectGuard } from '../http/projectGuard.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { sendJson } from '../http/sendJson.js'
import { tokenIconUrl } from '../images/tokenIconUrl.js'

/** The address AppKit uses for a chain's native currency in CAIP-10 price requests. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export const priceBodySchema = z.strictObject({
  currency: currencySchema,
  addresses: z.array(caip10Schema).min(1).max(100),
  projectId: z.string().max(128).optional(),
})

export const priceResponseSchema = z.object({
  fungibles: z.array(z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number().nonnegative() })),
})

/**
 * `POST /v1/fungible/price` with `{ currency, addresses: [CAIP-10], projectId }` →
 * `{ fungibles: [{ name, symbol, iconUrl, price }] }`, in the order asked. Native currency:
 * `eip155:<id>:0xeeee…eeee`. Prices come from the configured source (by default each chain's
 * Uniswap V2 pools). Tokens that are not listed or have no price, or on unsupported networks, are left out.
 */
export function priceRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: false, projectIdInBody: true })
  const limit = bodyLimit({
    maxSize: 32 * 1024,
    onError: () => {
      throw new ApiError(413, { message: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE' })
    },
  })
  app.post('/v1/fungible/price', limit, guard, async (c) => {
    const body = parseInput(priceBodySchema, await readJsonBody(c))
    if (!context.prices.supportsCurrency(body.currency)) throw new InputError('currency', 'Unsupported currency')
    const base = baseUrl(c, context.config.publicUrl)
    const chainIds = new Set(body.addresses.map((caip10) => caip10.slice(0, caip10.lastIndexOf(':'))).filter((id) => context.chains.has(id)))
    const tables = new Map(await Promise.all([...chainIds].map(async (id) => [id, await context.prices.pricesOn(id, body.currency)] as const)))
    const fungibles = body.addresses.flatMap((caip10) => {
      const separator = caip10.lastIndexOf(':')
      const chain = context.chains.get(caip10.slice(0, separator))
      const table = tables.get(caip10.slice(0, separator))
      const address = caip10.slice(separator + 1).toLowerCase()
      if (!chain || !table) return []
      const native = chain.config.nativeCurrency
      const token = address === NATIVE_TOKEN_ADDRESS ? { name: native.name, symbol: native.symbol, iconUrl: undefined } : chain.tokensByAddress.get(address)
      if (!token) return []
      const price = table(token.symbol)
      if (price === undefined) return []
      return [{ name: token.name, symbol: token.symbol, iconUrl: token.iconUrl ?? tokenIconUrl(base, token.symbol), price }]
    })
    return sendJson(c, priceResponseSchema, { fungibles })
  })
}
