import { close } from '../actions/close.js'
import { navigate } from '../actions/navigate.js'
import { open } from '../actions/open.js'
import { getModalState } from '../getters/getModalState.js'
import { getRouter } from '../getters/getRouter.js'
import type { Kit } from '../kit.js'
import { watch } from '../utils/select.js'
import { isOnUnsupportedChain } from './isOnUnsupportedChain.js'
import { connectingViews } from './modalViews.js'

/** Opens UnsupportedChain, or moves there (in place of a connecting view) unless a switch is under way. */
function showUnsupportedChain(kit: Kit): void {
  if (!getModalState(kit).open) return open(kit, { view: 'UnsupportedChain' })
  const { view } = getRouter(kit)
  if (view === 'UnsupportedChain' || view === 'SwitchNetwork') return
  navigate(kit, { view: 'UnsupportedChain', replace: connectingViews.has(view) })
}

/**
 * A wallet on a network the app does not support gets the UnsupportedChain view (opening the
 * modal if needed); back on a supported network, that view closes. Returns the function that
 * stops following.
 */
export function openOnUnsupportedChain(kit: Kit): () => void {
  if (isOnUnsupportedChain(kit)) showUnsupportedChain(kit)
  return watch(kit, isOnUnsupportedChain, {
    onChange: (unsupported) => {
      if (unsupported) showUnsupportedChain(kit)
      else if (getModalState(kit).open && getRouter(kit).view === 'UnsupportedChain') close(kit)
    },
  })
}
