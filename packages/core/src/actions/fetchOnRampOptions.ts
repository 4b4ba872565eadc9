import { getOnRampOptions, getOnRampProviders } from '../api/getOnRampOptions.js'
import type { Kit } from '../kit.js'
import { defaultOnRampPaymentCurrencies, defaultOnRampPurchaseCurrencies } from '../state/onRampDefaults.js'
import type { OnRampState } from '../state/onramp.js'
import { namespaceState } from '../utils/lookup.js'

/** The purchase currency's network on the active EVM chain when it has one, else its first network. */
export function pickOnRampNetwork(kit: Kit, slice: OnRampState): string | undefined {
  const networks = slice.purchaseCurrencies.find((currency) => currency.id === slice.purchaseCurrency)?.networks ?? []
  if (slice.network && networks.some((network) => network.name === slice.network)) return slice.network
  const activeChainId = namespaceState(kit, 'eip155').networkId?.split(':')[1]
  return (networks.find((network) => network.chain_id === activeChainId) ?? networks[0])?.name
}

/**
 * Reads the project's on-ramp providers and the provider's options (`GET /v1/onramp/options`).
 * A failed options call falls back to the built-in default list (docs/rules/calls.md).
 */
export async function fetchOnRampOptions(kit: Kit): Promise<void> {
  const slice = kit._internal.state.onramp
  if (slice.optionsLoading) return
  slice.optionsLoading = true
  const api = kit.api
  try {
    if (api && slice.providers.length === 0) {
      const { providers } = await getOnRampProviders(api).catch(() => ({ providers: [] }))
      slice.providers = providers
      slice.provider ??= providers[0]?.name
    }
    try {
      if (!api || !slice.provider) throw new Error('No on-ramp provider')
      const options = await getOnRampOptions(api, { provider: slice.provider })
      slice.purchaseCurrencies = options.purchaseCurrencies
      slice.paymentCurrencies = options.paymentCurrencies
      slice.optionsSource = 'provider'
    } catch {
      slice.purchaseCurrencies = defaultOnRampPurchaseCurrencies
      slice.paymentCurrencies = defaultOnRampPaymentCurrencies
      slice.optionsSource = 'default'
    }
    if (!slice.purchaseCurrencies.some((currency) => currency.id === slice.purchaseCurrency))
      slice.purchaseCurrency = slice.purchaseCurrencies[0]?.id ?? slice.purchaseCurrency
    if (!slice.paymentCurrencies.some((currency) => currency.id === slice.paymentCurrency))
      slice.paymentCurrency = slice.paymentCurrencies[0]?.id ?? slice.paymentCurrency
    slice.network = pickOnRampNetwork(kit, slice)
  } finally {
    slice.optionsLoading = false
  }
}
