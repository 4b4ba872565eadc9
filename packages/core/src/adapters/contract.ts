import type { KitStorage } from '../storage/createStorage.js'
import type { CaipNetwork, CaipNetworkId, Namespace } from '../types.js'

/** How a connector reaches a wallet; the Connect view orders groups by SPEC section 9. */
export type ConnectorType = 'walletConnect' | 'injected' | 'auth' | 'external' | 'custom'

/** What a connector reports between calls (wallet-initiated changes). */
export type ConnectorEvent =
  | { type: 'change'; accounts?: readonly string[] | undefined; networkId?: CaipNetworkId | undefined }
  | { type: 'disconnect' }

export type ConnectorConnectParameters = { networkId?: CaipNetworkId | undefined }
export type ConnectorConnectReturnType = { accounts: readonly string[]; networkId: CaipNetworkId }

export type SendTransactionParameters = {
  address: string
  to: string
  /** In the smallest unit of the network's native currency. */
  value: bigint
  data?: string | undefined
}

/**
 * One wallet reachable through one namespace adapter (STYLE 8.4). Optional members are
 * capabilities: callers feature-detect them and get ConnectorCapabilityNotSupportedError.
 */
export type Connector<provider = unknown> = {
  readonly namespace: Namespace
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly icon?: string | undefined
  readonly rdns?: string | undefined
  connect(parameters?: ConnectorConnectParameters): Promise<ConnectorConnectReturnType>
  disconnect(): Promise<void>
  getAccounts(): Promise<readonly string[]>
  getNetworkId(): Promise<CaipNetworkId>
  isAuthorized(): Promise<boolean>
  getProvider(): Promise<provider>
  /** Reports wallet-initiated changes; returns an unsubscribe function. */
  subscribe(listener: (event: ConnectorEvent) => void): () => void
  switchNetwork?(parameters: { network: CaipNetwork }): Promise<void>
  signMessage?(parameters: { message: string; address: string }): Promise<string>
  sendTransaction?(parameters: SendTransactionParameters): Promise<string>
}

export type GetBalanceParameters = { address: string; network: CaipNetwork }
export type GetBalanceReturnType = { value: bigint; decimals: number; symbol: string }

export type AdapterContext = {
  /** The kit's networks of this adapter's namespace, in configured order. */
  readonly networks: readonly CaipNetwork[]
  /** RPC URLs for a network: the kit's `rpcUrls` option first, then the network's own. */
  getRpcUrls(network: CaipNetwork): readonly string[]
  readonly storage: KitStorage
}

/** A namespace adapter as the kit runs it (one per kit instance). */
export type AdapterInstance = {
  /**
   * Starts discovery (browser only; called after mount, never at import) and reports the
   * complete list of this adapter's connectors whenever it changes. Returns a stop function.
   */
  watchConnectors(onChange: (connectors: readonly Connector[]) => void): () => void
  getBalance(parameters: GetBalanceParameters): Promise<GetBalanceReturnType>
  isValidAddress(address: string): boolean
}

/** What a host passes in `adapters`: a namespace plus a factory bound to one kit. */
export type Adapter = {
  readonly namespace: Namespace
  setup(context: AdapterContext): AdapterInstance
}
