import { type CaipNetworkId, ChainNotConfiguredError, getNetwork, getRpcUrls, type Kit } from '@kit/core'
import { createEsploraClient, type EsploraClient } from '../esplora/createEsploraClient.js'

export type GetEsploraClientParameters = {
  /** A configured bip122 network; default: the kit's active bip122 network. */
  networkId?: CaipNetworkId | undefined
  fetchFn?: typeof fetch | undefined
}

/**
 * An Esplora client for a bip122 network of the kit, over its RPC URLs (the kit's `rpcUrls` option
 * first), with the same timeout and retry rules as the adapter.
 *
 * @example
 * const height = await getEsploraClient(kit).getFeeEstimates()
 */
export function getEsploraClient(kit: Kit, { networkId, fetchFn }: GetEsploraClientParameters = {}): EsploraClient {
  const id = networkId ?? getNetwork(kit, { namespace: 'bip122' }).caipNetworkId
  const network = kit.networks.find((candidate) => candidate.chainNamespace === 'bip122' && candidate.caipNetworkId === id)
  if (!network) throw new ChainNotConfiguredError({ networkId: id ?? 'bip122' })
  return createEsploraClient({ urls: getRpcUrls(kit, network), fetchFn })
}
