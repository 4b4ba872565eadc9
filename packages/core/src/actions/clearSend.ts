import type { Kit } from '../kit.js'
import { resetSend } from '../state/send.js'

/** Empties the send form (a new send from the Account view); `startSend` also takes presets. */
export function clearSend(kit: Kit): void {
  resetSend(kit._internal.state.send)
}
