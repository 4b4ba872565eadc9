import { z } from 'zod'
import { FIAT_CURRENCIES } from '../payment/paymentMethods.js'
import { PURCHASE_ASSETS } from '../pricing/assets.js'

const asset = z.enum(Object.keys(PURCHASE_ASSETS) as [keyof typeof PURCHASE_ASSETS, ...(keyof typeof PURCHASE_ASSETS)[]])
const fiat = z.enum(FIAT_CURRENCIES)
/** Network ids are short lowercase names (`anvil`, `base`). */
const network = z.string().regex(/^[a-z0-9-]{1,32}$/, 'Unknown network')
/** Amounts as decimal strings with at most two decimals (`'50'`, `'50.00'`). */
const fiatAmount = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'The amount must be a number with at most two decimals')
/** Any address-like text; its network's format (EIP-55, not zero, Solana base58) is checked by orders/destination.ts. */
const address = z.string().regex(/^[0-9A-Za-z]{32,64}$/, 'Not an address')

export const quoteBodySchema = z.strictObject({
  purchaseCurrency: asset,
  paymentCurrency: fiat,
  amount: fiatAmount,
  network,
  paymentMethod: z.enum(['card', 'ach_bank_account']).optional(),
})

export const sessionBodySchema = z.strictObject({
  destinationWallets: z
    .array(z.strictObject({ address, blockchains: z.array(network).min(1).max(8), assets: z.array(asset).min(1).max(8).optional() }))
    .length(1, 'Exactly one destination wallet'),
  defaultNetwork: network.optional(),
  defaultAsset: asset.optional(),
  fiatCurrency: fiat.optional(),
  defaultExperience: z.literal('buy').optional(),
  presetFiatAmount: z.union([z.number().positive().max(1e9), fiatAmount]).optional(),
  presetCryptoAmount: z.union([z.number().positive().max(1e9), z.string().regex(/^\d{1,12}(\.\d{1,18})?$/)]).optional(),
  partnerUserId: z
    .string()
    .regex(/^[\w.@:-]{1,64}$/, 'partnerUserId must be at most 64 letters, digits or _.@:-')
    .optional(),
})

export const payBodySchema = z.strictObject({
  idempotencyKey: z.string().regex(/^[\w-]{8,64}$/, 'Missing idempotency key'),
  amount: fiatAmount,
  currency: fiat,
  payment: z.discriminatedUnion('method', [
    z.strictObject({
      method: z.literal('card'),
      number: z
        .string()
        .max(32)
        .transform((value) => value.replace(/[\s-]/g, '')),
      expiry: z
        .string()
        .max(8)
        .transform((value) => value.replace(/\s/g, '')),
      cvc: z.string().max(8),
    }),
    z.strictObject({ method: z.literal('ach_bank_account'), routing: z.string().max(16), account: z.string().max(32) }),
  ]),
})

export const challengeBodySchema = z.strictObject({ passed: z.boolean() })

/** Checkout and order ids: random, URL-safe. */
export const orderIdSchema = z.string().regex(/^[\w-]{16,64}$/)

/** The checkout page's live quote (the asset and network are the session's). */
export const checkoutQuoteSchema = z.strictObject({
  amount: fiatAmount,
  currency: fiat,
  paymentMethod: z.enum(['card', 'ach_bank_account']).optional(),
})
