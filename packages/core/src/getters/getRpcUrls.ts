import type { ResolvedKitOptions } from '../createKitOptions.js'
import type { Kit } from '../kit.js'
import type { CaipNetwork } from '../types.js'

/** RPC URLs of a network in the order they are tried: the kit's `rpcUrls` option first, then the network's own. */
export function resolveRpcUrls(options: Pick<ResolvedKitOptions, 'rpcUrls'>, network: CaipNetwork): string[] {
  return [...new Set([...(options.rpcUrls[network.caipNetworkId] ?? []), ...network.rpcUrls.default.http])]
}

export function getRpcUrls(kit: Kit, network: CaipNetwork): string[] {
  return resolveRpcUrls(kit.options, network)
}
