import type { Kit } from '../kit.js'
import { createOnRampState } from '../state/onramp.js'
import { pickOnRampNetwork } from './fetchOnRampOptions.js'

/**
 * docs/rules/states.md: reset restores the defaults (USD, card, USDC, no amount, quote, error or
 * purchase) and stops following a purchase. The providers and options already read are kept.
 */
export function resetOnRamp(kit: Kit): void {
  kit._internal.cleanups.get('timer:onRampPurchase')?.()
  const slice = kit._internal.state.onramp
  const { providers, provider, purchaseCurrencies, paymentCurrencies, optionsSource } = slice
  Object.assign(slice, createOnRampState(), { providers, provider, purchaseCurrencies, paymentCurrencies, optionsSource })
  slice.network = pickOnRampNetwork(kit, slice)
}
