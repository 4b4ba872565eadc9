// AppKit's instance API (what `createAppKit` returns), typed without the Kit type itself so
// kit.ts can carry it without an import cycle.

import type { CreateKitOptions } from '../createKitOptions.js'
import type { W3mThemeVariables } from '../options/w3mThemeVariables.js'
import type { AccountStatus, AccountType } from '../state/chains.js'
import type { KitEvent } from '../state/events.js'
import type { View } from '../state/router.js'
import type { SwapPresets } from '../state/swap.js'
import type { ThemeMode, ThemeVariables } from '../state/theme.js'
import type { CaipAddress, CaipNetwork, CaipNetworkId, Namespace } from '../types.js'

/** One account a wallet exposes (docs/rules/entities.md: namespace, address, type, publicKey, path). */
export type KitAccount = {
  namespace: Namespace
  address: string
  type: AccountType
  publicKey?: string | undefined
  path?: string | undefined
}

/** AppKit's account shape (`getAccount()`, `useAppKitAccount()`). */
export type AppKitAccount = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: AccountStatus
  allAccounts: readonly KitAccount[]
  /** The embedded (email or social) wallet's user and account type, else undefined. */
  embeddedWalletInfo:
    | {
        user: { email?: string | null | undefined; username?: string | undefined } | undefined
        authProvider: string
        accountType: AccountType | undefined
        isSmartAccountDeployed: boolean
      }
    | undefined
}

/** AppKit's `getState()` / `useAppKitState()`. */
export type AppKitState = {
  open: boolean
  loading: boolean
  initialized: boolean
  activeChain: Namespace
  selectedNetworkId: CaipNetworkId | undefined
}

export type AppKitOpenOptions = {
  view?: View | undefined
  namespace?: Namespace | undefined
  /** AppKit's view arguments: the Swap view's presets (`{ fromToken, toToken, amount }`). */
  arguments?: SwapPresets | undefined
  /** The app's own WalletConnect pairing URI (its provider's `display_uri`), shown as the QR code; no pairing of the modal's own. */
  uri?: string | undefined
}

export type AppKitWalletInfo = { name: string; icon?: string | undefined; rdns?: string | undefined } | undefined

/** The methods AppKit's instance has, bound to one kit. */
export type KitInstanceMethods = {
  /**
   * Opens the modal (at `view`, for `namespace`, or on the QR code of `uri`); throws
   * UnknownViewError for a view that does not exist, InvalidWalletConnectUriError for a `uri` that is not `wc:`.
   */
  open(options?: AppKitOpenOptions): Promise<void>
  close(): Promise<void>
  getState(): AppKitState
  subscribeState(callback: (state: AppKitState) => void): () => void
  /** Every tracked event, as it happens. */
  subscribeEvents(callback: (event: KitEvent) => void): () => void
  getEvent(): KitEvent | undefined
  getThemeMode(): ThemeMode
  getThemeVariables(): ThemeVariables
  setThemeMode(themeMode: ThemeMode): void
  setThemeVariables(themeVariables: ThemeVariables & W3mThemeVariables): void
  subscribeTheme(callback: (theme: { themeMode: ThemeMode; themeVariables: ThemeVariables }) => void): () => void
  switchNetwork(network: CaipNetwork | CaipNetworkId): Promise<void>
  /** The connected wallet's provider of the active namespace (or `namespace`); undefined when not connected. */
  getWalletProvider(namespace?: Namespace): unknown
  getWalletProviderType(namespace?: Namespace): string | undefined
  subscribeProviders(callback: (providers: Partial<Record<Namespace, unknown>>) => void): () => void
  disconnect(namespace?: Namespace): Promise<void>
  getAddress(namespace?: Namespace): string | undefined
  getCaipAddress(namespace?: Namespace): CaipAddress | undefined
  getIsConnectedState(): boolean
  getAccount(namespace?: Namespace): AppKitAccount
  subscribeAccount(callback: (account: AppKitAccount) => void, namespace?: Namespace): () => void
  getChainId(): number | string | undefined
  getCaipNetwork(namespace?: Namespace): CaipNetwork | undefined
  getCaipNetworkId(): CaipNetworkId | undefined
  subscribeNetwork(
    callback: (network: { caipNetwork: CaipNetwork | undefined; chainId: number | string | undefined; caipNetworkId: CaipNetworkId | undefined }) => void,
  ): () => void
  subscribeCaipNetworkChange(callback: (caipNetwork: CaipNetwork | undefined) => void): () => void
  getWalletInfo(namespace?: Namespace): AppKitWalletInfo
  subscribeWalletInfo(callback: (walletInfo: AppKitWalletInfo) => void, namespace?: Namespace): () => void
  /** Merges features into those given in code (validated; see `updateFeatures` of @kit/core). */
  updateFeatures(features: NonNullable<CreateKitOptions['features']>): void
  /** Changes the options that can change while the kit runs (features, theme, locale). */
  updateOptions(options: Partial<CreateKitOptions>): void
  showErrorMessage(message: string): void
  showSuccessMessage(message: string): void
}
