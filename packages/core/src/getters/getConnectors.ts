import type { Connector } from '../adapters/contract.js'
import type { Kit } from '../kit.js'
import { connectorRank, resolveConnectorTypeOrder } from '../options/connectorTypeOrder.js'
import type { Namespace } from '../types.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type ConnectorItem = { connector: Connector; recent: boolean }
export type GetConnectorsParameters = { namespace?: Namespace | undefined }
export type GetConnectorsReturnType = readonly ConnectorItem[]

/**
 * Connectors in `features.connectorTypeOrder` (default docs/rules/limits.md order: walletConnect,
 * recent, injected, custom, external); a multi-namespace wallet appears once.
 */
export function getConnectors(kit: Kit, { namespace }: GetConnectorsParameters = {}): GetConnectorsReturnType {
  return select(kit, `connectors:${namespace ?? '*'}`, (state) => {
    const { byNamespace, recent } = state.connectors
    const lists = namespace ? [byNamespace[namespace] ?? []] : Object.values(byNamespace)
    const seen = new Set<string>()
    const all = lists.flat().filter((connector): connector is Connector => {
      if (!connector || seen.has(connector.id)) return false
      seen.add(connector.id)
      return true
    })
    const order = resolveConnectorTypeOrder(state.features.code.connectorTypeOrder)
    const rank = (item: ConnectorItem) => connectorRank(order, item.connector.type, item.recent)
    return all
      .map((connector) => ({ connector, recent: recent.includes(connector.id) }))
      .sort((a, b) => rank(a) - rank(b) || (a.recent && b.recent ? recent.indexOf(a.connector.id) - recent.indexOf(b.connector.id) : 0))
  })
}

export function watchConnectors(kit: Kit, parameters: GetConnectorsParameters & WatchParameters<GetConnectorsReturnType>) {
  return watch(kit, (current) => getConnectors(current, parameters), parameters)
}
