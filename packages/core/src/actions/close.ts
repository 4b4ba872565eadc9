import type { Kit } from '../kit.js'
import { resetView } from '../state/router.js'
import { abortConnect } from './abortConnect.js'
import { emitEvent } from './emitEvent.js'
import { isConnected } from './eventContext.js'

/**
 * Closes the modal: clears loading and the pairing URI, abandons a pending pairing ('Modal closed')
 * and resets the view to Connect (docs/rules/screens.md and docs/rules/states.md). In embedded mode (`enableEmbedded`)
 * the modal stays in the page and closing shows Account if connected, otherwise Connect.
 */
export function close(kit: Kit): void {
  const state = kit._internal.state
  if (!state.modal.open) return
  // Embedded, the modal stays in the page: only the view resets.
  state.modal.open = kit.options.enableEmbedded
  state.modal.loading = false
  kit._internal.runtime.prefetch = undefined
  abortConnect(kit)
  const account = state.chains.namespaces[state.chains.activeNamespace]?.account
  resetView(state.router, kit.options.enableEmbedded && account?.status === 'connected' ? 'Account' : 'Connect')
  emitEvent(kit, 'MODAL_CLOSE', { connected: isConnected(kit) })
}
