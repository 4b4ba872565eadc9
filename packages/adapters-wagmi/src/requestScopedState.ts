import type { Config, State } from 'wagmi'

type RequestStore = { getStore(): State | undefined; enterWith(state: State): void }
type NodeProcess = { getBuiltinModule?: (id: string) => unknown }

/**
 * Node's AsyncLocalStorage, looked up at run time (`process.getBuiltinModule`, Node >= 20.16) so
 * no bundler sees `node:async_hooks` in the browser build. Undefined outside Node.
 */
function createRequestStore(): RequestStore | undefined {
  const nodeProcess = (globalThis as { process?: NodeProcess }).process
  const hooks = nodeProcess?.getBuiltinModule?.('node:async_hooks') as { AsyncLocalStorage: new () => RequestStore } | undefined
  return hooks ? new hooks.AsyncLocalStorage() : undefined
}

/**
 * With wagmi's `ssr: true`, on a server, makes the state wagmi's `WagmiProvider` hydrates from one request's cookie
 * (`cookieToInitialState`) that request's alone. An app creates the wagmi config once, at module
 * scope, and the server renders every request with it: wagmi's `hydrate` writes the visitor's
 * connection into that shared config, so the next visitor without a cookie would be rendered with
 * the previous visitor's account. Here each `setState` on the server is kept in the async context
 * of the render that made it (Node's AsyncLocalStorage), and `state` reads it there; every other
 * request reads the config's untouched starting state. In a browser, and without `ssr` (a Node
 * script or test that connects through the config), the config is left as it is.
 * Where no AsyncLocalStorage exists (not Node), the server ignores hydrated state: it renders
 * disconnected, never another visitor's account.
 */
export function scopeStateToRequest<config extends Config>(config: config): config {
  if (typeof window !== 'undefined' || !config._internal.ssr) return config
  const store = createRequestStore()
  const shared = Object.getOwnPropertyDescriptor(config, 'state')?.get
  if (!shared) return config
  Object.defineProperty(config, 'state', { configurable: true, enumerable: true, get: () => store?.getStore() ?? shared.call(config) })
  const setState = (value: State | ((state: State) => State)) => {
    const next = typeof value === 'function' ? value(config.state) : value
    store?.enterWith(next)
  }
  config.setState = setState as config['setState']
  return config
}
