import { UnknownViewError } from '../errors/router.js'
import type { Kit } from '../kit.js'
import { popView, pushView, type RouterData, replaceView, type View } from '../state/router.js'
import { isView, views } from '../state/views.js'

/** Router moves for the UI (domain actions never navigate). */
export function navigate(kit: Kit, { view, data, replace = false }: { view: View; data?: RouterData; replace?: boolean }) {
  if (!isView(view)) throw new UnknownViewError({ view, views })
  if (replace) replaceView(kit._internal.state.router, view, data)
  else pushView(kit._internal.state.router, view, data)
}

export function goBack(kit: Kit) {
  popView(kit._internal.state.router)
}

/** docs/rules/states.md: shake for 500 ms. */
export function shakeModal(kit: Kit) {
  const modal = kit._internal.state.modal
  modal.shake = true
  kit._internal.cleanups.get('timer:shake')?.()
  const timer = setTimeout(() => {
    modal.shake = false
    kit._internal.cleanups.delete('timer:shake')
  }, 500)
  kit._internal.cleanups.set('timer:shake', () => clearTimeout(timer))
}
