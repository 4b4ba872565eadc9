import { z } from 'zod'

const money = z.object({ amount: z.string().max(40), currency: z.string().max(16) })
const providerText = z.string().max(200)

/** `GET /v1/onramp/options` (docs/rules/entities.md: purchase and payment currencies). */
export const onRampOptionsSchema = z.object({
  paymentCurrencies: z
    .array(
      z.object({ id: providerText, payment_method_limits: z.array(z.object({ id: providerText, min: z.string().max(20), max: z.string().max(20) })).max(16) }),
    )
    .max(64),
  purchaseCurrencies: z
    .array(
      z.object({
        id: providerText,
        name: providerText,
        symbol: providerText,
        networks: z
          .array(z.object({ name: providerText, display_name: providerText, chain_id: z.string().max(32), contract_address: z.string().max(100) }))
          .max(64),
      }),
    )
    .max(256),
})
export type OnRampOptions = z.output<typeof onRampOptionsSchema>

/** `POST /v1/onramp/quote` (docs/rules/entities.md: on-ramp quote; the provider fee is extra). */
export const onRampQuoteSchema = z.object({
  paymentSubtotal: money,
  paymentTotal: money,
  networkFee: money,
  providerFee: money.optional(),
  purchaseAmount: money,
  quoteId: z.string().max(100),
})
export type OnRampQuote = z.output<typeof onRampQuoteSchema>

export const onRampSessionSchema = z.object({ id: z.string().regex(/^[\w-]{8,100}$/), url: z.url() })

export const onRampOrderSchema = z.object({
  id: z.string().max(100),
  /** pending → challenge → processing → submitted → completed; failed → refunded; expired (never paid). */
  status: z.enum(['pending', 'challenge', 'processing', 'submitted', 'completed', 'failed', 'refunded', 'expired']),
  destination: z.string().max(100),
  network: providerText,
  purchaseCurrency: providerText,
  paymentCurrency: providerText,
  paymentTotal: money.nullable(),
  purchaseAmount: money.nullable(),
  txHash: z.string().max(100).nullable(),
  error: z.string().max(500).nullable(),
  /** A failed payout's refund: a reason code, the amount given back, when. */
  refund: z
    .object({ reason: z.string().regex(/^[a-z_]{1,40}$/), amount: money, refundedAt: z.string().max(40) })
    .nullable()
    .default(null),
  /** When the payout must be final (the provider's deadline), once paid. */
  deadline: z.string().max(40).nullable().default(null),
  /** When it reached completed or refunded. */
  finishedAt: z.string().max(40).nullable().default(null),
})
export type OnRampOrder = z.output<typeof onRampOrderSchema>

const network = z.string().regex(/^[a-z0-9-]{1,32}$/, 'Unknown network')
const asset = z.string().regex(/^[A-Z0-9]{1,16}$/, 'Unknown currency')
const fiat = z.string().regex(/^[A-Z]{3}$/, 'Expected a three-letter currency code')
const fiatAmount = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'Expected an amount with at most two decimals')

export const quoteBodySchema = z.strictObject({
  purchaseCurrency: asset,
  paymentCurrency: fiat,
  amount: z.union([
    fiatAmount,
    z
      .number()
      .positive()
      .max(1e9)
      .transform((value) => value.toFixed(2)),
  ]),
  network,
  paymentMethod: z.enum(['card', 'ach_bank_account']).optional(),
  provider: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
  projectId: z.string().max(128).optional(),
})

/** `POST /v1/generators/onrampurl` (docs/rules/calls.md), plus the asset, fiat currency and provider. */
export const generateUrlBodySchema = z.strictObject({
  destinationWallets: z
    .array(
      z.strictObject({
        /** Its format per network (EIP-55, not zero, Solana base58) is checked by onramp/checkDestination.ts. */
        address: z.string().regex(/^[0-9A-Za-z]{32,64}$/, 'Expected an EVM or Solana address'),
        blockchains: z.array(network).min(1).max(8),
        assets: z.array(asset).max(8).optional(),
      }),
    )
    .length(1, 'Exactly one destination wallet'),
  defaultNetwork: network.optional(),
  defaultAsset: asset.optional(),
  fiatCurrency: fiat.optional(),
  partnerUserId: z
    .string()
    .regex(/^[\w.@:-]{1,64}$/, 'At most 64 letters, digits or _.@:-')
    .optional(),
  defaultExperience: z.literal('buy').optional(),
  presetCryptoAmount: z.number().positive().max(1e12).optional(),
  presetFiatAmount: z.number().positive().max(1e9).optional(),
  provider: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
  projectId: z.string().max(128).optional(),
})
