import { AdapterNamespaceMismatchError } from '../errors/adapter.js'
import type { Namespace } from '../types.js'
import type { Adapter, AdapterInstance } from './contract.js'

export type LazyAdapterParameters = {
  namespace: Namespace
  /** Loads the real adapter, e.g. `() => import('@kit/adapters-bip122').then((m) => m.bitcoinAdapter())`. */
  load: () => Promise<Adapter>
  /** The real adapter's `walletConnectOnly`, known before it loads (the modal's opening view depends on it). */
  walletConnectOnly?: boolean | undefined
}

/**
 * An adapter whose code is a separate chunk: `load` runs when the kit mounts (discovery starts),
 * not at import, so a page's first load carries only this wrapper. Until the real adapter is
 * there it has no connectors, so nothing asks it to validate an address or read a balance
 * early; `getBalance` waits for it all the same.
 *
 * @example
 * createKit({ networks, adapters: [eip155Adapter(), lazyAdapter({ namespace: 'bip122', load: () => import('@kit/adapters-bip122').then((m) => m.bitcoinAdapter()) })] })
 */
export function lazyAdapter({ namespace, load, walletConnectOnly }: LazyAdapterParameters): Adapter {
  return {
    namespace,
    setup(context) {
      let instance: AdapterInstance | undefined
      let loading: Promise<AdapterInstance> | undefined
      const get = () =>
        (loading ??= load().then(
          (adapter) => {
            if (adapter.namespace !== namespace) throw new AdapterNamespaceMismatchError({ expected: namespace, received: adapter.namespace })
            return (instance = adapter.setup(context))
          },
          (error: unknown) => {
            loading = undefined
            throw error
          },
        ))
      /** Starts `watch` on the loaded adapter (unless stopped first); returns the stop function. */
      const whenLoaded = (watch: (adapter: AdapterInstance) => (() => void) | undefined, report: boolean) => {
        let stop: (() => void) | undefined
        let stopped = false
        get().then(
          (adapter) => {
            if (!stopped) stop = watch(adapter)
          },
          (error: unknown) => {
            if (report) console.error(`[kit] the ${namespace} adapter failed to load`, error)
          },
        )
        return () => {
          stopped = true
          stop?.()
        }
      }
      return {
        walletConnectOnly,
        watchConnectors: (onChange) => whenLoaded((adapter) => adapter.watchConnectors(onChange), true),
        // Connections the adapter's own library makes, once it is there (the load failure is reported once, above).
        watchExternalConnections: (onConnect) => whenLoaded((adapter) => adapter.watchExternalConnections?.(onConnect), false),
        getBalance: async (parameters) => (await get()).getBalance(parameters),
        isValidAddress: (address) => instance?.isValidAddress(address) ?? false,
      }
    },
  }
}
