import { InvalidWalletConnectUriError, UnknownViewError } from '../errors/router.js'
import type { Kit } from '../kit.js'
import { type RouterData, resetView, type View } from '../state/router.js'
import type { SwapPresets } from '../state/swap.js'
import { isView, views } from '../state/views.js'
import type { Namespace } from '../types.js'
import { afterNextFrame } from '../utils/afterNextFrame.js'
import { namespaceState } from '../utils/lookup.js'
import { parseWalletConnectUri } from '../utils/walletConnectUri.js'
import { emitEvent } from './emitEvent.js'
import { isConnected } from './eventContext.js'
import { preloadOpen } from './preloadOpen.js'

export type OpenParameters = {
  view?: View | undefined
  namespace?: Namespace | undefined
  data?: RouterData | undefined
  /** View arguments, as AppKit's `open({ view: 'Swap', arguments: { fromToken, toToken, amount } })`. */
  arguments?: SwapPresets | undefined
  /**
   * A WalletConnect pairing URI the app's own provider made (AppKit's
   * `provider.on('display_uri', (uri) => modal.open({ uri }))`): the modal shows it as the QR code
   * and copy link, and starts no pairing of its own. Not a `wc:` URI: InvalidWalletConnectUriError.
   */
  uri?: string | undefined
}

/** The opening rules of docs/rules/screens.md, as a pure decision. */
export function resolveOpenView(kit: Kit, { view, namespace, uri }: OpenParameters = {}): View {
  if (view) return view
  if (uri !== undefined) return kit._internal.environment.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  const state = kit._internal.state
  const address = namespaceState(kit, namespace ?? state.chains.activeNamespace).account.address
  if (namespace && !address) return 'Connect'
  if (address) return 'Account'
  if (kit.options.manualWCControl || [...kit._internal.adapters.values()].every((adapter) => adapter.walletConnectOnly))
    return kit._internal.environment.isMobile() ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}

/**
 * Opens the modal at once (no network wait). A namespace other than the active one becomes
 * active, as docs/rules/states.md requires; on Connect only that namespace's wallets are listed.
 */
export function open(kit: Kit, parameters: OpenParameters = {}): void {
  if (parameters.view !== undefined && !isView(parameters.view)) throw new UnknownViewError({ view: parameters.view, views })
  const appPairing = parameters.uri === undefined ? undefined : parseWalletConnectUri(parameters.uri)
  if (parameters.uri !== undefined && !appPairing) throw new InvalidWalletConnectUriError({ uri: String(parameters.uri) })
  const state = kit._internal.state
  if (parameters.namespace && kit.networks.some((network) => network.chainNamespace === parameters.namespace))
    state.chains.activeNamespace = parameters.namespace
  const view = resolveOpenView(kit, parameters)
  resetView(state.router, view)
  if (parameters.data) state.router.data = parameters.data
  if (appPairing) showAppPairing(kit, appPairing)
  // The Connect view then lists this namespace's wallets only.
  if (parameters.namespace && view === 'Connect') state.router.data = { ...state.router.data, namespace: parameters.namespace }
  state.modal.open = true
  // The Swap view starts a new swap with the given presets (tokens by symbol or address, amount).
  // The Swap view (a lazy chunk) starts the swap with these presets: its code stays out of the first load.
  if (view === 'Swap') state.router.data = { ...state.router.data, swap: parameters.arguments ?? {} }
  emitEvent(kit, 'MODAL_OPEN', { connected: isConnected(kit), view })
  startPrefetch(kit, view)
}

/**
 * The app's own pairing URI becomes the one the QR view shows, marked external so the view starts
 * no pairing. (Through the kit's WalletConnect client both pair in one attempt: its `connect`
 * joins a pairing in progress.)
 */
function showAppPairing(kit: Kit, { uri, expiresAt }: { uri: string; expiresAt: number }): void {
  const state = kit._internal.state
  const connectors = state.connectors.byNamespace[state.chains.activeNamespace] ?? []
  const connectorId = connectors.find((connector) => connector.type === 'walletConnect')?.id ?? 'walletConnect'
  state.connections.pairing = { connectorId, uri, expiresAt, external: true }
}

/**
 * docs/rules/states.md: opening prefetches data and sets loading until it has arrived (the modal is
 * shown at once meanwhile). The prefetch code is a lazy chunk; closing clears loading.
 *
 * Loading is set at once; the prefetch starts once the frame that shows the modal has rendered.
 * Started at once, its state changes re-rendered the view inside that frame: about 1 ms more of
 * the click's script before the modal showed (bench/compare.mjs, click→list).
 */
function startPrefetch(kit: Kit, view: View): void {
  const modal = kit._internal.state.modal
  const { runtime } = kit._internal
  // Only the latest opening's prefetch clears loading; closing or opening again drops this one.
  const attempt = {}
  runtime.prefetch = attempt
  modal.loading = true
  const done = () => {
    if (runtime.prefetch !== attempt) return
    runtime.prefetch = undefined
    modal.loading = false
  }
  afterNextFrame(() => {
    if (runtime.prefetch !== attempt) return
    preloadOpen({ view })
      .then((prefetch) => prefetch(kit, { view }))
      .then(done, done)
  })
}
