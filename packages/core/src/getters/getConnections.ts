import type { Kit } from '../kit.js'
import type { ConnectionsState } from '../state/connections.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetConnectionsReturnType = Readonly<ConnectionsState>

export function getConnections(kit: Kit): GetConnectionsReturnType {
  return select(kit, 'connections', (state) => state.connections)
}

export function watchConnections(kit: Kit, parameters: WatchParameters<GetConnectionsReturnType>) {
  return watch(kit, getConnections, parameters)
}
