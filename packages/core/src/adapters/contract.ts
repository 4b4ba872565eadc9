import type { KitStorage } from '../storage/createStorage.js'
import type { CaipNetwork, CaipNetworkId, Namespace } from '../types.js'
import type { Call, CallsStatus, SendCallsReturnType, WalletCapabilitiesRecord } from './calls.js'
import type { UniversalProvider } from './universalProvider.js'

/** How a connector reaches a wallet; the Connect view orders groups by docs/rules/limits.md. */
export type ConnectorType = 'walletConnect' | 'injected' | 'auth' | 'external' | 'custom'

/** What a connector reports between calls (wallet-initiated changes). */
export type ConnectorEvent = { type: 'change'; accounts?: readonly string[] | undefined; networkId?: CaipNetworkId | undefined } | { type: 'disconnect' }

/** A pairing URI to show while `connect` waits (QR code, deep link); `expiresAt` in epoch ms. */
export type ConnectorPairing = { uri: string; expiresAt: number }

export type ConnectorConnectParameters = {
  networkId?: CaipNetworkId | undefined
  /**
   * Aborted when the attempt is abandoned (the modal closed, another connection started).
   * Connectors that can cancel (a pairing) reject; others may ignore it.
   */
  signal?: AbortSignal | undefined
}
export type ConnectorConnectReturnType = { accounts: readonly string[]; networkId: CaipNetworkId }

export type SendTransactionParameters = {
  address: string
  to: string
  /** In the smallest unit of the network's native currency. */
  value: bigint
  data?: string | undefined
  /** Gas limit; the wallet estimates it when absent. */
  gas?: bigint | undefined
}

/** A message signature and the bytes it covers (the message's UTF-8, or the wallet's wrapping of it). */
export type SignedMessageResult = { signature: string; signedMessage: Uint8Array }

/**
 * One wallet reachable through one namespace adapter (docs/contributing.md, "Adapters: one contract"). Optional members are
 * capabilities: callers feature-detect them and get ConnectorCapabilityNotSupportedError.
 */
export type Connector<provider = unknown> = {
  readonly namespace: Namespace
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly icon?: string | undefined
  readonly rdns?: string | undefined
  /**
   * Groups the connectors of one wallet across namespaces (one item in the Connect view, one
   * flow connecting all of them). Default: the name, compared case- and punctuation-insensitively.
   */
  readonly walletId?: string | undefined
  connect(parameters?: ConnectorConnectParameters): Promise<ConnectorConnectReturnType>
  disconnect(): Promise<void>
  getAccounts(): Promise<readonly string[]>
  getNetworkId(): Promise<CaipNetworkId>
  isAuthorized(): Promise<boolean>
  getProvider(): Promise<provider>
  /** Reports wallet-initiated changes; returns an unsubscribe function. */
  subscribe(listener: (event: ConnectorEvent) => void): () => void
  /**
   * Optional capability of pairing connectors (WalletConnect): reports each pairing URI while
   * `connect` waits; the connect flow keeps the latest in `connections.pairing` (getPairing).
   */
  subscribePairing?(listener: (pairing: ConnectorPairing) => void): () => void
  /**
   * Optional: warms up before a likely `connect` (`prepareConnector`, when the visitor points at
   * the wallet). WalletConnect loads its client and prepares a pairing URI; with
   * `{ pairing: false }` (the Connect view shown, no intent yet) it only loads and starts its client.
   */
  prepare?(parameters?: { pairing?: boolean | undefined }): Promise<void>
  switchNetwork?(parameters: { network: CaipNetwork }): Promise<void>
  signMessage?(parameters: { message: string; address: string }): Promise<string>
  /**
   * Optional: signs like `signMessage` and also returns the bytes the signature covers, which a
   * wallet may have wrapped around the message's UTF-8 (a Solana Wallet Standard wallet's
   * `signedMessage`). Sign-in passes them on to the verifier; without this capability the
   * signature is taken to cover the message itself.
   */
  signMessageWithSignedBytes?(parameters: { message: string; address: string }): Promise<SignedMessageResult>
  sendTransaction?(parameters: SendTransactionParameters): Promise<string>
  /**
   * Optional EIP-5792 capabilities (eip155). A wallet without `wallet_sendCalls` still gets
   * `sendCalls` from the eip155 connectors: the calls go one transaction at a time and
   * `getCallsStatus` reports `atomic: false`.
   */
  getCapabilities?(parameters: { address: string; networkId?: CaipNetworkId | undefined }): Promise<WalletCapabilitiesRecord>
  sendCalls?(parameters: ConnectorSendCallsParameters): Promise<SendCallsReturnType>
  getCallsStatus?(parameters: { id: string }): Promise<CallsStatus>
  showCallsStatus?(parameters: { id: string }): Promise<void>
  /**
   * Optional capability of WalletConnect connectors: AppKit's UniversalProvider over the kit's
   * WalletConnect client (`modal.getUniversalProvider()`), its requests without a chain id on
   * `currentChain()` (the kit's network of the connector's namespace).
   */
  getUniversalProvider?(parameters: { currentChain(): CaipNetworkId | undefined }): Promise<UniversalProvider>
}

export type ConnectorSendCallsParameters = {
  address: string
  networkId: CaipNetworkId
  calls: readonly Call[]
  /** Require one atomic transaction (EIP-5792 `atomicRequired`); no sequential fallback then. */
  forceAtomic?: boolean | undefined
  capabilities?: Record<string, unknown> | undefined
}

/**
 * The embedded wallet (email and social login through the secure frame) in one namespace: its
 * account and networks there, and RPC requests through the frame (each unsafe one approved on the
 * frame's own screen). An adapter turns it into its namespace's auth connector with
 * `createAuthConnector`. In eip155 the bridge is the kit's own auth connector (the login itself)
 * and `request` its EIP-1193 provider's.
 */
export type AuthConnectorBridge = Pick<
  Connector,
  'connect' | 'disconnect' | 'getAccounts' | 'getNetworkId' | 'isAuthorized' | 'subscribe' | 'switchNetwork'
> & {
  readonly id: string
  readonly name: string
  /** An RPC request of this namespace through the frame, on the connector's current network. */
  request(parameters: { method: string; params?: unknown }): Promise<unknown>
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
  /**
   * Optional: WalletConnect is this adapter's only wallet (AppKit's no-adapter mode,
   * `universalAdapter` from @kit/walletconnect). A kit whose adapters all say so opens as one
   * without adapters: on the WalletConnect QR code (docs/rules/screens.md).
   */
  readonly walletConnectOnly?: boolean | undefined
  /**
   * Optional capability: the call that moves `amount` (smallest unit) of the token contract
   * `token` to `to`, sent through the connector's `sendTransaction` (eip155: ERC-20
   * `transfer(to, amount)` calldata to the token contract). Core's `sendToken` feature-detects it.
   */
  prepareTokenTransfer?(parameters: PrepareTokenTransferParameters): PrepareTokenTransferReturnType
  /**
   * Optional capability, for namespaces where a token transfer needs chain reads or several
   * instructions (for example a receiver account to create first): sends `amount` (smallest unit)
   * of the token `token` to `to` with the connected `connector` and resolves with the transaction
   * id. Core's `sendToken` prefers it over `prepareTokenTransfer`.
   */
  sendTokenTransfer?(parameters: SendTokenTransferParameters): Promise<string>
  /**
   * Optional capability: the account's balances read from the chain (native currency and tokens),
   * for namespaces the Kit API has no token list for. `fetchPortfolio` adds them to the API's list.
   */
  getTokenBalances?(parameters: GetBalanceParameters): Promise<readonly AdapterTokenBalance[]>
  /**
   * Optional capability: waits until the transaction `hash` is final on `network` and tells
   * whether it succeeded (core's swap waits for the approval before it builds the swap).
   */
  waitForTransaction?(parameters: WaitForTransactionParameters): Promise<WaitForTransactionReturnType>
  /**
   * Optional capability: this namespace's connector for the embedded wallet (type 'auth', the
   * auth connector's id), built on `bridge`. With it, email and social logins connect this
   * namespace too. It must stay cheap to call: the namespace's heavy code loads on first use.
   * An eip155 adapter with it replaces the kit's own auth connector (WagmiAdapter: so the login
   * is a wagmi connection too).
   */
  createAuthConnector?(bridge: AuthConnectorBridge): Connector
  /**
   * Optional capability: reports, by connector id, each connection the adapter's own library
   * made without the kit (an app calling wagmi's `connect`). The kit then connects that
   * connector, whose `connect` adopts the existing connection, so its state and the modal show
   * it. Started after mount, like `watchConnectors`; returns a stop function.
   */
  watchExternalConnections?(onConnect: (connectorId: string) => void): () => void
}

export type WaitForTransactionParameters = { hash: string; network: CaipNetwork; timeout?: number | undefined }
export type WaitForTransactionReturnType = { status: 'success' | 'reverted' }

export type SendTokenTransferParameters = {
  connector: Connector
  /** The connected address that sends. */
  address: string
  network: CaipNetwork
  /** The token's contract (mint) address, without CAIP prefix. */
  token: string
  to: string
  /** In the token's smallest unit. */
  amount: bigint
  decimals: number
}

/** One balance an adapter read from the chain. */
export type AdapterTokenBalance = {
  name: string
  symbol: string
  decimals: number
  /** In the smallest unit. */
  amount: bigint
  /** The token's contract (mint) address, without CAIP prefix; absent for the native currency. */
  address?: string | undefined
  iconUrl?: string | undefined
}

export type PrepareTokenTransferParameters = { token: string; to: string; amount: bigint }
export type PrepareTokenTransferReturnType = { to: string; value: bigint; data?: string | undefined }

/** What a host passes in `adapters`: a namespace plus a factory bound to one kit. */
export type Adapter = {
  readonly namespace: Namespace
  setup(context: AdapterContext): AdapterInstance
}
