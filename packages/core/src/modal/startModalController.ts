import type { Kit } from '../kit.js'
import { closeAfterConnect } from './closeAfterConnect.js'
import { openOnUnsupportedChain } from './openOnUnsupportedChain.js'
import { toastBalanceError } from './toastBalanceError.js'

/**
 * The modal's behaviour, decided from kit state alone (no element needed): closing after a
 * connect, the UnsupportedChain view, the balance toast. Every mounted kit runs it once, so
 * `<appkit-modal>` only renders what it decided and a page without that element (React, a
 * custom UI) behaves the same. Returns the function that stops it (run by `unmount`).
 */
export function startModalController(kit: Kit): () => void {
  const stops = [closeAfterConnect(kit), openOnUnsupportedChain(kit), toastBalanceError(kit)]
  return () => {
    for (const stop of stops) stop()
  }
}
