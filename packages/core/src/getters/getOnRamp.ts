import type { Kit } from '../kit.js'
import type { OnRampState } from '../state/onramp.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetOnRampReturnType = Readonly<OnRampState>

/** The on-ramp: providers, currencies, the purchase being set up, its quote and, once started, its status. */
export function getOnRamp(kit: Kit): GetOnRampReturnType {
  return select(kit, 'onramp', (state) => state.onramp)
}

export function watchOnRamp(kit: Kit, parameters: WatchParameters<GetOnRampReturnType>) {
  return watch(kit, getOnRamp, parameters)
}
