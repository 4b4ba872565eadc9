import type { Kit } from '../kit.js'
import { resetView } from '../state/router.js'
import { emitEvent } from './emitEvent.js'

/** Closes the modal: clears loading and resets the view to Connect (SPEC sections 2 and 4). */
export function close(kit: Kit): void {
  const state = kit._internal.state
  if (!state.modal.open) return
  state.modal.open = false
  state.modal.loading = false
  resetView(state.router, 'Connect')
  emitEvent(kit, 'MODAL_CLOSE')
}
