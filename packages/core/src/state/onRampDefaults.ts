import type { OnRampPaymentCurrency, OnRampPurchaseCurrency } from './onramp.js'

/**
 * The built-in list a failed options call falls back to (docs/rules/calls.md and docs/rules/limits.md): USD with card
 * 10.00–7500.00 and ACH 10.00–25000.00; USDC on Ethereum and Polygon.
 */
export const defaultOnRampPaymentCurrencies: OnRampPaymentCurrency[] = [
  {
    id: 'USD',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  },
]

export const defaultOnRampPurchaseCurrencies: OnRampPurchaseCurrency[] = [
  {
    id: 'USDC',
    name: 'USD Coin',
    symbol: 'USDC',
    networks: [
      { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359' },
    ],
  },
]
