// The shapes of @kit/walletconnect that the fake uses, written out: that package cannot be a
// dependency of this one (its tests start the relay, whose tests use this package). The adapters'
// tests pass `handle` where a `WalletConnectHandle` is expected, so their type check compares the two.

/** What a namespace adapter registers for the session proposal. */
export type WalletConnectNamespace = {
  namespace: string
  chains: readonly string[]
  methods: readonly string[]
  events?: readonly string[] | undefined
}

/** The approved session, as the handle reports it. */
export type WalletConnectSession = {
  topic: string
  /** Unix seconds. */
  expiry: number
  namespaces: Readonly<Record<string, { accounts: string[]; chains: string[]; methods: string[]; events: string[] }>>
  peer: { name: string; url: string; icons: string[] }
}

/** The events the fake reports (the real handle has more). */
export type WalletConnectEvent =
  | { type: 'display_uri'; uri: string; expiresAt: number }
  | { type: 'session'; session: WalletConnectSession }
  | { type: 'session_delete'; topic: string }

/** A request the dapp sent through the session, as the fake received it. */
export type FakeWalletConnectRequest = { chainId: string; method: string; params: unknown }

/** The wallet side of the fake: what it approves and how it answers, for one namespace. */
export type FakeWalletConnectWallet = {
  /** The CAIP-2 namespace the wallet approves (`solana`, `bip122`, …); the session holds only this one. */
  namespace: string
  /**
   * The user approving the pairing: the chains and CAIP-10 accounts the wallet grants for the
   * dapp's proposal of its namespace (undefined when the dapp proposed none). Throwing refuses it.
   */
  approve(proposed: WalletConnectNamespace | undefined): Promise<{ chains: string[]; accounts: string[] }>
  /** Answers to the session's methods; any other method fails with code 4200 (unsupported). */
  methods: Readonly<Record<string, (params: Record<string, unknown>, chainId: string) => Promise<unknown>>>
}

/**
 * An in-memory stand-in for @kit/walletconnect's handle, for a namespace adapter's unit tests:
 * `connect()` reports a pairing URI (`wc:fake@2`), lets `wallet` approve and reports the session;
 * requests go to `wallet.methods`; `disconnect()` reports the session's deletion. It checks the
 * adapter's side of the protocol; the relay itself is covered by @kit/walletconnect's tests.
 * `namespaces` holds what the adapter registered, `requests` every request in order.
 */
export function createFakeWalletConnect(wallet: FakeWalletConnectWallet) {
  const namespaces: WalletConnectNamespace[] = []
  const requests: FakeWalletConnectRequest[] = []
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  let session: WalletConnectSession | undefined
  const emit = (event: WalletConnectEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  async function approveSession(): Promise<WalletConnectSession> {
    const proposed = namespaces.find((namespace) => namespace.namespace === wallet.namespace)
    const { chains, accounts } = await wallet.approve(proposed)
    return {
      topic: `topic-${Math.random().toString(36).slice(2)}`,
      expiry: Math.floor(Date.now() / 1000) + 3600,
      namespaces: { [wallet.namespace]: { chains, accounts, methods: [...(proposed?.methods ?? [])], events: [...(proposed?.events ?? [])] } },
      peer: { name: 'Fake WalletConnect wallet', url: 'http://localhost', icons: [] },
    }
  }

  const handle = {
    id: 'walletConnect' as const,
    name: 'WalletConnect' as const,
    icon: 'data:image/svg+xml,<svg/>',
    relayUrl: 'ws://127.0.0.1:1',
    registerNamespace(namespace: WalletConnectNamespace) {
      namespaces.push(namespace)
      return () => namespaces.splice(namespaces.indexOf(namespace), 1)
    },
    getProposalNamespaces: () => ({}),
    prepare: async () => undefined,
    async connect(): Promise<WalletConnectSession> {
      if (session) return session
      emit({ type: 'display_uri', uri: 'wc:fake@2', expiresAt: Date.now() + 240_000 })
      session = await approveSession()
      emit({ type: 'session', session })
      return session
    },
    getPairing: () => undefined,
    getSession: () => session,
    restore: async () => session,
    async request<result>({ chainId, method, params }: { chainId: string; method: string; params?: unknown }): Promise<result> {
      requests.push({ chainId, method, params })
      const answer = wallet.methods[method]
      if (!answer) throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 })
      return (await answer((params ?? {}) as Record<string, unknown>, chainId)) as result
    },
    async disconnect() {
      if (!session) return
      const { topic } = session
      session = undefined
      emit({ type: 'session_delete', topic })
    },
    subscribe(listener: (event: WalletConnectEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    // AppKit's UniversalProvider is the real handle's (@kit/walletconnect's tests cover it).
    getUniversalProvider: async (): Promise<never> => {
      throw new Error('The fake WalletConnect handle has no UniversalProvider')
    },
    isLoaded: () => true,
    destroy: async () => undefined,
  }
  return { handle, namespaces, requests }
}
