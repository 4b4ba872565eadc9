import { proxy } from 'valtio/vanilla'
import { createAuthState } from './auth/authState.js'
import type { ResolvedKitOptions } from './createKitOptions.js'
import type { KitState } from './kit.js'
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
import type { CaipNetwork, CaipNetworkId } from './types.js'

/**
 * One kit's valtio state tree, one slice per controller. Each namespace starts on the default
 * network when it is of that namespace, else on its first configured network.
 */
export function createKitState(options: ResolvedKitOptions, networks: readonly CaipNetwork[]): KitState {
  const namespaces = [...new Set(networks.map((network) => network.chainNamespace))]
  const preferred = options.defaultNetwork ?? networks[0]
  const defaults = namespaces.map((namespace) => {
    const network = (preferred?.chainNamespace === namespace ? preferred : undefined) ?? networks.find((candidate) => candidate.chainNamespace === namespace)!
    return { namespace, networkId: network.caipNetworkId as CaipNetworkId | undefined }
  })
  // No networks (the neutral kit of createNeutralKit.ts): a disconnected eip155 account on no network.
  if (!preferred) defaults.push({ namespace: 'eip155', networkId: undefined })
  return proxy<KitState>({
    initialized: false,
    // Embedded (`enableEmbedded`), the modal is in the page and always shown.
    modal: { ...createModalState(), open: options.enableEmbedded },
    router: createRouterState(),
    chains: createChainsState(preferred?.chainNamespace ?? 'eip155', defaults),
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
}
