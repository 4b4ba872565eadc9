import type { Kit } from '../kit.js'
import type { SendState } from '../state/send.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetSendReturnType = Readonly<SendState>

/** The send in progress: token, amount, receiver, status and, once sent, the hash. */
export function getSend(kit: Kit): GetSendReturnType {
  return select(kit, 'send', (state) => state.send)
}

export function watchSend(kit: Kit, parameters: WatchParameters<GetSendReturnType>) {
  return watch(kit, getSend, parameters)
}
