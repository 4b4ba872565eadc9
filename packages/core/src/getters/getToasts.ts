import type { Kit } from '../kit.js'
import type { Toast } from '../state/snack.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetToastsReturnType = readonly Toast[]

export function getToasts(kit: Kit): GetToastsReturnType {
  return select(kit, 'toasts', (state) => state.snack.toasts)
}

export function watchToasts(kit: Kit, parameters: WatchParameters<GetToastsReturnType>) {
  return watch(kit, getToasts, parameters)
}
