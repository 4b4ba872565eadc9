import type { AdapterContext, UniversalProvider, UniversalProviderConnectParameters, UniversalProviderSession } from '@kit/core'

/** The app as the wallet shows it (WalletConnect `metadata`). */
export type WalletConnectMetadata = {
  name: string
  description: string
  url: string
  icons: string[]
}

/** sign-client's key-value storage (`IKeyValueStorage`): IndexedDB in browsers, a file in Node by default. */
export type WalletConnectStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export type WalletConnectParameters = {
  /**
   * The relay. Default: the public WalletConnect relay (`wss://relay.walletconnect.org`), which
   * needs `projectId`. A self-hosted one, e.g. `ws://127.0.0.1:8788` for apps/relay.
   */
  relayUrl?: string | undefined
  /** Sent to the relay. Required by the public relay; a self-hosted one accepts any (default `'kit'`). */
  projectId?: string | undefined
  /** Default: the page's title and origin. */
  metadata?: Partial<WalletConnectMetadata> | undefined
  /**
   * Skips WalletConnect's Verify API: `core.verify.register` returns '' at once. Offline, every
   * connect and request otherwise waits 5 s for the Verify iframe. Off by default; for tests
   * and local development only (wallets then cannot check the page's origin).
   */
  disableVerify?: boolean | undefined
  /** Keeps this client's storage apart from another WalletConnect client on the same origin. */
  customStoragePrefix?: string | undefined
  /** sign-client storage override (tests pass an in-memory one). */
  storage?: WalletConnectStorage | undefined
  /** sign-client's log level: its lines at this level and above go to the console, none is kept in memory. Default `'error'` (docs/rules/limits.md). */
  logLevel?: 'silent' | 'error' | 'warn' | 'info' | 'debug' | undefined
}

/** What one namespace adapter asks for in the session proposal (`optionalNamespaces`). */
export type WalletConnectNamespace = {
  /** CAIP-2 namespace: `eip155`, `solana`, `bip122`, ... */
  namespace: string
  /** CAIP-2 ids of the kit's networks of that namespace. */
  chains: readonly string[]
  methods: readonly string[]
  /** Merged with the defaults of docs/rules/limits.md: accountsChanged, chainChanged. */
  events?: readonly string[] | undefined
}

/** A proposal namespace as sign-client takes it. */
export type WalletConnectProposalNamespace = { chains: string[]; methods: string[]; events: string[] }

/**
 * The part of an approved session the kit uses: per namespace, the CAIP-10 accounts
 * (`eip155:1:0xab…`), chains, methods and events the wallet approved, and the wallet (`peer`).
 * It is what the UniversalProvider's `session` shows, so the type is `@kit/core`'s.
 */
export type WalletConnectSession = UniversalProviderSession

export type WalletConnectPairing = {
  /** The `wc:` pairing URI the QR code carries. */
  uri: string
  /** Epoch ms; a fresh URI replaces this one when 10 s or less remain (docs/rules/states.md and docs/rules/limits.md). */
  expiresAt: number
}

export type WalletConnectEvent =
  | ({ type: 'display_uri' } & WalletConnectPairing)
  /** A session was approved or restored. */
  | { type: 'session'; session: WalletConnectSession }
  /** A wallet-initiated event (`accountsChanged`, `chainChanged`, ...). */
  | { type: 'session_event'; chainId: string; name: string; data: unknown }
  /** The wallet changed the session's namespaces (accounts, chains). */
  | { type: 'session_update'; session: WalletConnectSession }
  /** The wallet deleted the session. */
  | { type: 'session_delete'; topic: string }
  | { type: 'session_expire'; topic: string }

export type WalletConnectRequestParameters = {
  /** CAIP-2 id of the chain the request is for. */
  chainId: string
  method: string
  params?: unknown
}

/**
 * What `connect()` takes: `signal`, whose abort cancels the pairing attempt (PairingAbortedError),
 * and, as AppKit's UniversalProvider takes them, the proposal's namespaces instead of those the
 * adapters registered (`optionalNamespaces`, merged with `namespaces`; checked first:
 * WalletConnectProposalError). A connect while another is pairing joins that attempt.
 */
export type WalletConnectConnectParameters = UniversalProviderConnectParameters

/** What a handle's UniversalProvider for one namespace works with (`WalletConnectHandle.getUniversalProvider`). */
export type HandleUniversalProviderParameters = {
  namespace: string
  context: AdapterContext
  /** The kit's network of `namespace`, for requests without a chain id. */
  currentChain(): string | undefined
}

/**
 * One WalletConnect client shared by a kit's namespace adapters. Creating it costs nothing:
 * `@walletconnect/sign-client` loads on the first `connect()`, or in `restore()` when this
 * origin has a stored session.
 */
export type WalletConnectHandle = {
  readonly id: 'walletConnect'
  readonly name: 'WalletConnect'
  /** The WalletConnect logo (an SVG data URL). */
  readonly icon: string
  readonly relayUrl: string
  /** Adds a namespace to the session proposal; returns a function that removes it. */
  registerNamespace(namespace: WalletConnectNamespace): () => void
  /** The proposal's `optionalNamespaces`, built from every registered namespace. */
  getProposalNamespaces(): Record<string, WalletConnectProposalNamespace>
  /**
   * Warms up before a likely connect (the kit calls it when the modal opens): loads sign-client
   * and creates a pairing, which the next `connect()` shows at once (if at least 1 min of it is left).
   * With `{ pairing: false }` (the Connect view shown, no intent yet) it only loads and initialises
   * sign-client: nothing is sent to the relay.
   */
  prepare(parameters?: { pairing?: boolean | undefined }): Promise<void>
  /**
   * Resolves with the session: the current one, or a new one after pairing. Each pairing URI is
   * reported as `display_uri` and replaced by a fresh one when 10 s or less of its 4 minutes
   * remain. A second call while pairing joins the same attempt (and reports the URI again).
   */
  connect(parameters?: WalletConnectConnectParameters): Promise<WalletConnectSession>
  /** The URI being shown while pairing. */
  getPairing(): WalletConnectPairing | undefined
  /** The session, once connected or restored (sync; undefined before sign-client loaded). */
  getSession(): WalletConnectSession | undefined
  /**
   * Restores the stored session after a reload. Loads sign-client only when this origin's
   * storage says a session exists (or cannot tell, outside a browser).
   */
  restore(): Promise<WalletConnectSession | undefined>
  /** Sends a request through the session; the wallet's errors keep their codes. */
  request<result = unknown>(parameters: WalletConnectRequestParameters): Promise<result>
  /** Cancels pairing and deletes the session (the wallet is told). */
  disconnect(): Promise<void>
  subscribe(listener: (event: WalletConnectEvent) => void): () => void
  /**
   * AppKit's UniversalProvider over this client for one namespace (an adapter's WalletConnect
   * connector hands it to `modal.getUniversalProvider()`). Its code is a chunk loaded on the first
   * call; later calls with the same `context` resolve with the same provider.
   */
  getUniversalProvider(parameters: HandleUniversalProviderParameters): Promise<UniversalProvider>
  /** Whether sign-client has been loaded (for tests and benchmarks). */
  isLoaded(): boolean
  /** Closes the relay socket and timers (tests, teardown). The handle can load again later. */
  destroy(): Promise<void>
}
