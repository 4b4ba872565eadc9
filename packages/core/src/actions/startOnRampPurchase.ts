import { generateOnRampUrl } from '../api/generateOnRampUrl.js'
import { socialPopupFeatures } from '../auth/openSocialPopup.js'
import { ApiRequestError } from '../errors/api.js'
import type { Kit } from '../kit.js'
import { validateOnRampAmount } from '../onramp/onRampLimits.js'
import { namespaceState } from '../utils/lookup.js'
import { emitEvent } from './emitEvent.js'
import { accountEventContext } from './eventContext.js'
import { navigate } from './navigate.js'
import { watchOnRampPurchase } from './watchOnRampPurchase.js'

export type StartOnRampPurchaseParameters = {
  /**
   * A blank window opened in the click handler (before any await, so it is not blocked), which
   * is sent to the checkout. Without it the checkout opens in a new 600×800 popup.
   */
  popup?: Window | null | undefined
  /** The window that opens the popup (default: the global one). */
  host?: Window | undefined
}

/**
 * Starts the purchase set up in the on-ramp state: checks the amount against the limits, asks
 * the API for the provider's checkout URL for the connected EVM account, opens it in the popup
 * and shows BuyInProgress, which follows the order until it is paid out. Returns the URL, or
 * undefined (with `error` set) when the purchase cannot start.
 */
export async function startOnRampPurchase(kit: Kit, { popup, host }: StartOnRampPurchaseParameters = {}): Promise<string | undefined> {
  const slice = kit._internal.state.onramp
  const fail = (message: string) => {
    slice.error = message
    popup?.close()
    return undefined
  }
  const invalid = validateOnRampAmount(slice)
  if (invalid) return fail(invalid)
  const address = namespaceState(kit, 'eip155').account.address
  if (!address) return fail('Connect an EVM wallet to buy crypto')
  if (!kit.api || !slice.provider || slice.optionsSource !== 'provider') return fail('The on-ramp provider is not available right now')
  if (!slice.network) return fail('Choose a network')
  emitEvent(kit, 'SELECT_BUY_PROVIDER', { provider: slice.provider, isSmartAccount: accountEventContext(kit, 'eip155').isSmartAccount })
  try {
    const { url, orderId, provider } = await generateOnRampUrl(kit.api, {
      destinationWallets: [{ address, blockchains: [slice.network], assets: [slice.purchaseCurrency] }],
      defaultNetwork: slice.network,
      defaultAsset: slice.purchaseCurrency,
      fiatCurrency: slice.paymentCurrency,
      presetFiatAmount: Number(slice.amount),
      provider: slice.provider,
    })
    slice.purchase = { orderId, provider, url, status: 'pending', purchaseAmount: null, txHash: null, error: null, refund: null }
    slice.error = undefined
    if (popup && !popup.closed) popup.location.replace(url)
    else {
      const opener = host ?? (typeof window === 'undefined' ? undefined : window)
      opener?.open(url, 'kit-onramp', socialPopupFeatures(opener))
    }
    navigate(kit, { view: 'BuyInProgress' })
    watchOnRampPurchase(kit)
    return url
  } catch (error) {
    return fail(error instanceof ApiRequestError ? error.details || error.shortMessage : 'Failed to open the checkout')
  }
}
