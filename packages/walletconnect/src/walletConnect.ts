import type { AdapterContext, UniversalProvider } from '@kit/core'
import { publicRelayUrl } from './engine/constants.js'
import type { Engine, EngineHost } from './engine/engineTypes.js'
import { PairingAbortedError, WalletConnectLoadError, WalletConnectNotConnectedError } from './errors/walletConnect.js'
import { walletConnectIcon } from './icon.js'
import type {
  WalletConnectEvent,
  WalletConnectHandle,
  WalletConnectNamespace,
  WalletConnectPairing,
  WalletConnectParameters,
  WalletConnectProposalNamespace,
} from './types.js'
import { createStoredSession } from './utils/storedSession.js'

export type WalletConnectReturnType = WalletConnectHandle

/** docs/rules/limits.md: the default events of every proposal namespace. */
export const defaultWalletConnectEvents = ['accountsChanged', 'chainChanged'] as const

/**
 * Creates the WalletConnect handle a kit's namespace adapters share: pass it to each adapter
 * (`eip155Adapter({ walletConnect })`), which registers its chains, methods and events and adds a
 * 'WalletConnect' connector. Nothing heavy runs here: `@walletconnect/sign-client` is a dynamic
 * import, loaded by the first `connect()` or by `restore()` when a session is stored.
 *
 * Without `relayUrl` it uses the public WalletConnect relay, which needs the `projectId` of a
 * Reown (WalletConnect Cloud) project; a self-hosted relay (apps/relay) accepts any.
 *
 * @example
 * const walletConnect = walletConnect({ projectId: 'your-reown-project-id' })
 * const kit = createKit({ projectId, networks, adapters: [eip155Adapter({ walletConnect })] })
 */
export function walletConnect(input: WalletConnectParameters): WalletConnectReturnType {
  const parameters = { ...input, relayUrl: checkRelay(input) }
  const namespaces = new Set<WalletConnectNamespace>()
  const events = createEmitter()
  const storedSession = createStoredSession(parameters.customStoragePrefix ?? '')
  let pairing: WalletConnectPairing | undefined
  const getProposalNamespaces = () => mergeNamespaces(namespaces)
  const loader = createEngineLoader({
    parameters,
    storedSession,
    proposalNamespaces: getProposalNamespaces,
    registeredNamespaces: () => [...new Set([...namespaces].map((entry) => entry.namespace))],
    setPairing(next) {
      pairing = next
      if (next) events.emit({ type: 'display_uri', ...next })
    },
    getPairing: () => pairing,
    emit: events.emit,
  })
  const load = loader.load
  const handle: WalletConnectHandle = {
    id: 'walletConnect',
    name: 'WalletConnect',
    icon: walletConnectIcon,
    relayUrl: parameters.relayUrl,
    registerNamespace(namespace) {
      const entry = { ...namespace }
      namespaces.add(entry)
      return () => void namespaces.delete(entry)
    },
    getProposalNamespaces,
    async prepare({ pairing = true } = {}) {
      const loaded = await load()
      if (pairing) await loaded.prepare()
    },
    async connect(parameters = {}) {
      const loaded = await load()
      if (parameters?.signal?.aborted) throw new PairingAbortedError()
      return loaded.connect(parameters)
    },
    getPairing: () => pairing,
    getSession: () => loader.loaded()?.getSession(),
    async restore() {
      const engine = loader.loaded()
      if (engine) return engine.restore()
      const stored = storedSession.read()
      if (stored === null) return undefined
      if (stored !== 'unknown' && stored.expiry * 1000 <= Date.now()) {
        // Expired while the page was away; sign-client drops it the next time it loads.
        storedSession.remove()
        return undefined
      }
      return (await load()).restore()
    },
    async request(request) {
      let engine = loader.loaded()
      if (!engine) {
        // A request before restore (or after the library failed to load) has no session.
        if (storedSession.read() === null) throw new WalletConnectNotConnectedError()
        engine = await load()
        engine.restore()
      }
      return engine.request(request) as never
    },
    async disconnect() {
      const engine = loader.loaded()
      if (engine) return engine.disconnect()
      storedSession.remove()
    },
    subscribe: events.subscribe,
    getUniversalProvider: createUniversalProviders(() => handle),
    isLoaded: () => loader.loaded() !== undefined,
    async destroy() {
      pairing = undefined
      await loader.unload()
    },
  }
  return handle
}

/**
 * A handle's `getUniversalProvider`: one provider per adapter context (a kit's adapter of one
 * namespace; kits sharing the handle each get theirs), made by a chunk loaded on the first call (a
 * chunk that failed to load is asked for again by the next call).
 */
function createUniversalProviders(handle: () => WalletConnectHandle): WalletConnectHandle['getUniversalProvider'] {
  const providers = new WeakMap<AdapterContext, Promise<UniversalProvider>>()
  return (parameters) => {
    let provider = providers.get(parameters.context)
    if (!provider) {
      provider = import('./universal/handleUniversalProvider.js').then((module) => module.handleUniversalProvider(handle(), parameters))
      provider.catch(() => providers.delete(parameters.context))
      providers.set(parameters.context, provider)
    }
    return provider
  }
}

/** The relay URL to use: `relayUrl` (a ws(s) URL), else the public relay, which needs a projectId. */
function checkRelay(input: WalletConnectParameters): string {
  if (input.relayUrl !== undefined && (typeof input.relayUrl !== 'string' || !/^wss?:\/\/\S+$/.test(input.relayUrl)))
    throw new WalletConnectLoadError({ details: `relayUrl must be a ws(s):// URL, got ${JSON.stringify(input.relayUrl)}` })
  if (input.relayUrl === undefined && (typeof input.projectId !== 'string' || input.projectId.trim() === ''))
    throw new WalletConnectLoadError({
      details: `the public WalletConnect relay (${publicRelayUrl}) needs a projectId; pass projectId, or relayUrl for a self-hosted relay`,
    })
  return input.relayUrl ?? publicRelayUrl
}

/** The handle's event listeners. */
function createEmitter() {
  const listeners = new Set<(event: WalletConnectEvent) => void>()
  return {
    emit(event: WalletConnectEvent) {
      for (const listener of [...listeners]) {
        try {
          listener(event)
        } catch {
          // One listener's failure must not starve the others.
        }
      }
    },
    subscribe(listener: (event: WalletConnectEvent) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/** The registered namespaces merged into one proposal namespace each (with the default events). */
function mergeNamespaces(namespaces: Iterable<WalletConnectNamespace>): Record<string, WalletConnectProposalNamespace> {
  const merged: Record<string, WalletConnectProposalNamespace> = {}
  const add = (list: string[], values: readonly string[]) => {
    for (const value of values) if (!list.includes(value)) list.push(value)
  }
  for (const { namespace, chains, methods, events = [] } of namespaces) {
    const entry = (merged[namespace] ??= { chains: [], methods: [], events: [] })
    add(entry.chains, chains)
    add(entry.methods, methods)
    add(entry.events, [...defaultWalletConnectEvents, ...events])
  }
  return merged
}

/** Loads the engine (sign-client) once, on demand; a failed load may be tried again. */
function createEngineLoader(host: EngineHost) {
  let engine: Engine | undefined
  let loading: Promise<Engine> | undefined
  return {
    loaded: () => engine,
    load(): Promise<Engine> {
      if (engine) return Promise.resolve(engine)
      loading ??= import('./engine/createEngine.js')
        .then(({ createEngine }) => createEngine(host))
        .then(
          (created) => (engine = created),
          (cause: unknown) => {
            loading = undefined
            throw new WalletConnectLoadError({ cause })
          },
        )
      return loading
    },
    async unload() {
      const current = engine
      engine = undefined
      loading = undefined
      await current?.destroy()
    },
  }
}
