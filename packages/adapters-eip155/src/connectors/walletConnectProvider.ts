import type { AdapterContext, CaipNetworkId } from '@kit/core'
import type { WalletConnectHandle } from '@kit/walletconnect'
import type { Eip1193Provider } from '../types.js'
import type { SessionProvider } from './walletConnectSession.js'

type Listener = (...arguments_: any[]) => void

export type WalletConnectProvider = Eip1193Provider & {
  on(event: string, listener: Listener): WalletConnectProvider
  removeListener(event: string, listener: Listener): WalletConnectProvider
  /** Prefers a network: the current chain when the session approved it (no wallet request). */
  setDefaultChain(networkId: CaipNetworkId): void
}

export type CreateWalletConnectProviderParameters = { handle: WalletConnectHandle; context: AdapterContext }

/**
 * An EIP-1193 provider over the kit's WalletConnect session, so the eip155 adapter's
 * injectedConnector drives WalletConnect like any wallet. Only the event plumbing lives here; the
 * session logic (walletConnectSession.ts) loads with the first request.
 */
export function createWalletConnectProvider({ handle, context }: CreateWalletConnectProviderParameters): WalletConnectProvider {
  const listeners = new Map<string, Set<Listener>>()
  let preferred: CaipNetworkId | undefined
  let session: Promise<SessionProvider> | undefined

  const emit = (event: string, ...arguments_: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(...arguments_)
      } catch {
        // a listener's failure stays its own
      }
    }
  }

  const load = () =>
    (session ??= import('./walletConnectSession.js').then(({ createSessionProvider }) => {
      const created = createSessionProvider({ handle, context, emit })
      if (preferred) created.setDefaultChain(preferred)
      return created
    }))

  const provider: WalletConnectProvider = {
    request: async (arguments_) => (await load()).request(arguments_),
    on(event, listener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    setDefaultChain(networkId) {
      preferred = networkId
      void session?.then((loaded) => loaded.setDefaultChain(networkId))
    },
  }
  return provider
}
