import { formatUnits } from 'viem'
import { type FiatCurrency, formatCents } from '../payment/paymentMethods.js'
import { PURCHASE_ASSETS, type PurchaseAsset } from './assets.js'

/** The sandbox's market: USD per unit, in millionths (so 3000 USD is 3_000_000_000). */
export interface Rates {
  /** USD per one unit of each fiat currency. */
  readonly fiatUsdMicros: Readonly<Record<FiatCurrency, bigint>>
  /** USD per one whole unit of each purchasable asset. */
  readonly assetUsdMicros: Readonly<Record<PurchaseAsset, bigint>>
  /** The provider's fee in basis points (1–2 %, docs/rules/limits.md). */
  readonly feeBps: number
  /** The payout's network fee, in cents of the payment currency. */
  readonly networkFeeCents: number
}

export const DEFAULT_RATES: Rates = {
  fiatUsdMicros: { USD: 1_000_000n, EUR: 1_080_000n },
  assetUsdMicros: { USDC: 1_000_000n, ETH: 3_000_000_000n },
  feeBps: 150,
  networkFeeCents: 5,
}

export interface QuoteInput {
  readonly asset: PurchaseAsset
  readonly currency: FiatCurrency
  /** What the buyer spends on the crypto itself, in cents (fees come on top). */
  readonly subtotalCents: number
}

export interface Money {
  readonly amount: string
  readonly currency: string
}

export interface Quote {
  readonly paymentSubtotal: Money
  readonly providerFee: Money
  readonly networkFee: Money
  readonly paymentTotal: Money
  readonly purchaseAmount: Money
  /** The purchase in the asset's smallest unit (what the payout sends). */
  readonly purchaseUnits: bigint
  readonly totalCents: number
}

/**
 * The quote arithmetic: provider fee = subtotal × feeBps, rounded up to the cent; total =
 * subtotal + provider fee + network fee; purchase = subtotal converted at the rates, rounded
 * down to the asset's smallest unit (the buyer never receives more than paid for).
 */
export function computeQuote(input: QuoteInput, rates: Rates = DEFAULT_RATES): Quote {
  const { asset, currency, subtotalCents } = input
  const providerFeeCents = Math.ceil((subtotalCents * rates.feeBps) / 10_000)
  const totalCents = subtotalCents + providerFeeCents + rates.networkFeeCents
  const { decimals, symbol } = PURCHASE_ASSETS[asset]
  const purchaseUnits = (BigInt(subtotalCents) * rates.fiatUsdMicros[currency] * 10n ** BigInt(decimals)) / (100n * rates.assetUsdMicros[asset])
  const money = (cents: number): Money => ({ amount: formatCents(cents), currency })
  return {
    paymentSubtotal: money(subtotalCents),
    providerFee: money(providerFeeCents),
    networkFee: money(rates.networkFeeCents),
    paymentTotal: money(totalCents),
    purchaseAmount: { amount: formatUnits(purchaseUnits, decimals), currency: symbol },
    purchaseUnits,
    totalCents,
  }
}

/** A quote as it is sent: the money fields only. */
export function quoteView(quote: Quote) {
  const { paymentSubtotal, providerFee, networkFee, paymentTotal, purchaseAmount } = quote
  return { paymentSubtotal, providerFee, networkFee, paymentTotal, purchaseAmount }
}
