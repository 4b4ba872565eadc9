import type { Connector } from '@kit/core'
import type { UniversalConnectorParameters } from './types.js'
import type { UniversalProvider } from './universalProvider.js'

export type { UniversalConnectorParameters } from './types.js'

/** One of the signing methods the loaded connector has in this namespace (namespaceSigning.ts). */
function loadedMethod<name extends 'signMessage' | 'sendTransaction'>(connector: Connector, name: name): NonNullable<Connector[name]> {
  const method = connector[name]
  if (!method) throw new Error(`The WalletConnect connector has no ${name} in ${connector.namespace}`)
  return method.bind(connector) as NonNullable<Connector[name]>
}

/**
 * The 'WalletConnect' connector of one namespace in the no-adapter mode (AppKit's
 * UniversalProvider mode): pairs through the shared handle (the URIs reach the kit's QR code
 * through `subscribePairing`), reads accounts and networks from the session, and signs and sends
 * through it: `signMessage` in eip155 (`personal_sign`), solana (`solana_signMessage`) and bip122
 * (BIP-322 `signMessage`), `sendTransaction` in eip155.
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
  // The capabilities of the loaded part (namespaceSigning.ts), listed here so callers can detect them.
  const signing: Pick<Connector, 'signMessage' | 'sendTransaction'> = {
    ...(namespace === 'eip155' || namespace === 'solana' || namespace === 'bip122'
      ? { signMessage: async (message) => loadedMethod(await load(), 'signMessage')(message) }
      : {}),
    ...(namespace === 'eip155' ? { sendTransaction: async (transaction) => loadedMethod(await load(), 'sendTransaction')(transaction) } : {}),
  }
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
    ...signing,
  }
}
