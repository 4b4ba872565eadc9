import type { OnRampPaymentCurrency, OnRampPurchaseCurrency } from '../api/getOnRampOptions.js'
import type { OnRampOrder } from '../api/getOnRampOrder.js'
import type { OnRampQuoteResponse } from '../api/getOnRampQuote.js'

export type { OnRampPaymentCurrency, OnRampPurchaseCurrency }

/** docs/rules/entities.md: on-ramp provider. */
export type OnRampProvider = { name: string; displayName: string }

/** A quote; `estimated` when the provider could not be asked (docs/rules/calls.md fallback), shown as an estimate. */
export type OnRampQuote = OnRampQuoteResponse & { estimated: boolean }

export type OnRampPaymentMethod = 'card' | 'ach_bank_account'

/** The purchase handed to the provider's checkout, followed until it is paid out or failed. */
export type OnRampPurchase = {
  orderId: string
  provider: string
  url: string
  status: OnRampOrder['status'] | 'unknown'
  purchaseAmount: OnRampOrder['purchaseAmount']
  txHash: string | null
  error: string | null
  /** Set when the provider refunded the payment (its payout failed): a reason code and the amount. */
  refund: OnRampOrder['refund']
}

/** docs/rules/entities.md on-ramp state: provider, purchase and payment currencies, amounts, quotesLoading, error. */
export type OnRampState = {
  providers: OnRampProvider[]
  provider: string | undefined
  purchaseCurrencies: OnRampPurchaseCurrency[]
  paymentCurrencies: OnRampPaymentCurrency[]
  /** Where the lists come from: the provider, or the built-in default list when it failed. */
  optionsSource: 'provider' | 'default' | undefined
  optionsLoading: boolean
  purchaseCurrency: string
  network: string | undefined
  paymentCurrency: string
  paymentMethod: OnRampPaymentMethod
  /** What is spent on the crypto, as typed (`'50'`). */
  amount: string
  quote: OnRampQuote | undefined
  quotesLoading: boolean
  error: string | undefined
  purchase: OnRampPurchase | undefined
}

/** docs/rules/limits.md defaults: USD, card, USDC. */
export function createOnRampState(): OnRampState {
  return {
    providers: [],
    provider: undefined,
    purchaseCurrencies: [],
    paymentCurrencies: [],
    optionsSource: undefined,
    optionsLoading: false,
    purchaseCurrency: 'USDC',
    network: undefined,
    paymentCurrency: 'USD',
    paymentMethod: 'card',
    amount: '',
    quote: undefined,
    quotesLoading: false,
    error: undefined,
    purchase: undefined,
  }
}
