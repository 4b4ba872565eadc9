/**
 * The approved WalletConnect session as AppKit's UniversalProvider shows it (`provider.session`):
 * per namespace, the CAIP-10 accounts, chains, methods and events the wallet approved.
 */
export type UniversalProviderSession = {
  topic: string
  /** Unix seconds. */
  expiry: number
  namespaces: Readonly<Record<string, { accounts: string[]; chains: string[]; methods: string[]; events: string[] }>>
  /** The wallet. */
  peer: { name: string; url: string; icons: string[] }
}

/**
 * One namespace a session proposal asks for, as AppKit's UniversalProvider `connect()` takes it:
 * its chains (CAIP-2, of that namespace), the methods and events the app will use, and `rpcMap`,
 * RPC URLs by chain reference (`{ 10: 'https://…' }`) for the provider's reads on chains the kit
 * has no RPC URL for.
 */
export type UniversalProviderNamespace = {
  chains?: string[] | undefined
  methods: string[]
  events: string[]
  rpcMap?: Record<string | number, string> | undefined
}

/**
 * What AppKit's UniversalProvider `connect()` takes that Kit's does: the proposal's namespaces
 * (`optionalNamespaces`, and `namespaces`, which sign-client proposes as optional too; both
 * replace the kit's networks in the proposal) and an abort signal. AppKit's `pairingTopic`,
 * `sessionProperties`, `skipPairing: true` and a namespace's `defaultChain` (requests without a
 * chain id use the kit's network) are refused with an error rather than ignored.
 */
export type UniversalProviderConnectParameters = {
  signal?: AbortSignal | undefined
  optionalNamespaces?: Record<string, UniversalProviderNamespace> | undefined
  namespaces?: Record<string, UniversalProviderNamespace> | undefined
  skipPairing?: false | undefined
}

/** A JSON-RPC request as AppKit's UniversalProvider takes it (`request(args, chainId?)`). */
export type UniversalRequestArguments = { method: string; params?: unknown }

/**
 * An event listener. Declared as a method so that a listener taking what the event carries, such as
 * AppKit's `(uri: string) => …` for `display_uri`, type-checks as it does on AppKit's provider.
 */
type UniversalProviderListener = { listener(...values: unknown[]): void }['listener']

/**
 * AppKit's UniversalProvider surface over the kit's WalletConnect client: what
 * `modal.getUniversalProvider()` resolves with in every mode, and what the no-adapter mode's
 * connectors hand out (`getProvider()`, `useAppKitProvider`). `request({ method, params }, chainId?)`
 * goes to the wallet through the session when the wallet approved the method in the chain's
 * namespace (`chainId` may be of any namespace of the session), else to the chain's RPC URL;
 * without `chainId` it is for the kit's current network of the provider's namespace.
 * `on`/`removeListener` follow the session's wallet events and `display_uri` (each pairing URI).
 * The implementation is `@kit/walletconnect`'s.
 */
export type UniversalProvider = {
  request<result = unknown>(args: UniversalRequestArguments, chainId?: string): Promise<result>
  /**
   * Pairs (each URI reported as `display_uri`) and resolves with the session; the current one if
   * connected. Without namespaces the proposal asks for the kit's networks.
   */
  connect(parameters?: UniversalProviderConnectParameters): Promise<UniversalProviderSession>
  /** Ends the session (the wallet is told). */
  disconnect(): Promise<void>
  /** The session, once connected or restored. */
  readonly session: UniversalProviderSession | undefined
  on(event: string, listener: UniversalProviderListener): UniversalProvider
  removeListener(event: string, listener: UniversalProviderListener): UniversalProvider
}
