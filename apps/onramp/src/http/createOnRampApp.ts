import { randomBytes, timingSafeEqual } from 'node:crypto'
import { findJsonProblem, firstIssue } from '@kit/server-shared'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { z } from 'zod'
import { type Checkout, CheckoutError } from '../orders/createCheckout.js'
import { assertDestination, DestinationError } from '../orders/destination.js'
import type { OrderStore } from '../orders/orderStore.js'
import {
  assertWithinLimits,
  FIAT_CURRENCIES,
  type FiatCurrency,
  formatCents,
  LimitError,
  PAYMENT_LIMITS,
  type PaymentMethod,
  parseCents,
} from '../payment/paymentMethods.js'
import { assetContract, type PayoutChain, PURCHASE_ASSETS, type PurchaseAsset } from '../pricing/assets.js'
import { computeQuote, quoteView, type Rates } from '../pricing/computeQuote.js'
import { CHECKOUT_SCRIPT, CHECKOUT_STYLES } from './checkoutAssets.js'
import { checkoutPage } from './checkoutPage.js'
import { HttpError } from './httpError.js'
import { orderView } from './orderView.js'
import { challengeBodySchema, checkoutQuoteSchema, orderIdSchema, payBodySchema, quoteBodySchema, sessionBodySchema } from './schemas.js'

export interface OnRampAppContext {
  readonly publicUrl: string
  readonly apiKey: string
  readonly store: OrderStore
  readonly checkout: Checkout
  readonly chains: ReadonlyMap<string, PayoutChain>
  readonly rates: Rates
  readonly now: () => number
  readonly log: (message: string) => void
}

const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
}

async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  let json: unknown
  try {
    json = JSON.parse(await c.req.text())
  } catch {
    throw new HttpError(400, 'The body must be JSON.')
  }
  // Text the order store cannot keep (NUL, a lone UTF-16 surrogate) is the buyer's mistake, not a 500.
  const problem = findJsonProblem(json)
  if (problem) throw new HttpError(400, `${problem.field}: ${problem.message}`)
  const result = schema.safeParse(json)
  if (!result.success) {
    const { field, message } = firstIssue(result.error)
    throw new HttpError(400, `${field ?? 'body'}: ${message}`)
  }
  return result.data
}

const chainOf = (context: OnRampAppContext, network: string): PayoutChain => {
  const chain = context.chains.get(network)
  if (!chain) throw new HttpError(400, `Network not supported: ${network}`)
  return chain
}
const cents = (amount: string): number => {
  const value = parseCents(amount)
  if (value === undefined || value === 0) throw new HttpError(400, 'The amount must be greater than 0.')
  return value
}
/** A quote's amount within the payment method's limits (card when none is named). */
const quotedCents = (amount: string, currency: FiatCurrency, method: PaymentMethod = 'card'): number => {
  const value = cents(amount)
  try {
    assertWithinLimits(method, currency, value)
  } catch (error) {
    if (error instanceof LimitError) throw new HttpError(400, error.message)
    throw error
  }
  return value
}
/** A preset amount between the smallest minimum and the largest maximum of the payment methods. */
const presetCents = (amount: number | string, currency: FiatCurrency): number => {
  const value = typeof amount === 'number' ? Math.round(amount * 100) : cents(amount)
  const min = Math.min(...Object.values(PAYMENT_LIMITS).map((limit) => limit.min))
  const max = Math.max(...Object.values(PAYMENT_LIMITS).map((limit) => limit.max))
  if (value < min) throw new HttpError(400, `The minimum purchase is ${formatCents(min)} ${currency}`)
  if (value > max) throw new HttpError(400, `The maximum purchase is ${formatCents(max)} ${currency}`)
  return value
}
const loadOrder = async (context: OnRampAppContext, id: string) => {
  if (!orderIdSchema.safeParse(id).success) throw new HttpError(404, 'This checkout does not exist.')
  const order = await context.store.get(id)
  if (!order) throw new HttpError(404, 'This checkout does not exist.')
  return order
}

/** The buyer's popup (the checkout id being the capability): the page, its quote, payment, 3-D Secure step and state. */
function checkoutRoutes(app: Hono, context: OnRampAppContext, limit: MiddlewareHandler): void {
  const { checkout, chains, rates } = context
  app.get('/checkout/assets/checkout.js', (c) => c.body(CHECKOUT_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
  app.get('/checkout/assets/checkout.css', (c) => c.body(CHECKOUT_STYLES, 200, { 'content-type': 'text/css; charset=utf-8' }))
  app.get('/checkout/:id', async (c) => {
    const order = await loadOrder(context, c.req.param('id'))
    return c.html(checkoutPage(orderView(order), chains.get(order.network)), 200, PAGE_HEADERS)
  })
  app.get('/checkout/:id/state', async (c) => c.json(orderView(await loadOrder(context, c.req.param('id'))), 200, { 'cache-control': 'no-store' }))
  app.post('/checkout/:id/quote', limit, async (c) => {
    const order = await loadOrder(context, c.req.param('id'))
    const body = await parseBody(c, checkoutQuoteSchema)
    const quote = computeQuote(
      { asset: order.asset as PurchaseAsset, currency: body.currency, subtotalCents: quotedCents(body.amount, body.currency, body.paymentMethod) },
      rates,
    )
    return c.json(quoteView(quote))
  })
  app.post('/checkout/:id/pay', limit, async (c) => {
    const order = await loadOrder(context, c.req.param('id'))
    const body = await parseBody(c, payBodySchema)
    const paid = await checkout.pay(order, {
      idempotencyKey: body.idempotencyKey,
      subtotalCents: cents(body.amount),
      currency: body.currency,
      details: body.payment,
    })
    return c.json(orderView(paid))
  })
  app.post('/checkout/:id/challenge', limit, async (c) => {
    const order = await loadOrder(context, c.req.param('id'))
    const body = await parseBody(c, challengeBodySchema)
    return c.json(orderView(await checkout.completeChallenge(order, body.passed)))
  })
}

/**
 * The sandbox's HTTP API. Server to server (`Authorization: Bearer <apiKey>`, what the Kit API
 * calls): options, quote, sessions and their status. Public (the buyer's popup, the checkout id
 * being the capability): the checkout page, its quote, payment, 3-D Secure step and state.
 */
export function createOnRampApp(context: OnRampAppContext): Hono {
  const { store, chains, rates } = context
  const app = new Hono()
  const expectedKey = Buffer.from(`Bearer ${context.apiKey}`)
  const limit = bodyLimit({
    maxSize: 16 * 1024,
    onError: () => {
      throw new HttpError(413, 'The request is too large.')
    },
  })

  app.get('/health', (c) => c.json({ status: 'ok' }))
  app.use('/v1/*', async (c, next) => {
    const given = Buffer.from(c.req.header('authorization') ?? '')
    if (given.length !== expectedKey.length || !timingSafeEqual(given, expectedKey)) throw new HttpError(401, 'Missing or wrong API key.')
    await next()
  })

  app.get('/v1/options', (c) =>
    c.json({
      paymentCurrencies: FIAT_CURRENCIES.map((id) => ({
        id,
        payment_method_limits: Object.entries(PAYMENT_LIMITS).map(([method, { min, max }]) => ({ id: method, min: formatCents(min), max: formatCents(max) })),
      })),
      purchaseCurrencies: (Object.keys(PURCHASE_ASSETS) as PurchaseAsset[]).map((asset) => ({
        id: asset,
        name: PURCHASE_ASSETS[asset].name,
        symbol: PURCHASE_ASSETS[asset].symbol,
        networks: [...chains.values()].map((chain) => ({
          name: chain.name,
          display_name: chain.displayName,
          chain_id: String(chain.chainId),
          contract_address: assetContract(asset, chain) ?? '',
        })),
      })),
    }),
  )

  app.post('/v1/quote', limit, async (c) => {
    const body = await parseBody(c, quoteBodySchema)
    chainOf(context, body.network)
    const quote = computeQuote(
      { asset: body.purchaseCurrency, currency: body.paymentCurrency, subtotalCents: quotedCents(body.amount, body.paymentCurrency, body.paymentMethod) },
      rates,
    )
    return c.json({ ...quoteView(quote), quoteId: randomBytes(12).toString('hex') })
  })

  app.post('/v1/sessions', limit, async (c) => {
    const body = await parseBody(c, sessionBodySchema)
    const wallet = body.destinationWallets[0]
    if (!wallet) throw new HttpError(400, 'destinationWallets: Exactly one destination wallet')
    const network = body.defaultNetwork ?? wallet.blockchains[0] ?? ''
    if (!wallet.blockchains.includes(network)) throw new HttpError(400, "defaultNetwork: not among the destination wallet's blockchains")
    chainOf(context, network)
    assertDestination(wallet.address, network)
    const asset = body.defaultAsset ?? wallet.assets?.[0] ?? 'USDC'
    const currency = body.fiatCurrency ?? 'USD'
    const preset = body.presetFiatAmount === undefined ? null : presetCents(body.presetFiatAmount, currency)
    const id = randomBytes(18).toString('base64url')
    await store.create(
      { id, destination: wallet.address, network, asset, currency, presetCents: preset, partnerUserId: body.partnerUserId ?? null },
      context.now(),
    )
    return c.json({ id, url: `${context.publicUrl}/checkout/${id}` }, 201)
  })

  app.get('/v1/sessions/:id', async (c) => c.json(orderView(await loadOrder(context, c.req.param('id')))))

  checkoutRoutes(app, context, limit)
  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ error: error.message }, error.status)
    if (error instanceof CheckoutError) return c.json(error.field ? { error: error.message, field: error.field } : { error: error.message }, error.status)
    if (error instanceof DestinationError) return c.json({ error: error.message, code: error.code }, 400)
    context.log(`internal error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.stack : String(error)}`)
    return c.json({ error: 'Internal error' }, 500)
  })
  return app
}
