import { UnknownViewError } from '../errors/router.js'
import type { Kit } from '../kit.js'
import { resetView, type View } from '../state/router.js'
import { isView, views } from '../state/views.js'
import { afterNextFrame } from '../utils/afterNextFrame.js'
import { namespaceState } from '../utils/lookup.js'
import { emitEvent } from './emitEvent.js'
import { isConnected } from './eventContext.js'
import type { OpenParameters } from './openParameters.js'
import { preloadOpen } from './preloadOpen.js'

export type { OpenParameters } from './openParameters.js'

/** The opening rules of docs/rules/screens.md, as a pure decision. */
export function resolveOpenView(kit: Kit, { view, namespace }: OpenParameters = {}): View {
  if (view) return view
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
 *
 * With `uri` (the app's own WalletConnect pairing) it resolves once the modal shows that URI
 * and rejects with InvalidWalletConnectUriError for anything else than a `wc:` pairing URI: that
 * code is a chunk of its own (openPairingUri.ts), which only apps that pair themselves load.
 */
export function open(kit: Kit, parameters: OpenParameters & { uri: string }): Promise<void>
export function open(kit: Kit, parameters?: OpenParameters): void
export function open(kit: Kit, parameters: OpenParameters = {}): Promise<void> | undefined {
  if (parameters.uri !== undefined)
    return import('./openPairingUri.js').then(({ openPairingUri }) => openPairingUri(kit, parameters as OpenParameters & { uri: string }, open))
  if (parameters.view !== undefined && !isView(parameters.view)) throw new UnknownViewError({ view: parameters.view, views })
  const state = kit._internal.state
  if (parameters.namespace && kit.networks.some((network) => network.chainNamespace === parameters.namespace))
    state.chains.activeNamespace = parameters.namespace
  const view = resolveOpenView(kit, parameters)
  resetView(state.router, view)
  if (parameters.data) state.router.data = parameters.data
  // The Connect view then lists this namespace's wallets only.
  if (parameters.namespace && view === 'Connect') state.router.data = { ...state.router.data, namespace: parameters.namespace }
  state.modal.open = true
  // The Swap view starts a new swap with the given presets (tokens by symbol or address, amount).
  // The Swap view (a lazy chunk) starts the swap with these presets: its code stays out of the first load.
  if (view === 'Swap') state.router.data = { ...state.router.data, swap: parameters.arguments ?? {} }
  emitEvent(kit, 'MODAL_OPEN', { connected: isConnected(kit), view })
  startPrefetch(kit, view)
  return undefined
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
