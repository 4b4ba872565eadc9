import type { RouterData, View } from '../state/router.js'
import type { SwapPresets } from '../state/swap.js'
import type { Namespace } from '../types.js'

/** What `open` takes (its own module: `open` and its lazily loaded `uri` part both use it). */
export type OpenParameters = {
  view?: View | undefined
  namespace?: Namespace | undefined
  data?: RouterData | undefined
  /** View arguments, as AppKit's `open({ view: 'Swap', arguments: { fromToken, toToken, amount } })`. */
  arguments?: SwapPresets | undefined
  /**
   * A WalletConnect pairing URI the app's own provider made (AppKit's
   * `provider.on('display_uri', (uri) => modal.open({ uri }))`): the modal shows it as the QR code
   * and copy link, and starts no pairing of its own. `open` then returns a promise, which rejects
   * with InvalidWalletConnectUriError for anything but a `wc:` pairing URI.
   */
  uri?: string | undefined
}
