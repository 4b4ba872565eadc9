import type { Kit } from '../kit.js'
import type { CaipNetwork, CaipNetworkId, Namespace } from '../types.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetNetworkParameters = { namespace?: Namespace | undefined }
export type GetNetworkReturnType = {
  namespace: Namespace
  /** The configured network, or undefined when the wallet sits on one not in `networks`. */
  caipNetwork: CaipNetwork | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** `id` of the network: a number on eip155. */
  chainId: number | string | undefined
  isSupported: boolean
}

export function getNetwork(kit: Kit, { namespace }: GetNetworkParameters = {}): GetNetworkReturnType {
  return select(kit, `network:${namespace ?? '*'}`, (state) => {
    const target = namespace ?? state.chains.activeNamespace
    const caipNetworkId = state.chains.namespaces[target]?.networkId
    const caipNetwork = kit.networks.find((network) => network.caipNetworkId === caipNetworkId)
    const reference = caipNetworkId?.split(':')[1]
    const chainId = caipNetwork?.id ?? (reference && target === 'eip155' && /^\d+$/.test(reference) ? Number(reference) : reference)
    return { namespace: target, caipNetwork, caipNetworkId, chainId, isSupported: caipNetwork !== undefined }
  })
}

export function watchNetwork(kit: Kit, parameters: GetNetworkParameters & WatchParameters<GetNetworkReturnType>) {
  return watch(kit, (current) => getNetwork(current, parameters), parameters)
}
