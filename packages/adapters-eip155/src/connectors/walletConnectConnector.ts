import type { AdapterContext } from '@kit/core'
import type { WalletConnectHandle } from '@kit/walletconnect'
import { type InjectedConnector, injectedConnector } from './injectedConnector.js'
import { createWalletConnectProvider } from './walletConnectProvider.js'

export type WalletConnectConnectorParameters = { handle: WalletConnectHandle; context: AdapterContext }

/**
 * The eip155 'WalletConnect' connector: the injected connector over an EIP-1193 provider built
 * on the shared WalletConnect handle. `connect` pairs first (the URIs reach the kit through
 * `subscribePairing`, for the QR code; the kit's abort signal cancels the pairing), then runs the
 * usual EIP-1193 connect against the session.
 */
export function walletConnectConnector({ handle, context }: WalletConnectConnectorParameters): InjectedConnector {
  const provider = createWalletConnectProvider({ handle, context })
  const base = injectedConnector({
    provider,
    id: handle.id,
    name: handle.name,
    icon: handle.icon,
    type: 'walletConnect',
    context,
  })
  return {
    ...base,
    async connect(parameters = {}) {
      if (parameters.networkId) provider.setDefaultChain(parameters.networkId)
      const session = await handle.connect({ signal: parameters.signal })
      if (!session.namespaces.eip155) throw Object.assign(new Error('The wallet approved no eip155 account'), { code: 4100 })
      if (parameters.networkId) provider.setDefaultChain(parameters.networkId)
      return base.connect(parameters)
    },
    prepare: (parameters) => handle.prepare(parameters),
    getUniversalProvider: ({ currentChain }) => handle.getUniversalProvider({ namespace: 'eip155', context, currentChain }),
    subscribePairing(listener) {
      return handle.subscribe((event) => {
        if (event.type === 'display_uri') listener({ uri: event.uri, expiresAt: event.expiresAt })
      })
    },
  }
}
