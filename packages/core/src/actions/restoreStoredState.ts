import type { Kit } from '../kit.js'
import { activeNamespaceSchema, lastUsedChainSchema, recentWalletsSchema, storageKeys } from '../storage/keys.js'
import { findNetwork, namespaceState } from '../utils/lookup.js'

/** Applies what a previous visit stored: last used network, active namespace, recent wallets. */
export function restoreStoredState(kit: Kit) {
  const state = kit._internal.state
  const lastUsed = findNetwork(kit, kit.storage.get(storageKeys.lastUsedChain, lastUsedChainSchema) ?? undefined)
  if (lastUsed) {
    namespaceState(kit, lastUsed.chainNamespace).networkId = lastUsed.caipNetworkId
    state.chains.activeNamespace = lastUsed.chainNamespace
  }
  const namespace = kit.storage.get(storageKeys.activeNamespace, activeNamespaceSchema)
  if (namespace && kit.networks.some((network) => network.chainNamespace === namespace)) state.chains.activeNamespace = namespace
  state.connectors.recent = kit.storage.get(storageKeys.recentWallets, recentWalletsSchema) ?? []
}
