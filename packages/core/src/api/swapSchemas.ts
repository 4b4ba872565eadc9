import { z } from 'zod/mini'

const caip10 = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/))
const wei = z.string().check(z.regex(/^[0-9]{1,78}$/))
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))

/** `GET /v1/convert/tokens`. */
export const swapTokensResponseSchema = z.object({
  tokens: z.array(
    z.object({ name: z.string(), symbol: z.string(), address: caip10, decimals: z.int().check(z.gte(0), z.lte(77)), logoUri: z.optional(z.string()) }),
  ),
})

/** `GET /v1/convert/quotes` (`priceImpact`: percent, a Kit addition; null when the provider does not tell). */
export const swapQuotesResponseSchema = z.object({
  quotes: z
    .array(z.object({ fromAmount: wei, toAmount: wei, fromAccount: caip10, toAccount: caip10, priceImpact: z.optional(z.nullable(z.number())) }))
    .check(z.minLength(1)),
})

export const swapAllowanceResponseSchema = z.object({ allowance: wei })

export const swapGasPriceResponseSchema = z.object({ standard: wei, fast: wei, instant: wei })

export const swapApproveResponseSchema = z.object({
  tx: z.object({ from: caip10, to: caip10, data: hex, value: wei, eip155: z.object({ gas: z.union([z.number(), wei]), gasPrice: wei }) }),
})

export const swapTransactionResponseSchema = z.object({
  tx: z.object({ from: caip10, to: caip10, data: hex, amount: wei, eip155: z.object({ gas: wei, gasPrice: wei }) }),
})
