import type { AdapterContext, CaipNetwork } from '@kit/core'
import type { PublicClient } from 'viem'
import { providerError, referenceOf } from './sessionValues.js'

/** viem clients on the kit's RPC URLs for the session's reads, one per chain, made on first use. */
export function createReadClients(context: AdapterContext) {
  const clients = new Map<number, Promise<PublicClient>>()
  return (reference: number): Promise<PublicClient> => {
    let client = clients.get(reference)
    if (!client) {
      const network: CaipNetwork | undefined = context.networks.find((candidate) => referenceOf(candidate.caipNetworkId) === reference)
      if (!network) return Promise.reject(providerError(4901, `Chain ${reference} is not configured for reads`))
      const urls = context.getRpcUrls(network)
      // viem's client code loads on the first read, not in the first page load.
      client = import('../../utils/createNetworkClient.js').then(({ createNetworkClient }) => createNetworkClient(network, urls))
      clients.set(reference, client)
    }
    return client
  }
}
