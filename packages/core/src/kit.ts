import type { AdapterInstance } from './adapters/contract.js'
import type { ApiClient, FetchFn } from './api/createApiClient.js'
import type { AuthState } from './auth/authState.js'
import type { ResolvedKitOptions } from './createKitOptions.js'
import type { AppKitMembers } from './instance/appKitMembersTypes.js'
import type { KitInstanceMethods } from './instance/types.js'
import type { SIWXConfig } from './siwx/types.js'
import type { AlertsState } from './state/alerts.js'
import type { ChainsState } from './state/chains.js'
import type { ConnectionsState } from './state/connections.js'
import type { ConnectorsState } from './state/connectors.js'
import type { EventsState, KitEvent } from './state/events.js'
import type { FeaturesState } from './state/features.js'
import type { I18nState } from './state/i18n.js'
import type { IdentityState } from './state/identity.js'
import type { ModalState } from './state/modal.js'
import type { NamesState } from './state/names.js'
import type { OnRampState } from './state/onramp.js'
import type { PortfolioState } from './state/portfolio.js'
import type { RemoteConfigState } from './state/remoteConfig.js'
import type { RouterState } from './state/router.js'
import type { SendState } from './state/send.js'
import type { SiwxState } from './state/siwx.js'
import type { SnackState } from './state/snack.js'
import type { SwapState } from './state/swap.js'
import type { ThemeState } from './state/theme.js'
import type { TransactionsState } from './state/transactions.js'
import type { WalletsState } from './state/wallets.js'
import type { KitStorage } from './storage/createStorage.js'
import type { CaipNetwork, Namespace } from './types.js'

/** The valtio tree of one kit: one slice per controller. */
export type KitState = {
  initialized: boolean
  modal: ModalState
  router: RouterState
  chains: ChainsState
  connections: ConnectionsState
  connectors: ConnectorsState
  snack: SnackState
  theme: ThemeState
  /** The UI language and its loaded catalogue. */
  i18n: I18nState
  events: EventsState
  alerts: AlertsState
  /** Email and social login (the embedded wallet behind the secure frame). */
  auth: AuthState
  /** Kit API data, cached per docs/rules/limits.md: tokens, NFTs and the native balance. */
  portfolio: PortfolioState
  /** Activity (the transactions call), paged by cursor. */
  transactions: TransactionsState
  /** Names and avatars (`GET /v1/identity/{address}`). */
  identity: IdentityState
  /** Name registration (RegisterAccountName). */
  names: NamesState
  /** Remote features and the analytics switch of the project. */
  remoteConfig: RemoteConfigState
  /** The features given in code (options, then `updateFeatures`). */
  features: FeaturesState
  /** The send in progress (WalletSend → preview → confirmation). */
  send: SendState
  /** Buying crypto through the project's on-ramp provider (OnRampProviders → BuyInProgress). */
  onramp: OnRampState
  /** The swap being set up (Swap → SwapPreview): tokens, quote, approval and the swap itself. */
  swap: SwapState
  /** The wallet catalogue of the Kit API (Connect's recommended wallets, AllWallets). */
  wallets: WalletsState
  /** Sign in with the wallet (`siwx` option). */
  siwx: SiwxState
}

/** Browser facts the kit reads; injectable for tests and non-browser hosts. */
export type KitEnvironment = {
  /** Whether discovery and reconnect may run (false during SSR). */
  isBrowser(): boolean
  isMobile(): boolean
  /** The `fetch` Kit API calls use (default: the global one). */
  fetch?: FetchFn | undefined
  /** The page's origin, checked against the project's allowed origins (default: `location.origin`). */
  origin?: (() => string | undefined) | undefined
}

/**
 * Per-instance runtime objects that are not state. Each module that owns one declares its slot
 * by augmenting this interface (`declare module '../kit.js' { interface KitRuntime { ... } }`), so
 * kit.ts imports none of them (no import cycle through the kit type).
 */
export interface KitRuntime {
  /** The resolved SIWX config (loaded once). */
  siwx?: Promise<SIWXConfig | undefined>
  /** The latest opening's prefetch (docs/rules/states.md): only it clears `modal.loading`. */
  prefetch?: object | undefined
}

/**
 * One kit: its options, networks and storage, AppKit's instance methods (`open`, `getAddress`,
 * `subscribeState`, … bound to this kit), and the internals the UI and React layers read.
 */
export type Kit = KitInstanceMethods &
  AppKitMembers & {
    readonly options: ResolvedKitOptions
    readonly networks: readonly CaipNetwork[]
    readonly storage: KitStorage
    /** The Kit API client (`apiUrl`); undefined when no API is configured. */
    readonly api?: ApiClient | undefined
    /** Not documented API: for @kit/ui and @kit/react internals. */
    readonly _internal: {
      readonly state: KitState
      readonly adapters: ReadonlyMap<Namespace, AdapterInstance>
      readonly environment: KitEnvironment
      readonly selectCache: Map<string, { version: number | undefined; value: unknown }>
      /** Cleanups run on unmount: connector subscriptions, discovery, timers. */
      readonly cleanups: Map<string, () => void>
      readonly eventListeners: Set<(event: KitEvent) => void>
      /** Per-instance runtime objects that are not state: the connect attempt, the auth frame client. */
      readonly runtime: KitRuntime
      mounted: boolean
      /** Starts discovery and reconnect in the browser; idempotent. */
      mount(): void
      unmount(): void
    }
  }
