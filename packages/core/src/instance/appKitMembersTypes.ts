// AppKit's instance members beyond those of types.ts (AppKitBaseClient's public API), typed
// without the Kit type so kit.ts can carry them without an import cycle.

import type { AdapterInstance, Connector } from '../adapters/contract.js'
import type { UniversalProvider } from '../adapters/universalProvider.js'
import type { CreateKitOptions } from '../createKitOptions.js'
import type { GetFeaturesReturnType } from '../options/featuresTypes.js'
import type { SIWXConfig } from '../siwx/types.js'
import type { AccountType } from '../state/chains.js'
import type { Connection, ConnectionsState } from '../state/connections.js'
import type { View } from '../state/router.js'
import type { WalletsState } from '../state/wallets.js'
import type { CaipNetwork, CaipNetworkId, Namespace } from '../types.js'
import type { AppKitUnsupportedMembers } from './unsupportedMemberNames.js'

type Features = NonNullable<CreateKitOptions['features']>
type Unsubscribe = () => void

/** AppKit's `remoteFeatures`: each remote feature of the project by id, its config when it has one. */
export type AppKitRemoteFeatures = Record<string, boolean | readonly string[]>

/** AppKit's `getWalletConnectUri()`: the pairing URI of the attempt in progress. */
export type AppKitWalletConnectUri = { wcUri: string | undefined; expiresAt: number | undefined; wcError: boolean }

/** Read and delegate: AppKit's members that Kit's getters and actions answer. */
export type AppKitReadMembers = {
  /** The features in effect (code, defaults, remote config). */
  readonly features: GetFeaturesReturnType
  readonly remoteFeatures: AppKitRemoteFeatures
  /** The SDK version sent with Kit API calls. */
  readonly version: string
  readonly chainNamespaces: readonly Namespace[]
  readonly chainAdapters: Partial<Record<Namespace, AdapterInstance>>
  /** The API alerts already raised (by code). */
  readonly reportedAlertErrors: Record<string, boolean>
  /** Resolves once the kit is mounted (at once without `ssr`). */
  ready(): Promise<void>
  getCaipNetworks(namespace?: Namespace): CaipNetwork[]
  getActiveChainNamespace(): Namespace
  getApprovedCaipNetworkIds(): CaipNetworkId[]
  getDisabledCaipNetworks(): CaipNetwork[]
  getProvider<T = unknown>(namespace: Namespace): T | undefined
  getProviderType(namespace: Namespace): string | undefined
  getPreferredAccountType(namespace: Namespace): AccountType | undefined
  getAddressByChainNamespace(namespace: Namespace): string | undefined
  getConnectors(namespace?: Namespace): Connector[]
  getConnectorImage(connector: Pick<Connector, 'id'> & Partial<Pick<Connector, 'rdns' | 'icon'>>): string | undefined
  /** The live connections of a namespace (the active one and, with multi-wallet, the others). */
  getConnections(namespace: Namespace): Connection[]
  /** The remembered (disconnected) connections of a namespace. */
  getRecentConnections(namespace: Namespace): Connection[]
  getSIWX(): SIWXConfig | undefined
  /** The last connect failure's message, else ''. */
  getError(): string
  getRemoteFeatures(): AppKitRemoteFeatures | undefined
  subscribeRemoteFeatures(callback: (features: AppKitRemoteFeatures | undefined) => void): Unsubscribe
  subscribeConnections(callback: (state: Readonly<ConnectionsState>) => void): Unsubscribe
  getWalletList(): Readonly<WalletsState>
  subscribeWalletList(callback: () => void): Unsubscribe
  getWalletConnectUri(): AppKitWalletConnectUri
  subscribeWalletConnectUri(callback: () => void): Unsubscribe
  isOpen(): boolean
  /** Kit stacks no transaction views: always true. */
  isTransactionStackEmpty(): boolean
  getConnectMethodsOrder(): ('email' | 'social' | 'wallet')[]
  getReownName(address: string): Promise<{ name: string }[]>
}

/** Control and delegate: AppKit's setters Kit's actions perform. */
export type AppKitControlMembers = {
  fetchIdentity(parameters: { address: string }): Promise<{ name: string | null; avatar: string | null } | undefined>
  syncIdentity(parameters: { address: string; chainId?: number | string; chainNamespace?: Namespace }): Promise<void>
  updateNativeBalance(address: string, chainId: number | string, namespace: Namespace): Promise<{ balance: string; symbol: string } | undefined>
  switchConnection(parameters: { connection: Pick<Connection, 'connectorId'>; address?: string; namespace: Namespace }): Promise<void>
  deleteConnection(parameters: { connectorId: string; namespace: Namespace; address?: string }): void
  fetchWallets(options?: { page?: number }): Promise<void>
  prefetchWalletConnectUri(): Promise<void>
  resetWalletConnectUri(): void
  resetConnectingWallet(): void
  resetWcConnection(): void
  connectWallet(wallet: { id: string }, namespace?: Namespace): Promise<void>
  setLoading(loading: boolean): void
  setTermsConditionsUrl(url: string): void
  setPrivacyPolicyUrl(url: string): void
  replace(view: View): void
  redirect(view: View): void
  popTransactionStack(status: 'cancel' | 'error' | 'success'): void
  updateRemoteFeatures(features: Partial<Record<string, boolean>>): void
  setConnectMethodsOrder(order: NonNullable<Features['connectMethodsOrder']>): void
  setWalletFeaturesOrder(order: NonNullable<Features['walletFeaturesOrder']>): void
  setCollapseWallets(collapse: boolean): void
  setSocialsOrder(socials: Exclude<NonNullable<Features['socials']>, false>): void
  setPreferredAccountType(type: AccountType, namespace: Namespace): void
  setCaipNetwork(network: CaipNetwork | undefined): void
  setCaipNetworkOfNamespace(network: CaipNetwork, namespace: Namespace): void
  resetNetwork(namespace: Namespace): void
  resetAccount(namespace: Namespace): void
  /**
   * AppKit's UniversalProvider over the kit's WalletConnect client (undefined without WalletConnect).
   * Its requests without a chain id are for the kit's network of the active namespace.
   */
  getUniversalProvider(): Promise<UniversalProvider | undefined>
}

export type AppKitMembers = AppKitReadMembers & AppKitControlMembers & AppKitUnsupportedMembers
