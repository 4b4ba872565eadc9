import type { ResolvedKitOptions } from '../createKitOptions.js'
import type { Kit } from '../kit.js'
import type { CaipNetwork } from '../types.js'

/**
 * RPC URLs of a network in the order they are tried: the kit's `rpcUrls` option first, then
 * AppKit's `customRpcUrls`, then the network's own.
 */
export function resolveRpcUrls(
  options: Pick<ResolvedKitOptions, 'rpcUrls'> & Partial<Pick<ResolvedKitOptions, 'customRpcUrls'>>,
  network: CaipNetwork,
): string[] {
  const custom = options.customRpcUrls?.[network.caipNetworkId]?.map((entry) => entry.url) ?? []
  return [...new Set([...(options.rpcUrls[network.caipNetworkId] ?? []), ...custom, ...network.rpcUrls.default.http])]
}

export function getRpcUrls(kit: Kit, network: CaipNetwork): string[] {
  return resolveRpcUrls(kit.options, network)
}
