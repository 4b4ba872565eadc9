import type { ResolvedKitOptions } from '../createKitOptions.js'
import type { Kit } from '../kit.js'
import type { CaipNetwork } from '../types.js'

/** The Kit API's chain JSON-RPC endpoint for a network (`POST /v1/rpc`). */
export function kitApiRpcUrl(apiUrl: string, projectId: string, network: CaipNetwork): string {
  const search = new URLSearchParams({ chainId: network.caipNetworkId, projectId })
  return `${apiUrl.replace(/\/+$/, '')}/v1/rpc?${search}`
}

/**
 * RPC URLs of a network in the order they are tried: the kit's `rpcUrls` option first, then
 * AppKit's `customRpcUrls`, then the network's own. An EVM network with none of these goes
 * through the Kit API's RPC endpoint when the kit has an `apiUrl`.
 */
export function resolveRpcUrls(
  options: Pick<ResolvedKitOptions, 'rpcUrls'> & Partial<Pick<ResolvedKitOptions, 'customRpcUrls' | 'apiUrl' | 'projectId'>>,
  network: CaipNetwork,
): string[] {
  const custom = options.customRpcUrls?.[network.caipNetworkId]?.map((entry) => entry.url) ?? []
  const urls = [...new Set([...(options.rpcUrls[network.caipNetworkId] ?? []), ...custom, ...network.rpcUrls.default.http])]
  if (urls.length > 0 || !options.apiUrl || !options.projectId || network.chainNamespace !== 'eip155') return urls
  return [kitApiRpcUrl(options.apiUrl, options.projectId, network)]
}

export function getRpcUrls(kit: Kit, network: CaipNetwork): string[] {
  return resolveRpcUrls(kit.options, network)
}
