import type { Connector, ConnectorType } from '../adapters/contract.js'
import type { Kit } from '../kit.js'
import { connectorRank, resolveConnectorTypeOrder } from '../options/connectorTypeOrder.js'
import type { Namespace } from '../types.js'
import { select, type WatchParameters, watch } from '../utils/select.js'
import { slug } from '../utils/walletId.js'

/** One wallet across namespaces: its connectors (one per namespace), shown as one item in the Connect view. */
export type ConnectorGroup = {
  /** `walletId` of its connectors, else the normalised name. */
  id: string
  name: string
  icon: string | undefined
  /** The first EIP-6963 rdns among its connectors (the wallet's `data-testid`). */
  rdns: string | undefined
  type: ConnectorType
  recent: boolean
  /** In the kit's namespace order (the order of `networks`), one per namespace. */
  connectors: readonly Connector[]
  namespaces: readonly Namespace[]
}

export type GetConnectorGroupsParameters = { namespace?: Namespace | undefined }
export type GetConnectorGroupsReturnType = readonly ConnectorGroup[]

/** AppKit's `connectorImages`: an image by connector id or rdns wins over the wallet's own icon. */
function connectorImage(kit: Kit, connectors: readonly Connector[]): string | undefined {
  const images = kit.options.connectorImages ?? {}
  for (const connector of connectors) {
    const image = images[connector.id] ?? (connector.rdns ? images[connector.rdns] : undefined)
    if (image) return image
  }
  return undefined
}

/** The key that puts connectors of different namespaces into one wallet. */
export function connectorGroupId(connector: Connector): string {
  return connector.walletId ?? (slug(connector.name, '') || connector.id)
}

/**
 * The discovered wallets, each once with its connectors of every namespace (a wallet doing EVM,
 * Solana and Bitcoin is one group of three), in `features.connectorTypeOrder` like `getConnectors`. With
 * `namespace`, only that namespace's connectors (groups of one).
 */
export function getConnectorGroups(kit: Kit, { namespace }: GetConnectorGroupsParameters = {}): GetConnectorGroupsReturnType {
  return select(kit, `connectorGroups:${namespace ?? '*'}`, (state) => {
    const { byNamespace, recent } = state.connectors
    const order = [...new Set(kit.networks.map((network) => network.chainNamespace))]
    const namespaces = namespace ? [namespace] : [...order, ...(Object.keys(byNamespace) as Namespace[]).filter((key) => !order.includes(key))]
    const groups = new Map<string, { connectors: Connector[]; index: number }>()
    let index = 0
    for (const key of namespaces)
      for (const connector of byNamespace[key] ?? []) {
        const id = connectorGroupId(connector)
        const group = groups.get(id) ?? { connectors: [], index: index++ }
        if (!group.connectors.some((existing) => existing.namespace === connector.namespace)) group.connectors.push(connector)
        groups.set(id, group)
      }
    const typeOrder = resolveConnectorTypeOrder(state.features.code.connectorTypeOrder)
    const rank = (group: ConnectorGroup) => connectorRank(typeOrder, group.type, group.recent)
    const recentIndex = (group: ConnectorGroup) => Math.min(...group.connectors.map((connector) => recent.indexOf(connector.id)).filter((at) => at >= 0))
    return [...groups.entries()]
      .sort(([, a], [, b]) => a.index - b.index)
      .map(([id, { connectors }]): ConnectorGroup => {
        const [first] = connectors as [Connector, ...Connector[]]
        return {
          id,
          name: first.name,
          icon: connectorImage(kit, connectors) ?? connectors.find((connector) => connector.icon)?.icon,
          rdns: connectors.find((connector) => connector.rdns)?.rdns,
          type: first.type,
          recent: connectors.some((connector) => recent.includes(connector.id)),
          connectors,
          namespaces: connectors.map((connector) => connector.namespace),
        }
      })
      .sort((a, b) => rank(a) - rank(b) || (a.recent && b.recent ? recentIndex(a) - recentIndex(b) : 0))
  })
}

export function watchConnectorGroups(kit: Kit, parameters: GetConnectorGroupsParameters & WatchParameters<GetConnectorGroupsReturnType>): () => void {
  return watch(kit, (current) => getConnectorGroups(current, parameters), parameters)
}
