import type { Connector } from '@kit/core'
import type { UniversalConnectorParameters } from './types.js'
import type { UniversalProvider } from './universalProvider.js'

export type { UniversalConnectorParameters } from './types.js'

/** One of the methods the loaded connector has in eip155 (it always has both). */
function eip155Method<name extends 'signMessage' | 'sendTransaction'>(connector: Connector, name: name): NonNullable<Connector[name]> {
  const method = connector[name]
  if (!method) throw new Error(`The WalletConnect connector has no ${name}`)
  return method.bind(connector) as NonNullable<Connector[name]>
}

/**
 * The 'WalletConnect' connector of one namespace in the no-adapter mode (AppKit's
 * UniversalProvider mode): pairs through the shared handle (the URIs reach the kit's QR code
 * through `subscribePairing`), reads accounts and networks from the session, and signs and sends
 * through it; eip155 also gets `signMessage` (`personal_sign`) and `sendTransaction`.
 *
 * `createAppKit` from `@kit/react` can make one for any app (whenever it has no adapters), so
 * what it does is a chunk of its own (universalSessionConnector.ts), loaded by the first call:
 * an app with adapters does not carry it in its first load.
 */
export function universalConnector(parameters: UniversalConnectorParameters): Connector<UniversalProvider> {
  const { handle, namespace } = parameters
  let loading: Promise<Connector<UniversalProvider>> | undefined
  const load = () => {
    loading ??= import('./universalSessionConnector.js').then(({ universalSessionConnector }) => universalSessionConnector(parameters))
    return loading
  }
  const eip155: Pick<Connector, 'signMessage' | 'sendTransaction'> =
    namespace === 'eip155'
      ? {
          signMessage: async (message) => eip155Method(await load(), 'signMessage')(message),
          sendTransaction: async (transaction) => eip155Method(await load(), 'sendTransaction')(transaction),
        }
      : {}
  return {
    namespace,
    id: handle.id,
    name: handle.name,
    icon: handle.icon,
    type: 'walletConnect',
    connect: async (options) => (await load()).connect(options),
    disconnect: async () => (await load()).disconnect(),
    getAccounts: async () => (await load()).getAccounts(),
    getNetworkId: async () => (await load()).getNetworkId(),
    isAuthorized: async () => (await load()).isAuthorized(),
    getProvider: async () => (await load()).getProvider(),
    subscribe(listener) {
      let stopped = false
      let stop: (() => void) | undefined
      void load().then((connector) => {
        if (!stopped) stop = connector.subscribe(listener)
      })
      return () => {
        stopped = true
        stop?.()
      }
    },
    switchNetwork: async (options) => (await load()).switchNetwork?.(options),
    prepare: (options) => handle.prepare(options),
    subscribePairing(listener) {
      return handle.subscribe((event) => {
        if (event.type === 'display_uri') listener({ uri: event.uri, expiresAt: event.expiresAt })
      })
    },
    ...eip155,
  }
}
