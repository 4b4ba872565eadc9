import type { Connector } from '../adapters/contract.js'
import { ChainNotConfiguredError } from '../errors/chain.js'
import type { Kit } from '../kit.js'
import { createAccountState, type NamespaceState } from '../state/chains.js'
import type { CaipNetwork, Namespace } from '../types.js'

export function findNetwork(kit: Kit, networkId: string | undefined): CaipNetwork | undefined {
  return kit.networks.find((network) => network.caipNetworkId === networkId)
}

export function requireNetwork(kit: Kit, networkId: string): CaipNetwork {
  const network = findNetwork(kit, networkId)
  if (!network) throw new ChainNotConfiguredError({ networkId })
  return network
}

/** The live (proxy) state of one namespace, created on first use. */
export function namespaceState(kit: Kit, namespace: Namespace): NamespaceState {
  const namespaces = kit._internal.state.chains.namespaces
  const existing = namespaces[namespace]
  if (existing) return existing
  const network = kit.networks.find((candidate) => candidate.chainNamespace === namespace)
  namespaces[namespace] = { networkId: network?.caipNetworkId, account: createAccountState(), provider: undefined }
  return namespaces[namespace]!
}

export function findConnector(kit: Kit, connectorId: string, namespace?: Namespace): Connector | undefined {
  const byNamespace = kit._internal.state.connectors.byNamespace
  const lists = namespace ? [byNamespace[namespace] ?? []] : Object.values(byNamespace)
  for (const list of lists) {
    const connector = list?.find((candidate) => candidate.id === connectorId)
    if (connector) return connector
  }
  // The auth connector (email and social login) is not a discovered wallet: it lives in the auth slice.
  const auth = kit._internal.state.auth
  for (const candidate of [auth?.connector, ...Object.values(auth?.namespaceConnectors ?? {})])
    if (candidate && candidate.id === connectorId && (!namespace || candidate.namespace === namespace)) return candidate
  return undefined
}
