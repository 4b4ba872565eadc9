import type { AdapterContext, Connector } from '@kit/core'
import type { WalletConnectHandle } from '@kit/walletconnect'
import type { Config, Connector as WagmiConnector } from 'wagmi'
import { toKitConnector } from '../wagmiConnector.js'

/**
 * The WalletConnect wagmi connector as Kit's modal drives it: the pairing URIs reach the modal
 * (QR code, deep links) through `subscribePairing`, `prepare` warms the pairing up, and `connect`
 * pairs first under the kit's abort signal (the modal closing cancels it), then makes the session
 * wagmi's connection. `getUniversalProvider` is AppKit's UniversalProvider over the same handle.
 */
export function toWalletConnectKitConnector(config: Config, connector: WagmiConnector, handle: WalletConnectHandle, context: AdapterContext): Connector {
  const base = toKitConnector(config, connector)
  return {
    ...base,
    icon: connector.icon ?? handle.icon,
    async connect(parameters = {}) {
      if (!config.state.connections.has(connector.uid)) await handle.connect({ signal: parameters.signal })
      return base.connect(parameters)
    },
    prepare: (parameters) => handle.prepare(parameters),
    getUniversalProvider: ({ currentChain }) => handle.getUniversalProvider({ namespace: 'eip155', context, currentChain }),
    subscribePairing: (listener) =>
      handle.subscribe((event) => {
        if (event.type === 'display_uri') listener({ uri: event.uri, expiresAt: event.expiresAt })
      }),
  }
}
