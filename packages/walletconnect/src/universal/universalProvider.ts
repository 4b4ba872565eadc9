import type { AdapterContext, UniversalProvider, UniversalProviderConnectParameters, UniversalRequestArguments } from '@kit/core'
import type { WalletConnectHandle } from '../types.js'
import { sessionAddresses, sessionChains } from './sessionAccounts.js'

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

/** The first RPC URL the kit has for a chain of the adapter's namespace. */
export const contextRpcUrl =
  (context: AdapterContext) =>
  (chainId: string): string | undefined => {
    const network = context.networks.find((candidate) => candidate.caipNetworkId === chainId)
    return network ? context.getRpcUrls(network)[0] : undefined
  }

/**
 * The chain a namespace's requests go to when they name none: `current` (the connector's or the
 * kit's network), else the session's first chain of the namespace, else the adapter's first network.
 */
export function namespaceChain(handle: WalletConnectHandle, namespace: string, context: AdapterContext, current: string | undefined): string {
  return current ?? sessionChains(handle.getSession(), namespace)[0] ?? context.networks[0]?.caipNetworkId ?? `${namespace}:1`
}

type Listener = (...values: unknown[]) => void

/**
 * The RPC URLs a connect's namespaces give (`rpcMap`, by chain reference or CAIP-2 id) as CAIP-2
 * chain id → URL. Read once the connect has succeeded: the engine has checked them by then.
 */
function connectRpcUrls(parameters: UniversalProviderConnectParameters | undefined): [string, string][] {
  return [parameters?.optionalNamespaces, parameters?.namespaces].flatMap((entries) =>
    Object.entries(entries ?? {}).flatMap(([key, { rpcMap }]) =>
      Object.entries(rpcMap ?? {}).map(([reference, url]): [string, string] => [
        reference.includes(':') ? reference : `${key.split(':')[0]}:${reference}`,
        url,
      ]),
    ),
  )
}

/**
 * AppKit's UniversalProvider surface (the type is `@kit/core`'s, which says what it does) over a
 * WalletConnect handle, for requests of `namespace` without a chain id on `currentChain()`.
 * The proposal asks for the kit's networks.
 */
export function createUniversalProvider({
  handle,
  namespace,
  currentChain,
  rpcUrl,
  fetch: fetcher = globalThis.fetch,
}: CreateUniversalProviderParameters): UniversalProvider {
  const listeners = new Map<string, Set<Listener>>()
  // The app's own RPC URLs from `connect({ optionalNamespaces: { …: { rpcMap } } })`, ahead of the kit's.
  const givenRpcUrls = new Map<string, string>()
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
      const url = givenRpcUrls.get(chain) ?? rpcUrl(chain)
      if (!approved.includes(args.method) && url) return (await rpcRequest(url, args, fetcher, ++requests)) as result
      return handle.request<result>({ chainId: chain, method: args.method, params: args.params })
    },
    async connect(parameters) {
      const session = await handle.connect(parameters)
      for (const [chain, url] of connectRpcUrls(parameters)) givenRpcUrls.set(chain, url)
      return session
    },
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
