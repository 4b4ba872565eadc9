import type { Kit } from '../kit.js'
import type { RouterState } from '../state/router.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetRouterReturnType = Readonly<RouterState>

export function getRouter(kit: Kit): GetRouterReturnType {
  return select(kit, 'router', (state) => state.router)
}

export function watchRouter(kit: Kit, parameters: WatchParameters<GetRouterReturnType>) {
  return watch(kit, getRouter, parameters)
}
