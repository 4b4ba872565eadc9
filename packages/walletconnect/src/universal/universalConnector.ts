import type { AdapterContext, CaipNetworkId, Connector, ConnectorEvent, Namespace, UniversalProvider } from '@kit/core'
import type { WalletConnectHandle } from '../types.js'
import { namespaceSigning } from './namespaceSigning.js'
import { sessionAddresses, sessionChains } from './sessionAccounts.js'
import { contextRpcUrl, createUniversalProvider, namespaceChain } from './universalProvider.js'

/** What `universalConnector` works with. */
export type UniversalConnectorParameters = { handle: WalletConnectHandle; namespace: Namespace; context: AdapterContext }

/** An error with a wallet-style code, which the kit maps to its named errors (4001 'Connection rejected', …). */
const codedError = (message: string, code: number) => Object.assign(new Error(message), { code })

/** What a session event says in the connector's terms (accounts of this namespace, a CAIP-2 network). */
function toConnectorEvent(namespace: Namespace, name: string, data: unknown, chainId: string): ConnectorEvent | undefined {
  if (name === 'accountsChanged' && Array.isArray(data))
    return { type: 'change', accounts: data.map((account) => String(account).split(':').pop() ?? '').filter(Boolean) }
  if (name === 'chainChanged') {
    const reference = typeof data === 'string' && data.startsWith('0x') ? String(Number.parseInt(data, 16)) : String(data)
    const networkId = (reference.includes(':') ? reference : `${namespace}:${reference}`) as CaipNetworkId
    return { type: 'change', networkId: networkId.startsWith(`${namespace}:`) ? networkId : (chainId as CaipNetworkId) }
  }
  return undefined
}

/**
 * The 'WalletConnect' connector of one namespace in the no-adapter mode (AppKit's
 * UniversalProvider mode): pairs through the shared handle (the URIs reach the kit's QR code
 * through `subscribePairing`), reads accounts and networks from the session, and signs and sends
 * through it: `signMessage` in eip155 (`personal_sign`), solana (`solana_signMessage`) and bip122
 * (BIP-322 `signMessage`), `sendTransaction` in eip155 (namespaceSigning.ts).
 *
 * Its code is part of the no-adapter adapter's: `createAppKit` from `@kit/react` loads that
 * (`lazyUniversalAdapter`) when the kit mounts, so pages with adapters never carry it.
 */
export function universalConnector({ handle, namespace, context }: UniversalConnectorParameters): Connector<UniversalProvider> {
  let current: string | undefined
  const chains = () => sessionChains(handle.getSession(), namespace)
  const currentChain = () => namespaceChain(handle, namespace, context, current)
  const provider = createUniversalProvider({
    handle,
    namespace,
    currentChain,
    rpcUrl: contextRpcUrl(context),
  })
  const pick = (requested: string | undefined) => (requested && chains().includes(requested) ? requested : (chains()[0] ?? requested))
  return {
    namespace,
    id: handle.id,
    name: handle.name,
    icon: handle.icon,
    type: 'walletConnect',
    async connect({ networkId, signal } = {}) {
      const session = await handle.connect({ signal })
      if (!session.namespaces[namespace]) throw codedError(`The wallet approved no ${namespace} account`, 4100)
      current = pick(networkId)
      return { accounts: sessionAddresses(session, currentChain()), networkId: currentChain() as CaipNetworkId }
    },
    disconnect: () => handle.disconnect(),
    getAccounts: async () => sessionAddresses(handle.getSession(), currentChain()),
    getNetworkId: async () => currentChain() as CaipNetworkId,
    async isAuthorized() {
      const session = handle.getSession() ?? (await handle.restore())
      return Boolean(session?.namespaces[namespace]?.accounts.length)
    },
    getProvider: async () => provider,
    getUniversalProvider: async () => provider,
    subscribe(listener) {
      return handle.subscribe((event) => {
        if (event.type === 'session_delete' || event.type === 'session_expire') listener({ type: 'disconnect' })
        if (event.type === 'session_update') listener({ type: 'change', accounts: sessionAddresses(event.session, currentChain()) })
        if (event.type !== 'session_event' || !event.chainId.startsWith(`${namespace}:`)) return
        const change = toConnectorEvent(namespace, event.name, event.data, event.chainId)
        if (change?.type === 'change' && change.networkId) current = change.networkId
        if (change) listener(change)
      })
    },
    async switchNetwork({ network }) {
      if (!chains().includes(network.caipNetworkId)) throw codedError(`The wallet did not approve ${network.caipNetworkId} in this session`, 4902)
      current = network.caipNetworkId
    },
    prepare: (parameters) => handle.prepare(parameters),
    subscribePairing(listener) {
      return handle.subscribe((event) => {
        if (event.type === 'display_uri') listener({ uri: event.uri, expiresAt: event.expiresAt })
      })
    },
    ...namespaceSigning(namespace, provider),
  }
}
