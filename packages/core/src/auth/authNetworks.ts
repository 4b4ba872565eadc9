import { resolveRpcUrls } from '../getters/getRpcUrls.js'
import type { Kit } from '../kit.js'
import type { CaipNetwork, CaipNetworkId } from '../types.js'
import { defaultAccountType } from '../utils/defaultAccountType.js'
import { findNetwork, namespaceState } from '../utils/lookup.js'

/** A frame chain id (`31337`, `'eip155:31337'`) as a CAIP-2 id. */
export function toNetworkId(chainId: string | number): CaipNetworkId {
  const text = String(chainId)
  return (text.includes(':') ? text : `eip155:${text}`) as CaipNetworkId
}

/** The frame page: `secureOrigin` itself when it has a path, else `<origin>/frame` (apps/secure). */
export function frameSource(secureOrigin: string, query: Record<string, string>): { origin: string; src: string } {
  const url = new URL(secureOrigin)
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/frame'
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return { origin: url.origin, src: url.toString() }
}

/** What the frame needs to know of the kit's eip155 networks: the current one, its chain id and RPC URL. */
export function createAuthNetworks(kit: Kit) {
  const eip155Networks = () => kit.networks.filter((network) => network.chainNamespace === 'eip155')
  return {
    eip155Networks,
    currentNetwork(networkId?: CaipNetworkId | undefined): CaipNetwork {
      const wanted = networkId ?? namespaceState(kit, 'eip155').networkId
      return findNetwork(kit, wanted) ?? eip155Networks()[0]!
    },
    /** The frame's chain id: the number of an eip155 chain, the CAIP-2 id of any other network (a Solana cluster). */
    chainOf(network: CaipNetwork): number | string {
      const reference = network.caipNetworkId.split(':')[1] ?? ''
      if (network.chainNamespace !== 'eip155') return network.caipNetworkId
      return /^\d+$/.test(reference) ? Number(reference) : reference
    },
    /**
     * The embedded wallet's default account type on `network` (docs/rules/entities.md and docs/rules/limits.md): smartAccount on
     * the project's smart-account-enabled networks (the Kit API's list), else eoa. The frame reports
     * smartAccount only where the delegation is on chain and the user made no other choice.
     * `defaultAccountTypes: { eip155: 'eoa' }` keeps it eoa everywhere.
     */
    accountTypeOf(network: CaipNetwork): 'eoa' | 'smartAccount' {
      const smartAccountNetworks = kit._internal.state.remoteConfig.smartAccountEnabledNetworks
      const preferred = kit.options.defaultAccountTypes.eip155
      return defaultAccountType('eip155', { networkId: network.caipNetworkId, smartAccountNetworks, preferred }) === 'smartAccount' ? 'smartAccount' : 'eoa'
    },
    /** The first http(s) RPC URL (the frame accepts no WebSocket URL). */
    rpcUrlOf(network: CaipNetwork): string | undefined {
      return resolveRpcUrls(kit.options, network).find((url) => /^https?:\/\//.test(url))
    },
  }
}

export type AuthNetworks = ReturnType<typeof createAuthNetworks>
