import { type Address, getAddress } from 'viem'
import { z } from 'zod'
import { upstreamError } from '../http/apiError.js'
import { insufficientLiquidityError, swapsUnsupportedError, unsupportedTokenError } from './swapErrors.js'
import type { SwapProvider, SwapToken, UnsignedTransaction } from './swapProvider.js'

const amount = z.string().regex(/^\d{1,78}$/)
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/)
  .transform((value) => getAddress(value))
const txSchema = z.object({
  to: address,
  data: z.string().regex(/^0x[0-9a-fA-F]*$/),
  value: amount,
  gas: z.union([z.number().int().nonnegative(), amount]),
  gasPrice: amount,
})
const quoteSchema = z.object({ dstAmount: amount })
const swapSchema = z.object({ dstAmount: amount, tx: txSchema })
const tokensSchema = z.object({
  tokens: z.record(
    z.string(),
    z.object({
      address,
      symbol: z.string().max(32),
      name: z.string().max(100),
      decimals: z.number().int().min(0).max(77),
      logoURI: z.string().max(500).optional(),
    }),
  ),
})
const allowanceSchema = z.object({ allowance: amount })
const approveSchema = z.object({ to: address, data: z.string().regex(/^0x[0-9a-fA-F]*$/), value: amount, gasPrice: amount })
const gasPriceSchema = z.object({ medium: z.object({ maxFeePerGas: amount }) })

export interface AggregatorConfig {
  readonly url: string
  readonly apiKey?: string | undefined
  /** CAIP-2 ids it serves. */
  readonly chains: readonly string[]
  readonly timeoutMs: number
}

/** Gas limit an approval needs on any EVM chain (the aggregator's approve call does not estimate). */
const APPROVE_GAS = 60_000n

/**
 * A 1inch-style swap aggregator over HTTP (Swap API v6: `quote`, `swap`, `tokens`,
 * `approve/*`; Gas Price API v1.5), configured by URL and key, so a production deployment swaps
 * through a real aggregator without changes in the SDK. Every answer is checked with zod; an
 * unreachable or misbehaving aggregator is a 502, never a 500. 4xx answers about the trade
 * ('insufficient liquidity') are passed on as 400.
 */
export function createAggregatorProvider(config: AggregatorConfig, fetchImpl: typeof fetch = fetch): SwapProvider {
  const base = config.url.replace(/\/+$/, '')
  const supported = new Set(config.chains)
  const reference = (chainId: string): string => {
    if (!supported.has(chainId)) throw swapsUnsupportedError()
    return chainId.split(':')[1]!
  }

  async function call<Schema extends z.ZodType>(schema: Schema, path: string, query: Record<string, string>): Promise<z.output<Schema>> {
    const url = `${base}${path}?${new URLSearchParams(query).toString()}`
    let response: Response
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
        signal: AbortSignal.timeout(config.timeoutMs),
      })
    } catch {
      throw upstreamError('Swap provider unavailable')
    }
    const text = await response.text().catch(() => '')
    if (response.status === 400 && /liquidity/i.test(text)) throw insufficientLiquidityError()
    // 1inch answers 400 "cannot sync token …" / "… token is not supported" for an address it does not trade.
    if (response.status === 400 && /token/i.test(text)) throw unsupportedTokenError()
    if (!response.ok) throw upstreamError(`Swap provider answered ${response.status}`)
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw upstreamError('Swap provider sent malformed JSON')
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw upstreamError('Swap provider sent an unexpected answer')
    return parsed.data
  }

  const swapPath = (chainId: string, rest: string): string => `/swap/v6.0/${reference(chainId)}${rest}`

  return {
    name: 'aggregator',
    supports: (chainId) => supported.has(chainId),
    async tokens(chainId) {
      const answer = await call(tokensSchema, swapPath(chainId, '/tokens'), {})
      return Object.values(answer.tokens).map(
        (token): SwapToken => ({
          address: token.address,
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
          ...(token.logoURI ? { logoUri: token.logoURI } : {}),
        }),
      )
    },
    async quote(request) {
      const answer = await call(quoteSchema, swapPath(request.chainId, '/quote'), { src: request.from, dst: request.to, amount: request.amount.toString() })
      return { fromAmount: request.amount, toAmount: BigInt(answer.dstAmount), priceImpact: undefined }
    },
    async buildSwap(request) {
      const answer = await call(swapSchema, swapPath(request.chainId, '/swap'), {
        src: request.from,
        dst: request.to,
        amount: request.amount.toString(),
        from: request.userAddress,
        origin: request.userAddress,
        slippage: String(request.slippage),
        disableEstimate: String(request.disableEstimate),
      })
      const tx = answer.tx
      return {
        to: tx.to,
        data: tx.data as `0x${string}`,
        value: BigInt(tx.value),
        gas: BigInt(tx.gas),
        gasPrice: BigInt(tx.gasPrice),
      } satisfies UnsignedTransaction
    },
    async allowance(chainId, token, owner) {
      const answer = await call(allowanceSchema, swapPath(chainId, '/approve/allowance'), { tokenAddress: token, walletAddress: owner })
      return BigInt(answer.allowance)
    },
    async buildApprove(chainId, token, _owner, value) {
      const answer = await call(approveSchema, swapPath(chainId, '/approve/transaction'), {
        tokenAddress: token,
        ...(value !== undefined ? { amount: value.toString() } : {}),
      })
      return { to: answer.to as Address, data: answer.data as `0x${string}`, value: BigInt(answer.value), gas: APPROVE_GAS, gasPrice: BigInt(answer.gasPrice) }
    },
    async gasPrice(chainId) {
      const answer = await call(gasPriceSchema, `/gas-price/v1.5/${reference(chainId)}`, {})
      return BigInt(answer.medium.maxFeePerGas)
    },
  }
}
