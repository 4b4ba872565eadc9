import * as v from 'valibot'
import { proxy } from 'valtio/vanilla'
import { emitEvent } from './actions/emitEvent.js'
import { followSystemColorScheme } from './actions/followSystemColorScheme.js'
import { reconnect } from './actions/reconnect.js'
import { restoreStoredState } from './actions/restoreStoredState.js'
import { setConnectors } from './actions/setConnectors.js'
import { systemColorSchemeCleanup } from './actions/setTheme.js'
import type { AdapterInstance } from './adapters/contract.js'
import { createApiClient } from './api/createApiClient.js'
import { startApiServices } from './api/startApiServices.js'
import { createAuthState } from './auth/authState.js'
import { setupAuth } from './auth/setupAuth.js'
import { type CreateKitOptions, createKitOptionsSchema, crossOptionIssues } from './createKitOptions.js'
import { KitOptionsError } from './errors/options.js'
import { resolveRpcUrls } from './getters/getRpcUrls.js'
import { createInstanceMethods } from './instance/createInstanceMethods.js'
import type { KitInstanceMethods } from './instance/types.js'
import type { Kit, KitEnvironment, KitState } from './kit.js'
import { stripUnsupportedOptions, unsupportedOptionsWarning } from './options/appKitOptions.js'
import { describeIssue } from './options/describeIssue.js'
import { startDebugLog } from './options/startDebugLog.js'
import { createAlertsState } from './state/alerts.js'
import { createChainsState } from './state/chains.js'
import { createConnectionsState } from './state/connections.js'
import { createConnectorsState } from './state/connectors.js'
import { createEventsState } from './state/events.js'
import { createFeaturesState } from './state/features.js'
import { createI18nState } from './state/i18n.js'
import { createIdentityState } from './state/identity.js'
import { createModalState } from './state/modal.js'
import { createNamesState } from './state/names.js'
import { createOnRampState } from './state/onramp.js'
import { createPortfolioState } from './state/portfolio.js'
import { createRemoteConfigState } from './state/remoteConfig.js'
import { createRouterState } from './state/router.js'
import { createSendState } from './state/send.js'
import { createSiwxState } from './state/siwx.js'
import { createSnackState } from './state/snack.js'
import { createSwapState } from './state/swap.js'
import { createThemeState } from './state/theme.js'
import { createTransactionsState } from './state/transactions.js'
import { createWalletsState } from './state/wallets.js'
import { createStorage } from './storage/createStorage.js'
import type { CaipNetwork, CaipNetworkId, Namespace } from './types.js'

export type CreateKitParameters = CreateKitOptions & { environment?: Partial<KitEnvironment> | undefined }
export type CreateKitReturnType = Kit
export type CreateKitErrorType = KitOptionsError

function defaultEnvironment(): KitEnvironment {
  return {
    isBrowser: () => typeof window !== 'undefined' && typeof document !== 'undefined',
    origin: () => (typeof location === 'undefined' ? undefined : location.origin),
    isMobile: () =>
      typeof navigator !== 'undefined' &&
      /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent ?? '') &&
      typeof window !== 'undefined' &&
      window.matchMedia?.('(pointer: coarse)').matches === true,
  }
}

/**
 * Creates one independent kit: validated options, its own valtio state, storage prefix and
 * adapters. In a browser it mounts at once (stored state, discovery, reconnect) unless `ssr`
 * is set; then the first render matches the server's and `mount()` runs after hydration.
 */
export function createKit(parameters: CreateKitParameters): Kit {
  const { environment, ...given } = parameters
  const { input, ignored } = stripUnsupportedOptions(given)
  const parsed = v.safeParse(createKitOptionsSchema, input)
  const issues = parsed.success ? crossOptionIssues(parsed.output) : parsed.issues.flatMap(describeIssue)
  if (!parsed.success || issues.length) throw new KitOptionsError({ issues })
  // One warning per kit naming the AppKit options Kit accepts but has no equivalent for.
  if (ignored.length) console.warn(unsupportedOptionsWarning(ignored))
  const options = parsed.output
  // AppKit's `chainImages` (by chain id or CAIP-2 id) replace the networks' own images.
  const networks = (options.networks as CaipNetwork[]).map((network) => {
    const image = options.chainImages[String(network.id)] ?? options.chainImages[network.caipNetworkId]
    return image ? { ...network, assets: { ...network.assets, imageUrl: image } } : network
  })
  const storage = createStorage({ prefix: options.storageKey ?? `kit.${options.projectId}`, backend: options.storage })

  const namespaces = [...new Set(networks.map((network) => network.chainNamespace))]
  const preferred = options.defaultNetwork ?? networks[0]!
  const defaults = namespaces.map((namespace) => {
    const network = (preferred.chainNamespace === namespace ? preferred : undefined) ?? networks.find((candidate) => candidate.chainNamespace === namespace)!
    return { namespace, networkId: network.caipNetworkId as CaipNetworkId }
  })

  const state = proxy<KitState>({
    initialized: false,
    // Embedded (`enableEmbedded`), the modal is in the page and always shown.
    modal: { ...createModalState(), open: options.enableEmbedded },
    router: createRouterState(),
    chains: createChainsState(preferred.chainNamespace, defaults),
    connections: createConnectionsState(),
    connectors: createConnectorsState([]),
    snack: createSnackState(),
    // Without `themeMode`, light until mounted, then the system's (a server render is light too).
    theme: createThemeState(options.themeMode ?? 'light', options.themeVariables),
    i18n: createI18nState(options.locale),
    events: createEventsState(),
    alerts: createAlertsState(),
    auth: createAuthState(),
    portfolio: createPortfolioState(),
    transactions: createTransactionsState(),
    identity: createIdentityState(),
    names: createNamesState(),
    remoteConfig: createRemoteConfigState(),
    features: createFeaturesState(options.features),
    send: createSendState(),
    onramp: createOnRampState(),
    swap: createSwapState(),
    wallets: createWalletsState(),
    siwx: createSiwxState(options.siwx !== undefined || options.siweConfig !== undefined),
  })

  const getRpcUrls = (network: CaipNetwork) => resolveRpcUrls(options, network)
  const adapters = new Map<Namespace, AdapterInstance>()
  for (const adapter of options.adapters)
    adapters.set(
      adapter.namespace,
      adapter.setup({
        networks: networks.filter((network) => network.chainNamespace === adapter.namespace),
        getRpcUrls,
        storage,
      }),
    )

  const kit = {
    options,
    networks,
    storage,
    api: options.apiUrl
      ? createApiClient({
          baseUrl: options.apiUrl,
          projectId: options.projectId,
          sdkType: options.sdkType,
          sdkVersion: options.sdkVersion,
          fetchFn: environment?.fetch,
        })
      : undefined,
    _internal: {
      state,
      adapters,
      environment: { ...defaultEnvironment(), ...environment },
      selectCache: new Map(),
      cleanups: new Map(),
      eventListeners: new Set(),
      runtime: {},
      mounted: false,
      mount() {
        if (kit._internal.mounted || !kit._internal.environment.isBrowser()) return
        kit._internal.mounted = true
        restoreStoredState(kit)
        if (!options.themeMode) kit._internal.cleanups.set(systemColorSchemeCleanup, followSystemColorScheme(kit))
        for (const [namespace, adapter] of adapters)
          kit._internal.cleanups.set(
            `discovery:${namespace}`,
            adapter.watchConnectors((connectors) => setConnectors(kit, { namespace, connectors })),
          )
        // Kit API: analytics, remote config, identity; never delays anything (all in the background).
        startApiServices(kit)
        if (options.debug) kit._internal.cleanups.set('debug', startDebugLog(kit))
        state.initialized = true
        emitEvent(kit, 'INITIALIZE')
        if (options.enableReconnect) void reconnect(kit)
        // Sign-in with the wallet: its code loads only for kits that use it.
        if (state.siwx.status !== 'disabled')
          void import('./siwx/startSiwx.js').then(({ startSiwx }) => {
            if (kit._internal.mounted) kit._internal.cleanups.set('siwx', startSiwx(kit))
          })
      },
      unmount() {
        for (const cleanup of kit._internal.cleanups.values()) cleanup()
        kit._internal.cleanups.clear()
        kit._internal.mounted = false
      },
    },
  } as Omit<Kit, keyof KitInstanceMethods> as Kit
  Object.assign(kit, createInstanceMethods(kit))
  // The auth connector is a plain object; its frame code loads on first use (never at import).
  setupAuth(kit)
  if (!options.ssr) kit._internal.mount()
  return kit
}
