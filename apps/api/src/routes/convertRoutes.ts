import type { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { ApiError, InputError } from '../http/apiError.js'
import { baseUrl } from '../http/baseUrl.js'
import { networkIdSchema } from '../http/inputSchemas.js'
import { parseInput } from '../http/parseInput.js'
import { projectGuard } from '../http/projectGuard.js'
import { readJsonBody } from '../http/readJsonBody.js'
import { sendJson } from '../http/sendJson.js'
import { tokenIconUrl } from '../images/tokenIconUrl.js'
import { type EvmAccountId, evmCaip10Schema, sameChain, slippageSchema, tokenAmountSchema } from '../swaps/convertInputSchemas.js'
import type { SwapService } from '../swaps/createSwapService.js'
import { gasPriceUnsupportedError, swapsUnsupportedError } from '../swaps/swapErrors.js'

const caip10 = z.string().regex(/^eip155:[0-9]+:0x[0-9a-fA-F]{40}$/)
const wei = z.string().regex(/^[0-9]+$/)

export const convertTokensResponseSchema = z.object({
  tokens: z.array(z.object({ name: z.string(), symbol: z.string(), address: caip10, decimals: z.number().int(), logoUri: z.string(), eip2612: z.boolean() })),
})
export const convertQuotesResponseSchema = z.object({
  quotes: z.array(
    z.object({ id: z.null(), fromAmount: wei, fromAccount: caip10, toAmount: wei, toAccount: caip10, priceImpact: z.number().min(0).max(100).nullable() }),
  ),
})
export const convertAllowanceResponseSchema = z.object({ allowance: wei })
export const convertGasPriceResponseSchema = z.object({ standard: wei, fast: wei, instant: wei })
export const convertApproveResponseSchema = z.object({
  tx: z.object({
    from: caip10,
    to: caip10,
    data: z.string().regex(/^0x[0-9a-f]*$/i),
    value: wei,
    eip155: z.object({ gas: z.number().int().nonnegative(), gasPrice: wei }),
  }),
})
export const convertTransactionResponseSchema = z.object({
  tx: z.object({ from: caip10, to: caip10, data: z.string().regex(/^0x[0-9a-f]*$/i), amount: wei, eip155: z.object({ gas: wei, gasPrice: wei }) }),
})

export const quotesQuerySchema = z.object({
  amount: tokenAmountSchema,
  from: evmCaip10Schema,
  to: evmCaip10Schema,
  userAddress: evmCaip10Schema.optional(),
  gasPrice: wei.max(78).optional(),
  chainId: networkIdSchema.optional(),
})
export const tokensQuerySchema = z.object({ chainId: networkIdSchema })
export const allowanceQuerySchema = z.object({ tokenAddress: evmCaip10Schema, userAddress: evmCaip10Schema })
export const gasPriceQuerySchema = z.object({ chainId: networkIdSchema })
export const approveQuerySchema = z.object({
  userAddress: evmCaip10Schema,
  from: evmCaip10Schema,
  to: evmCaip10Schema.optional(),
  amount: tokenAmountSchema.optional(),
})
export const buildTransactionBodySchema = z.strictObject({
  projectId: z.string().max(128).optional(),
  amount: tokenAmountSchema,
  from: evmCaip10Schema,
  to: evmCaip10Schema,
  userAddress: evmCaip10Schema,
  disableEstimate: z.boolean().default(false),
  eip155: z.strictObject({ slippage: slippageSchema, permit: z.string().max(2_000).optional() }).default({ slippage: 1 }),
})

/** Both ends of a trade on one chain the provider serves. */
function tradeChain(context: SwapService, ...ids: readonly EvmAccountId[]): string {
  const first = ids[0]!
  for (const id of ids) if (!sameChain(first, id)) throw new InputError('to', 'from, to and userAddress must be on the same chain')
  if (!context.provider.supports(first.chainId)) throw swapsUnsupportedError()
  return first.chainId
}

/**
 * The convert (swap) API of docs/rules/calls.md, AppKit's payloads, behind the configured
 * {@link SwapService} provider. Unsupported networks answer 400 'Network not supported for Swaps'
 * (gas price: 'Network not supported for Gas Price'); bad input answers 400 naming the field.
 */
export function convertRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const guard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: true })
  const postGuard = projectGuard({ projects: context.projects, trustProxy: context.config.trustProxy, requireSdk: false, projectIdInBody: true })
  const limit = bodyLimit({
    maxSize: 8 * 1024,
    onError: () => {
      throw new ApiError(413, { message: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE' })
    },
  })
  const swaps = context.swaps

  app.get('/v1/convert/tokens', guard, async (c) => {
    const { chainId } = parseInput(tokensQuerySchema, c.req.query(), 'query')
    if (!swaps.provider.supports(chainId)) throw swapsUnsupportedError()
    const base = baseUrl(c, context.config.publicUrl)
    const tokens = await swaps.provider.tokens(chainId)
    return sendJson(c, convertTokensResponseSchema, {
      tokens: tokens.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: `${chainId}:${token.address}`,
        decimals: token.decimals,
        logoUri: token.logoUri ?? tokenIconUrl(base, token.symbol),
        eip2612: false,
      })),
    })
  })

  app.get('/v1/convert/quotes', guard, async (c) => {
    const query = parseInput(quotesQuerySchema, c.req.query(), 'query')
    const chainId = tradeChain(swaps, query.from, query.to, ...(query.userAddress ? [query.userAddress] : []))
    if (query.chainId !== undefined && query.chainId !== chainId) throw new InputError('chainId', 'Does not match the chain of from and to')
    const quote = await swaps.quote({ chainId, from: query.from.address, to: query.to.address, amount: query.amount })
    return sendJson(c, convertQuotesResponseSchema, {
      quotes: [
        {
          id: null,
          fromAmount: quote.fromAmount.toString(),
          fromAccount: `${chainId}:${query.from.address}`,
          toAmount: quote.toAmount.toString(),
          toAccount: `${chainId}:${query.to.address}`,
          priceImpact: quote.priceImpact ?? null,
        },
      ],
    })
  })

  app.get('/v1/convert/allowance', guard, async (c) => {
    const query = parseInput(allowanceQuerySchema, c.req.query(), 'query')
    const chainId = tradeChain(swaps, query.tokenAddress, query.userAddress)
    const allowance = await swaps.provider.allowance(chainId, query.tokenAddress.address, query.userAddress.address)
    return sendJson(c, convertAllowanceResponseSchema, { allowance: allowance.toString() })
  })

  app.get('/v1/convert/gas-price', guard, async (c) => {
    const { chainId } = parseInput(gasPriceQuerySchema, c.req.query(), 'query')
    if (!swaps.provider.supports(chainId)) throw gasPriceUnsupportedError()
    const price = await swaps.provider.gasPrice(chainId)
    return sendJson(c, convertGasPriceResponseSchema, {
      standard: price.toString(),
      fast: ((price * 125n) / 100n).toString(),
      instant: ((price * 150n) / 100n).toString(),
    })
  })

  app.get('/v1/convert/build-approve', guard, async (c) => {
    const query = parseInput(approveQuerySchema, c.req.query(), 'query')
    const chainId = tradeChain(swaps, query.from, query.userAddress, ...(query.to ? [query.to] : []))
    const tx = await swaps.provider.buildApprove(chainId, query.from.address, query.userAddress.address, query.amount)
    return sendJson(c, convertApproveResponseSchema, {
      tx: {
        from: `${chainId}:${query.userAddress.address}`,
        to: `${chainId}:${tx.to}`,
        data: tx.data,
        value: tx.value.toString(),
        eip155: { gas: Number(tx.gas), gasPrice: tx.gasPrice.toString() },
      },
    })
  })

  app.post('/v1/convert/build-transaction', limit, postGuard, async (c) => {
    const body = parseInput(buildTransactionBodySchema, await readJsonBody(c))
    const chainId = tradeChain(swaps, body.from, body.to, body.userAddress)
    const tx = await swaps.provider.buildSwap({
      chainId,
      from: body.from.address,
      to: body.to.address,
      amount: body.amount,
      userAddress: body.userAddress.address,
      slippage: body.eip155.slippage,
      disableEstimate: body.disableEstimate,
    })
    return sendJson(c, convertTransactionResponseSchema, {
      tx: {
        from: `${chainId}:${body.userAddress.address}`,
        to: `${chainId}:${tx.to}`,
        data: tx.data,
        amount: tx.value.toString(),
        eip155: { gas: tx.gas.toString(), gasPrice: tx.gasPrice.toString() },
      },
    })
  })
}
