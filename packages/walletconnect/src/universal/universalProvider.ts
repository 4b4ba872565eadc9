import type { WalletConnectHandle, WalletConnectSession } from '../types.js'
import { sessionAddresses } from './sessionAccounts.js'

/** A JSON-RPC request as AppKit's UniversalProvider takes it (`request(args, chainId?)`). */
export type UniversalRequestArguments = { method: string; params?: unknown }

type Listener = (...values: unknown[]) => void

/**
 * The provider a connector of the no-adapter mode hands out (`getProvider()`, `useAppKitProvider`,
 * `modal.getUniversalProvider()`): AppKit's UniversalProvider surface.
 * `request({ method, params }, chainId?)` goes to the wallet through the session when the wallet
 * approved the method in the chain's namespace (`chainId` may be of any namespace of the session:
 * `solana:…`, `bip122:…`), else to the chain's RPC URL (reads); `eth_accounts` and `eth_chainId`
 * are answered from the session. `on`/`removeListener` follow the session's wallet events
 * (`accountsChanged`, `chainChanged`, `disconnect`) and `display_uri` (each pairing URI, for an
 * app that pairs itself: `provider.on('display_uri', (uri) => modal.open({ uri }))`, then
 * `await provider.connect()`). The proposal asks for the kit's networks.
 */
export type UniversalProvider = {
  request<result = unknown>(args: UniversalRequestArguments, chainId?: string): Promise<result>
  /** Pairs (each URI reported as `display_uri`) and resolves with the session; the current one if connected. */
  connect(parameters?: { signal?: AbortSignal | undefined }): Promise<WalletConnectSession>
  /** Ends the session (the wallet is told). */
  disconnect(): Promise<void>
  /** The session, once connected or restored. */
  readonly session: WalletConnectSession | undefined
  on(event: string, listener: Listener): UniversalProvider
  removeListener(event: string, listener: Listener): UniversalProvider
}

export type CreateUniversalProviderParameters = {
  handle: WalletConnectHandle
  namespace: string
  /** The connector's current network (CAIP-2). */
  currentChain(): string
  /** The RPC URL for reads on a chain, if the kit has one. */
  rpcUrl(chainId: string): string | undefined
  fetch?: typeof fetch | undefined
}

async function rpcRequest(url: string, { method, params }: UniversalRequestArguments, fetcher: typeof fetch, id: number): Promise<unknown> {
  const response = await fetcher(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id, method, params: params ?? [] }),
  })
  const answer = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
  return answer.result
}

export function createUniversalProvider({
  handle,
  namespace,
  currentChain,
  rpcUrl,
  fetch: fetcher = globalThis.fetch,
}: CreateUniversalProviderParameters): UniversalProvider {
  const listeners = new Map<string, Set<Listener>>()
  let requests = 0
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  handle.subscribe((event) => {
    if (event.type === 'display_uri') emit('display_uri', event.uri)
    if (event.type === 'session_delete' || event.type === 'session_expire') emit('disconnect', { code: 6000, message: 'Session ended' })
    if (event.type === 'session_event' && event.chainId.startsWith(`${namespace}:`)) emit(event.name, event.data)
  })
  const provider: UniversalProvider = {
    async request<result>(args: UniversalRequestArguments, chainId?: string): Promise<result> {
      const chain = chainId ?? currentChain()
      // The chain says which of the session's namespaces the request is for.
      const chainNamespace = chain.split(':')[0] ?? namespace
      const session = handle.getSession()
      if (chainNamespace === 'eip155' && (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts'))
        return sessionAddresses(session, chain) as result
      if (chainNamespace === 'eip155' && args.method === 'eth_chainId') return `0x${Number(chain.split(':')[1]).toString(16)}` as result
      const approved = session?.namespaces[chainNamespace]?.methods ?? []
      const url = rpcUrl(chain)
      if (!approved.includes(args.method) && url) return (await rpcRequest(url, args, fetcher, ++requests)) as result
      return handle.request<result>({ chainId: chain, method: args.method, params: args.params })
    },
    connect: (parameters) => handle.connect(parameters),
    disconnect: () => handle.disconnect(),
    get session() {
      return handle.getSession()
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return provider
}
