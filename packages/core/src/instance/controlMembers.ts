import { clearConnection } from '../actions/clearConnection.js'
import { goBack, navigate } from '../actions/navigate.js'
import { refreshBalance } from '../actions/refreshBalance.js'
import { setLegalUrls } from '../actions/setLegalUrls.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { updateFeatures } from '../actions/updateFeatures.js'
import type { Kit } from '../kit.js'
import type { CaipNetwork, Namespace } from '../types.js'
import { waitForConnector } from '../utils/waitForConnector.js'
import type { AppKitControlMembers } from './appKitMembersTypes.js'
import { connectWalletLazily, fetchIdentityLazily, fetchWalletsLazily, prepareConnectorLazily, showToastLazily, switchConnectionLazily } from './lazyActions.js'

/** How long `getUniversalProvider` waits for the no-adapter mode's connector to be announced. */
const announceWait = 5000

/** AppKit's remote feature names (its `RemoteFeatures` keys) as the ids of the Kit API's config. */
const remoteFeatureIds: Readonly<Record<string, string>> = { swaps: 'swaps', onramp: 'onramp', activity: 'activity', multiWallet: 'multi_wallet' }

/** An action's failure as the error toast AppKit's setters would leave in their state. */
const toastFailure = (kit: Kit) => (error: unknown) =>
  void showToastLazily(kit, { variant: 'error', message: error instanceof Error ? error.message : String(error) })

/** The network a namespace returns to: `defaultNetwork` when it is of that namespace, else its first. */
function defaultNetworkOf(kit: Kit, namespace: Namespace): CaipNetwork | undefined {
  const fallback = kit.options.defaultNetwork as CaipNetwork | undefined
  return fallback?.chainNamespace === namespace ? fallback : kit.networks.find((network) => network.chainNamespace === namespace)
}

/** The WalletConnect-side members: pairing URI, connecting state, the connector's provider. */
function walletConnectMembers(kit: Kit) {
  const state = kit._internal.state
  const walletConnectConnector = () => {
    const namespace = state.chains.activeNamespace
    return kit._internal.state.connectors.byNamespace[namespace]?.find((connector) => connector.type === 'walletConnect')
  }
  return {
    prefetchWalletConnectUri: async () => {
      const connector = walletConnectConnector()
      if (connector) await prepareConnectorLazily(kit, { connectorId: connector.id, namespace: connector.namespace })
    },
    resetWalletConnectUri: () => {
      state.connections.pairing = undefined
    },
    resetConnectingWallet: () => {
      state.connections.error = undefined
    },
    resetWcConnection: () => {
      state.connections.pairing = undefined
      state.connections.error = undefined
    },
    async getUniversalProvider() {
      // The no-adapter mode's (lazy) adapters may not have announced their connector yet (AppKit
      // apps call this at start-up): wait for it, 5 s at most (a server, an app without a modal).
      const waits = [...kit._internal.adapters.values()].some((adapter) => adapter.walletConnectOnly)
      const connector = waits ? await waitForConnector(kit, walletConnectConnector, announceWait) : walletConnectConnector()
      if (!connector?.getUniversalProvider) return undefined
      const { namespace } = connector
      return connector.getUniversalProvider({ currentChain: () => state.chains.namespaces[namespace]?.networkId })
    },
  }
}

/** AppKit's setters and actions of its instance, each performed by a Kit action. */
export function createControlMembers(kit: Kit): AppKitControlMembers {
  const state = kit._internal.state
  return {
    ...walletConnectMembers(kit),
    fetchIdentity: ({ address }) => fetchIdentityLazily(kit, { address }),
    syncIdentity: async ({ address }) => void (await fetchIdentityLazily(kit, { address })),
    updateNativeBalance: async (_address, _chainId, namespace) => {
      await refreshBalance(kit, { namespace })
      const { balance, balanceSymbol } = state.chains.namespaces[namespace]?.account ?? {}
      return balance === undefined ? undefined : { balance, symbol: balanceSymbol ?? '' }
    },
    switchConnection: async ({ connection, address, namespace }) =>
      void (await switchConnectionLazily(kit, { namespace, connectorId: connection.connectorId, address })),
    deleteConnection: ({ connectorId, namespace }) => clearConnection(kit, namespace, { connectorId }),
    fetchWallets: (options) => fetchWalletsLazily(kit, { reset: options?.page === 1 }),
    connectWallet: async (wallet, namespace) => void (await connectWalletLazily(kit, { walletId: wallet.id, namespaces: namespace ? [namespace] : undefined })),
    setLoading: (loading) => {
      state.modal.loading = loading
    },
    setTermsConditionsUrl: (termsConditionsUrl) => setLegalUrls(kit, { termsConditionsUrl }),
    setPrivacyPolicyUrl: (privacyPolicyUrl) => setLegalUrls(kit, { privacyPolicyUrl }),
    replace: (view) => navigate(kit, { view, replace: true }),
    redirect: (view) => navigate(kit, { view }),
    popTransactionStack: () => goBack(kit),
    updateRemoteFeatures: (features) => {
      const current = state.remoteConfig.features ?? []
      const changed = Object.entries(features).filter(([name, value]) => remoteFeatureIds[name] && typeof value === 'boolean')
      state.remoteConfig.features = [
        ...current.filter((feature) => !changed.some(([name]) => remoteFeatureIds[name] === feature.id)),
        ...changed.map(([name, value]) => ({ id: remoteFeatureIds[name]!, isEnabled: value as boolean, config: null })),
      ]
    },
    setConnectMethodsOrder: (connectMethodsOrder) => updateFeatures(kit, { connectMethodsOrder }),
    setWalletFeaturesOrder: (walletFeaturesOrder) => updateFeatures(kit, { walletFeaturesOrder }),
    setCollapseWallets: (collapseWallets) => updateFeatures(kit, { collapseWallets }),
    setSocialsOrder: (socials) => updateFeatures(kit, { socials }),
    setPreferredAccountType: (type, namespace) => {
      if (namespace !== 'eip155' || (type !== 'eoa' && type !== 'smartAccount')) return
      // The frame code loads on first use, never with the page.
      void import('../auth/actions/setPreferredAccountType.js')
        .then(({ setPreferredAccountType }) => setPreferredAccountType(kit, { type }))
        .catch(toastFailure(kit))
    },
    setCaipNetwork: (network) => void (network && switchNetwork(kit, { network }).catch(toastFailure(kit))),
    setCaipNetworkOfNamespace: (network) => void switchNetwork(kit, { network }).catch(toastFailure(kit)),
    resetNetwork: (namespace) => {
      const network = defaultNetworkOf(kit, namespace)
      if (network) void switchNetwork(kit, { network }).catch(toastFailure(kit))
    },
    resetAccount: (namespace) => clearConnection(kit, namespace),
  }
}
