import type { Kit } from '../kit.js'
import type { SiwxState } from '../state/siwx.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetSiwxReturnType = SiwxState & { enabled: boolean }

/** The sign-in state: status, whether it is required, the active account's session. */
export function getSiwx(kit: Kit): GetSiwxReturnType {
  return select(kit, 'siwx', (state) => ({ ...state.siwx, enabled: state.siwx.status !== 'disabled' }))
}

export function watchSiwx(kit: Kit, parameters: WatchParameters<GetSiwxReturnType>): () => void {
  return watch(kit, getSiwx, parameters)
}
