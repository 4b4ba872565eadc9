import { z } from 'zod'
import { historyResponseSchema } from '../activity/historyResponseSchema.js'
import { nftResponseSchema } from '../activity/nftResponseSchema.js'
import { balanceResponseSchema } from '../balances/balanceResponseSchema.js'
import { registerBodySchema } from '../names/nameInput.js'
import { profileSchema } from '../names/profileRows.js'
import { generateUrlBodySchema, onRampOptionsSchema, onRampOrderSchema, onRampQuoteSchema, quoteBodySchema } from '../onramp/onRampSchemas.js'
import { analyticsAcceptedSchema, analyticsEventSchema } from '../routes/analyticsRoutes.js'
import { balanceQuerySchema } from '../routes/balanceRoutes.js'
import { analyticsConfigResponseSchema, originsResponseSchema, projectConfigResponseSchema } from '../routes/configRoutes.js'
import {
  allowanceQuerySchema,
  approveQuerySchema,
  buildTransactionBodySchema,
  convertAllowanceResponseSchema,
  convertApproveResponseSchema,
  convertGasPriceResponseSchema,
  convertQuotesResponseSchema,
  convertTokensResponseSchema,
  convertTransactionResponseSchema,
  gasPriceQuerySchema,
  quotesQuerySchema,
  tokensQuerySchema,
} from '../routes/convertRoutes.js'
import { historyQuerySchema } from '../routes/historyRoutes.js'
import { identityQuerySchema, identityResponseSchema } from '../routes/identityRoutes.js'
import { nftQuerySchema } from '../routes/nftRoutes.js'
import { providerQuerySchema } from '../routes/onRampRoutes.js'
import { priceBodySchema, priceResponseSchema } from '../routes/priceRoutes.js'
import { gatewayAnswerSchema } from '../routes/profileGatewayRoutes.js'
import { suggestionsQuerySchema, suggestionsSchema } from '../routes/profileRoutes.js'
import { createdSessionSchema, createSessionBodySchema, nonceResponseSchema, sessionListSchema } from '../routes/sessionRoutes.js'
import { supportedChainsResponseSchema } from '../routes/supportedChainsRoutes.js'
import { getWalletsQuerySchema } from '../routes/walletRoutes.js'
import { sessionSchema } from '../siwx/sessionRows.js'
import { getWalletsResponseSchema } from '../wallets/walletSchemas.js'

/**
 * One route of the Kit API as its OpenAPI document describes it: the same zod schemas the route
 * parses its input with and answers through (`parseInput`, `sendJson`). `path` is Hono's
 * (`/v1/account/:address/balance`); a test checks this table against the routes the app serves.
 */
export interface ApiRoute {
  readonly method: 'get' | 'post'
  readonly path: string
  readonly tag: string
  readonly summary: string
  /** Needs `projectId` (query or body) and an allowed `Origin`. */
  readonly project?: boolean
  readonly query?: z.ZodType
  readonly body?: z.ZodType
  readonly response?: z.ZodType
  /** The success status when not 200. */
  readonly status?: number
  /** A response that is not JSON (images). */
  readonly contentType?: string
}

const status = z.object({ status: z.string() })
const image = { contentType: 'image/*' } as const

export const apiRoutes: readonly ApiRoute[] = [
  { method: 'get', path: '/health', tag: 'Health', summary: 'Liveness (legacy path of /healthz).', response: status },
  { method: 'get', path: '/healthz', tag: 'Health', summary: 'The process serves HTTP.', response: status },
  {
    method: 'get',
    path: '/readyz',
    tag: 'Health',
    summary: 'The database (and Redis, when configured) answer; 503 otherwise and while draining.',
    response: status,
  },
  { method: 'get', path: '/openapi.json', tag: 'Health', summary: 'This document.' },
  {
    method: 'get',
    path: '/appkit/v1/config',
    tag: 'Project',
    project: true,
    summary: "The project's remote features and smart-account-enabled networks.",
    response: projectConfigResponseSchema,
  },
  { method: 'get', path: '/projects/v1/origins', tag: 'Project', project: true, summary: "The project's allowed origins.", response: originsResponseSchema },
  {
    method: 'get',
    path: '/getAnalyticsConfig',
    tag: 'Project',
    project: true,
    summary: 'Whether analytics are on for the project.',
    response: analyticsConfigResponseSchema,
  },
  {
    method: 'post',
    path: '/e',
    tag: 'Project',
    project: true,
    summary: 'Records one analytics event.',
    body: analyticsEventSchema,
    response: analyticsAcceptedSchema,
    status: 202,
  },
  {
    method: 'get',
    path: '/getWallets',
    tag: 'Wallets',
    project: true,
    summary: 'The wallet catalogue, paged, searchable and filtered.',
    query: getWalletsQuerySchema,
    response: getWalletsResponseSchema,
  },
  { method: 'get', path: '/getWalletImage/:imageId', tag: 'Images', summary: "A catalogue wallet's image.", ...image },
  { method: 'get', path: '/getAssetImage/:imageId', tag: 'Images', summary: "A network's image.", ...image },
  { method: 'get', path: '/public/getCurrencyImage/:code', tag: 'Images', summary: "A fiat currency's image.", ...image },
  { method: 'get', path: '/public/getTokenImage/:symbol', tag: 'Images', summary: "A token's image.", ...image },
  { method: 'get', path: '/v1/images/:kind/:id', tag: 'Images', summary: 'A wallet, network, token or social logo (SVG).', contentType: 'image/svg+xml' },
  {
    method: 'get',
    path: '/v1/supported-chains',
    tag: 'Chains',
    project: true,
    summary: 'The CAIP-2 ids this API reads.',
    response: supportedChainsResponseSchema,
  },
  { method: 'post', path: '/v1/rpc', tag: 'Chains', summary: "JSON-RPC to a configured chain's upstreams (`chainId` and `projectId` in the query)." },
  {
    method: 'get',
    path: '/v1/account/:address/balance',
    tag: 'Account',
    project: true,
    summary: 'Native and token balances, priced.',
    query: balanceQuerySchema,
    response: balanceResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/account/:address/history',
    tag: 'Account',
    project: true,
    summary: 'Transactions, newest first, paged.',
    query: historyQuerySchema,
    response: historyResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/account/:address/nfts',
    tag: 'Account',
    project: true,
    summary: 'NFTs of the configured collections, paged.',
    query: nftQuerySchema,
    response: nftResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/identity/:address',
    tag: 'Account',
    project: true,
    summary: 'Name and avatar of an address (Kit names, then ENS).',
    query: identityQuerySchema,
    response: identityResponseSchema,
  },
  {
    method: 'post',
    path: '/v1/fungible/price',
    tag: 'Prices',
    project: true,
    summary: 'Prices of tokens in a currency.',
    body: priceBodySchema,
    response: priceResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/convert/tokens',
    tag: 'Swaps',
    project: true,
    summary: 'Tokens that can be swapped on a chain.',
    query: tokensQuerySchema,
    response: convertTokensResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/convert/quotes',
    tag: 'Swaps',
    project: true,
    summary: 'A swap quote.',
    query: quotesQuerySchema,
    response: convertQuotesResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/convert/allowance',
    tag: 'Swaps',
    project: true,
    summary: "The swap router's allowance for a token.",
    query: allowanceQuerySchema,
    response: convertAllowanceResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/convert/gas-price',
    tag: 'Swaps',
    project: true,
    summary: "A chain's gas price.",
    query: gasPriceQuerySchema,
    response: convertGasPriceResponseSchema,
  },
  {
    method: 'get',
    path: '/v1/convert/build-approve',
    tag: 'Swaps',
    project: true,
    summary: 'The approval transaction a swap needs.',
    query: approveQuerySchema,
    response: convertApproveResponseSchema,
  },
  {
    method: 'post',
    path: '/v1/convert/build-transaction',
    tag: 'Swaps',
    project: true,
    summary: 'The swap transaction.',
    body: buildTransactionBodySchema,
    response: convertTransactionResponseSchema,
  },
  { method: 'get', path: '/v1/onramp/providers', tag: 'On-ramp', project: true, summary: "The project's on-ramp providers." },
  {
    method: 'get',
    path: '/v1/onramp/options',
    tag: 'On-ramp',
    project: true,
    summary: "A provider's countries, currencies and payment methods.",
    query: providerQuerySchema,
    response: onRampOptionsSchema,
  },
  { method: 'post', path: '/v1/onramp/quote', tag: 'On-ramp', project: true, summary: 'A purchase quote.', body: quoteBodySchema, response: onRampQuoteSchema },
  {
    method: 'post',
    path: '/v1/generators/onrampurl',
    tag: 'On-ramp',
    project: true,
    summary: "The provider's checkout URL for a purchase.",
    body: generateUrlBodySchema,
  },
  {
    method: 'get',
    path: '/v1/onramp/orders/:id',
    tag: 'On-ramp',
    project: true,
    summary: "An order's status.",
    query: providerQuerySchema,
    response: onRampOrderSchema,
  },
  {
    method: 'post',
    path: '/v1/profile/account',
    tag: 'Names',
    project: true,
    summary: 'Registers a name (signed by the account).',
    body: registerBodySchema,
    response: profileSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/v1/profile/account/:name',
    tag: 'Names',
    project: true,
    summary: 'Looks a name up.',
    query: suggestionsQuerySchema,
    response: profileSchema,
  },
  { method: 'get', path: '/v1/profile/reverse/:address', tag: 'Names', project: true, summary: 'The names of an address.', response: z.array(profileSchema) },
  {
    method: 'get',
    path: '/v1/profile/suggestions/:name',
    tag: 'Names',
    project: true,
    summary: 'Free variants of a name.',
    query: suggestionsQuerySchema,
    response: suggestionsSchema,
  },
  {
    method: 'get',
    path: '/v1/profile/gateway/:sender/:file',
    tag: 'Names',
    summary: 'ERC-3668 gateway of the names offchain resolver (GET form).',
    response: gatewayAnswerSchema,
  },
  {
    method: 'post',
    path: '/v1/profile/gateway',
    tag: 'Names',
    summary: 'ERC-3668 gateway of the names offchain resolver (POST form).',
    response: gatewayAnswerSchema,
  },
  {
    method: 'get',
    path: '/v1/sessions/nonce',
    tag: 'Sign-in',
    project: true,
    summary: 'A single-use nonce for a sign-in message.',
    response: nonceResponseSchema,
  },
  {
    method: 'post',
    path: '/v1/sessions',
    tag: 'Sign-in',
    project: true,
    summary: 'Verifies a signed message and opens a session.',
    body: createSessionBodySchema,
    response: createdSessionSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/v1/sessions',
    tag: 'Sign-in',
    project: true,
    summary: "An address's sessions (`address` in the query).",
    response: sessionListSchema,
  },
  { method: 'get', path: '/v1/sessions/:id', tag: 'Sign-in', project: true, summary: 'One session.', response: sessionSchema },
  { method: 'post', path: '/v1/sessions/:id/revoke', tag: 'Sign-in', project: true, summary: 'Revokes a session.', response: sessionSchema },
]
