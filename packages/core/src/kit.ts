import type { AdapterInstance } from './adapters/contract.js'
import type { ResolvedKitOptions } from './createKitOptions.js'
import type { ChainsState } from './state/chains.js'
import type { ConnectionsState } from './state/connections.js'
import type { ConnectorsState } from './state/connectors.js'
import type { EventsState, KitEvent } from './state/events.js'
import type { ModalState } from './state/modal.js'
import type { RouterState } from './state/router.js'
import type { SnackState } from './state/snack.js'
import type { ThemeState } from './state/theme.js'
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
  events: EventsState
}

/** Browser facts the kit reads; injectable for tests and non-browser hosts. */
export type KitEnvironment = {
  /** Whether discovery and reconnect may run (false during SSR). */
  isBrowser(): boolean
  isMobile(): boolean
}

export type Kit = {
  readonly options: ResolvedKitOptions
  readonly networks: readonly CaipNetwork[]
  readonly storage: KitStorage
  /** Not documented API: for @kit/ui and @kit/react internals. */
  readonly _internal: {
    readonly state: KitState
    readonly adapters: ReadonlyMap<Namespace, AdapterInstance>
    readonly environment: KitEnvironment
    readonly selectCache: Map<string, { version: number | undefined; value: unknown }>
    /** Cleanups run on unmount: connector subscriptions, discovery, timers. */
    readonly cleanups: Map<string, () => void>
    readonly eventListeners: Set<(event: KitEvent) => void>
    mounted: boolean
    /** Starts discovery and reconnect in the browser; idempotent. */
    mount(): void
    unmount(): void
  }
}
