import { close } from '../actions/close.js'
import { disconnect } from '../actions/disconnect.js'
import { open } from '../actions/open.js'
import { setThemeMode, setThemeVariables } from '../actions/setTheme.js'
import { switchNetwork } from '../actions/switchNetwork.js'
import { updateFeatures } from '../actions/updateFeatures.js'
import { updateOptions } from '../actions/updateOptions.js'
import { getAccount, watchAccount } from '../getters/getAccount.js'
import { getEvent, subscribeEvents } from '../getters/getEvent.js'
import { getModalState } from '../getters/getModalState.js'
import { getNetwork, watchNetwork } from '../getters/getNetwork.js'
import { getTheme, watchTheme } from '../getters/getTheme.js'
import { getWalletInfo, watchWalletInfo } from '../getters/getWalletInfo.js'
import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'
import { select, watch } from '../utils/select.js'
import { showToastLazily } from './lazyActions.js'
import { toAppKitAccount } from './toAppKitAccount.js'
import type { AppKitState, KitInstanceMethods } from './types.js'

const appKitState = (kit: Kit): AppKitState => {
  const { open, loading, initialized, activeChain, selectedNetworkId } = getModalState(kit)
  return select(kit, 'appKitState', () => ({ open, loading, initialized, activeChain, selectedNetworkId }))
}

const providers = (kit: Kit) =>
  select(
    kit,
    'providers',
    (state) =>
      Object.fromEntries(
        Object.entries(state.chains.namespaces)
          .filter(([, namespace]) => namespace?.provider)
          .map(([namespace, value]) => [namespace, value?.provider?.current]),
      ) as Partial<Record<Namespace, unknown>>,
  )

const account = (kit: Kit, namespace?: Namespace) => {
  const current = getAccount(kit, { namespace })
  return toAppKitAccount(current.namespace, current)
}

/**
 * AppKit's instance methods (`modal.open()`, `getAddress()`, `subscribeState()`, …), bound to
 * one kit: thin calls of the kit's actions and get/watch pairs, with AppKit's return shapes.
 */
export function createInstanceMethods(kit: Kit): KitInstanceMethods {
  return {
    async open(options = {}) {
      // With a uri, open returns a promise (its chunk loads; a uri that is not `wc:` rejects).
      await open(kit, options)
    },
    async close() {
      close(kit)
    },
    getState: () => appKitState(kit),
    subscribeState: (callback) => watch(kit, appKitState, { onChange: (state) => callback(state) }),
    subscribeEvents: (callback) => subscribeEvents(kit, { onEvent: callback }),
    getEvent: () => getEvent(kit),
    getThemeMode: () => getTheme(kit).themeMode,
    getThemeVariables: () => getTheme(kit).themeVariables,
    setThemeMode: (themeMode) => setThemeMode(kit, themeMode),
    setThemeVariables: (themeVariables) => setThemeVariables(kit, themeVariables),
    subscribeTheme: (callback) => watchTheme(kit, { onChange: (theme) => callback(theme) }),
    switchNetwork: (network) => switchNetwork(kit, { network }),
    getWalletProvider: (namespace) => kit._internal.state.chains.namespaces[namespace ?? kit._internal.state.chains.activeNamespace]?.provider?.current,
    getWalletProviderType: (namespace) => kit._internal.state.chains.namespaces[namespace ?? kit._internal.state.chains.activeNamespace]?.provider?.type,
    subscribeProviders: (callback) => watch(kit, providers, { onChange: (value) => callback(value) }),
    disconnect: (namespace) => disconnect(kit, { namespace }),
    getAddress: (namespace) => getAccount(kit, { namespace }).address,
    getCaipAddress: (namespace) => getAccount(kit, { namespace }).caipAddress,
    getIsConnectedState: () => getAccount(kit).isConnected,
    getAccount: (namespace) => account(kit, namespace),
    subscribeAccount: (callback, namespace) => watchAccount(kit, { namespace, onChange: (current) => callback(toAppKitAccount(current.namespace, current)) }),
    getChainId: () => getNetwork(kit).chainId,
    getCaipNetwork: (namespace) => getNetwork(kit, { namespace }).caipNetwork,
    getCaipNetworkId: () => getNetwork(kit).caipNetworkId,
    subscribeNetwork: (callback) =>
      watchNetwork(kit, {
        onChange: ({ caipNetwork, chainId, caipNetworkId }) => callback({ caipNetwork, chainId, caipNetworkId }),
      }),
    subscribeCaipNetworkChange: (callback) => watch(kit, (current) => getNetwork(current).caipNetwork, { onChange: (caipNetwork) => callback(caipNetwork) }),
    getWalletInfo: (namespace) => getWalletInfo(kit, { namespace }),
    subscribeWalletInfo: (callback, namespace) => watchWalletInfo(kit, { namespace, onChange: (info) => callback(info) }),
    updateFeatures: (features) => updateFeatures(kit, features),
    updateOptions: (options) => updateOptions(kit, options),
    showErrorMessage: (message) => void showToastLazily(kit, { variant: 'error', message }),
    showSuccessMessage: (message) => void showToastLazily(kit, { variant: 'success', message }),
  }
}
