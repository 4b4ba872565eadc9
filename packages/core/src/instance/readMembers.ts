import { getConnectMethods } from '../auth/setupAuth.js'
import { watchConnections } from '../getters/getConnections.js'
import { getConnectors } from '../getters/getConnectors.js'
import { getFeatures } from '../getters/getFeatures.js'
import { getPairing, watchPairing } from '../getters/getPairing.js'
import { getWalletCatalogue, watchWalletCatalogue } from '../getters/getWalletCatalogue.js'
import type { Kit } from '../kit.js'
import type { SIWXConfig } from '../siwx/types.js'
import type { Namespace } from '../types.js'
import { select, watch } from '../utils/select.js'
import type { AppKitReadMembers, AppKitRemoteFeatures } from './appKitMembersTypes.js'
import { fetchIdentityLazily } from './lazyActions.js'

/** The project's remote features by id (AppKit's `remoteFeatures`): the config list, else whether it is on. */
function remoteFeatures(kit: Kit): AppKitRemoteFeatures | undefined {
  return select(kit, 'appKitRemoteFeatures', (state) => {
    const features = state.remoteConfig.features
    if (!features) return undefined
    return Object.fromEntries(features.map((feature) => [feature.id, feature.isEnabled && feature.config?.length ? feature.config : feature.isEnabled]))
  })
}

const namespaceOf = (kit: Kit, namespace: Namespace) => kit._internal.state.chains.namespaces[namespace]
const connectionsOf = (kit: Kit, namespace: Namespace) => kit._internal.state.connections.connections.filter((connection) => connection.namespace === namespace)

/** The read-only part of AppKit's instance, answered by Kit's getters (the properties as getters). */
function readProperties(kit: Kit) {
  return {
    get features() {
      return getFeatures(kit)
    },
    get remoteFeatures() {
      return remoteFeatures(kit) ?? {}
    },
    get version() {
      return kit.options.sdkVersion ?? ''
    },
    get chainNamespaces() {
      return [...new Set(kit.networks.map((network) => network.chainNamespace))]
    },
    get chainAdapters() {
      return Object.fromEntries(kit._internal.adapters)
    },
    get reportedAlertErrors() {
      return Object.fromEntries(Object.keys(kit._internal.state.remoteConfig.alertedAt).map((code) => [code, true]))
    },
  }
}

/** AppKit's getters and subscriptions of its instance, each a call of Kit's getters. */
export function createReadMembers(kit: Kit): AppKitReadMembers {
  const state = kit._internal.state
  const members: Omit<AppKitReadMembers, keyof ReturnType<typeof readProperties>> = {
    ready: () =>
      new Promise<void>((resolve) => {
        if (state.initialized) return resolve()
        const unwatch = watch(kit, (current) => current._internal.state.initialized, {
          onChange: (initialized) => {
            if (!initialized) return
            unwatch()
            resolve()
          },
        })
      }),
    getCaipNetworks: (namespace) => kit.networks.filter((network) => !namespace || network.chainNamespace === namespace),
    getActiveChainNamespace: () => state.chains.activeNamespace,
    // Every configured network may be used: Kit keeps no per-wallet approved list.
    getApprovedCaipNetworkIds: () => kit.networks.map((network) => network.caipNetworkId),
    getDisabledCaipNetworks: () => [],
    getProvider: <T>(namespace: Namespace) => namespaceOf(kit, namespace)?.provider?.current as T | undefined,
    getProviderType: (namespace) => namespaceOf(kit, namespace)?.provider?.type,
    getPreferredAccountType: (namespace) => namespaceOf(kit, namespace)?.account.preferredAccountType,
    getAddressByChainNamespace: (namespace) => namespaceOf(kit, namespace)?.account.address,
    getConnectors: (namespace) => getConnectors(kit, { namespace }).map((item) => item.connector),
    getConnectorImage: (connector) => {
      const images = kit.options.connectorImages
      return images[connector.id] ?? (connector.rdns ? images[connector.rdns] : undefined) ?? connector.icon
    },
    getConnections: (namespace) => connectionsOf(kit, namespace).filter((connection) => connection.status !== 'disconnected'),
    getRecentConnections: (namespace) => connectionsOf(kit, namespace).filter((connection) => connection.status === 'disconnected'),
    // `siwx: true` builds Kit's own config when sign-in starts; a config given in code is returned as is.
    getSIWX: () => (typeof kit.options.siwx === 'object' ? (kit.options.siwx as SIWXConfig) : undefined),
    getError: () => state.connections.error?.message ?? '',
    getRemoteFeatures: () => remoteFeatures(kit),
    subscribeRemoteFeatures: (callback) => watch(kit, remoteFeatures, { onChange: (features) => callback(features) }),
    subscribeConnections: (callback) => watchConnections(kit, { onChange: (value) => callback(value) }),
    getWalletList: () => getWalletCatalogue(kit),
    subscribeWalletList: (callback) => watchWalletCatalogue(kit, { onChange: () => callback() }),
    getWalletConnectUri: () => {
      const pairing = getPairing(kit)
      return { wcUri: pairing?.uri, expiresAt: pairing?.expiresAt, wcError: state.connections.error !== undefined }
    },
    subscribeWalletConnectUri: (callback) => watchPairing(kit, { onChange: () => callback() }),
    isOpen: () => state.modal.open,
    isTransactionStackEmpty: () => true,
    getConnectMethodsOrder: () => [...getConnectMethods(kit).order],
    getReownName: async (address) => {
      const identity = await fetchIdentityLazily(kit, { address })
      return identity?.name ? [{ name: identity.name }] : []
    },
  }
  return Object.defineProperties(members, Object.getOwnPropertyDescriptors(readProperties(kit))) as AppKitReadMembers
}
