import type { Kit } from '../kit.js'
import { resetView } from '../state/router.js'
import { abortConnect } from './connect.js'
import { emitEvent } from './emitEvent.js'

/**
 * Closes the modal: clears loading and the pairing URI, abandons a pending pairing ('Modal closed')
 * and resets the view to Connect (SPEC sections 2 and 4).
 */
export function close(kit: Kit): void {
  const state = kit._internal.state
  if (!state.modal.open) return
  state.modal.open = false
  state.modal.loading = false
  kit._internal.runtime.prefetch = undefined
  abortConnect(kit)
  resetView(state.router, 'Connect')
  emitEvent(kit, 'MODAL_CLOSE')
}
