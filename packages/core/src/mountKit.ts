import { emitEvent } from './actions/emitEvent.js'
import { followSystemColorScheme } from './actions/followSystemColorScheme.js'
import { reconnect } from './actions/reconnect.js'
import { restoreStoredState } from './actions/restoreStoredState.js'
import { setConnectors } from './actions/setConnectors.js'
import { systemColorSchemeCleanup } from './actions/setTheme.js'
import { startApiServices } from './api/startApiServices.js'
import type { Kit } from './kit.js'
import { startModalController } from './modal/startModalController.js'
import { startDebugLog } from './options/startDebugLog.js'
import { afterNextFrame } from './utils/afterNextFrame.js'

/**
 * Starts a kit's browser work once (nothing outside a browser): the modal's behaviour, stored
 * state, the system colour scheme, wallet discovery, the Kit API services, then INITIALIZE and
 * the reconnect. Each thing that keeps running leaves its cleanup for `unmountKit`.
 */
export function mountKit(kit: Kit): void {
  const internal = kit._internal
  if (internal.mounted || !internal.environment.isBrowser()) return
  internal.mounted = true
  // What the modal does on connect, an unsupported network and a failed balance: with or without `<appkit-modal>`.
  internal.cleanups.set('modal', startModalController(kit))
  restoreStoredState(kit)
  if (!kit.options.themeMode) internal.cleanups.set(systemColorSchemeCleanup, followSystemColorScheme(kit))
  for (const [namespace, adapter] of internal.adapters)
    internal.cleanups.set(
      `discovery:${namespace}`,
      adapter.watchConnectors((connectors) => setConnectors(kit, { namespace, connectors })),
    )
  // Connections an adapter's own library made (an app's wagmi `connect`) show in the kit too; the
  // code that adopts one loads when the first one appears (only wagmi apps have any).
  for (const [namespace, adapter] of internal.adapters)
    if (adapter.watchExternalConnections)
      internal.cleanups.set(
        `external:${namespace}`,
        adapter.watchExternalConnections((connectorId) => {
          void import('./actions/adoptExternalConnection.js').then(({ adoptExternalConnection }) => adoptExternalConnection(kit, namespace, connectorId))
        }),
      )
  // Kit API: analytics, remote config, identity; never delays anything (all in the background).
  startApiServices(kit)
  if (kit.options.debug) internal.cleanups.set('debug', startDebugLog(kit))
  internal.state.initialized = true
  // AppKit's order: the modal's kit exists (MODAL_CREATED), then it is set up (INITIALIZE).
  emitEvent(kit, 'MODAL_CREATED')
  emitEvent(kit, 'INITIALIZE')
  if (kit.options.enableReconnect) void reconnect(kit)
  // Sign-in with the wallet: its code loads only for kits that use it, once the page has drawn its
  // next frame (loaded at once, it ran before the buttons' first paint: see the Solana adapter).
  // Started once per mount: an unmount and a mount before it loads (React's StrictMode) start one.
  if (internal.state.siwx.status !== 'disabled')
    afterNextFrame(
      () =>
        void import('./siwx/startSiwx.js').then(({ startSiwx }) => {
          if (internal.mounted && !internal.cleanups.has('siwx')) internal.cleanups.set('siwx', startSiwx(kit))
        }),
    )
}

/** Runs every cleanup the mount left (discovery, services, timers). */
export function unmountKit(kit: Kit): void {
  for (const cleanup of kit._internal.cleanups.values()) cleanup()
  kit._internal.cleanups.clear()
  kit._internal.mounted = false
}
