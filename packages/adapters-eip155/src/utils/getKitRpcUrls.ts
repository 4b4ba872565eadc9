import type { CaipNetwork, Kit } from '@kit/core'

/**
 * A network's RPC URLs as core gives them to adapters (`AdapterContext.getRpcUrls`): the kit's
 * `rpcUrls` option first, then the network's own. Core keeps that function private to the
 * adapter context, so actions that only hold the kit rebuild the same order here.
 */
export function getKitRpcUrls(kit: Kit, network: CaipNetwork): readonly string[] {
  return [...(kit.options.rpcUrls[network.caipNetworkId] ?? []), ...network.rpcUrls.default.http]
}
