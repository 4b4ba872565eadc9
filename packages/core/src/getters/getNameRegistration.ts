import type { Kit } from '../kit.js'
import type { NamesState } from '../state/names.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetNameRegistrationReturnType = Readonly<NamesState>

/** The name registration in progress or done: status, name and the last error text. */
export function getNameRegistration(kit: Kit): GetNameRegistrationReturnType {
  return select(kit, 'names', (state) => state.names)
}

export function watchNameRegistration(kit: Kit, parameters: WatchParameters<GetNameRegistrationReturnType>) {
  return watch(kit, getNameRegistration, parameters)
}
