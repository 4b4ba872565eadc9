import { type Adapter, BalanceUnavailableError, type Namespace } from '@kit/core'
import type { WalletConnectHandle } from '../types.js'
import { universalConnector } from './universalConnector.js'
import { universalMethods } from './universalMethods.js'

export type UniversalAdapterParameters = {
  namespace: Namespace
  /** The kit's shared WalletConnect handle (`walletConnect({ relayUrl, projectId })`). */
  handle: WalletConnectHandle
  /** What the proposal asks for in this namespace; default `universalMethods[namespace]`. */
  methods?: readonly string[] | undefined
}

const eip155Address = /^0x[0-9a-fA-F]{40}$/

/**
 * A namespace adapter with WalletConnect as its only wallet: AppKit's no-adapter
 * (UniversalProvider) mode, which `createAppKit` from `@kit/react` uses for each namespace of the
 * networks when no `adapters` are given. The proposal asks for the kit's networks of the
 * namespace; a session the app's own code made through the handle (AppKit's
 * `provider.on('display_uri', (uri) => modal.open({ uri }))` then `provider.connect()`) is adopted,
 * so the modal and hooks show it. Native balances are read over JSON-RPC in eip155 (`eth_getBalance` on the kit's RPC
 * URLs), and are unavailable in other namespaces.
 *
 * @example
 * const handle = walletConnect({ projectId })
 * const kit = createKit({ projectId, networks: [mainnet], adapters: [universalAdapter({ namespace: 'eip155', handle })] })
 */
export function universalAdapter({ namespace, handle, methods = universalMethods[namespace] ?? [] }: UniversalAdapterParameters): Adapter {
  return {
    namespace,
    setup(context) {
      handle.registerNamespace({ namespace, chains: context.networks.map((network) => network.caipNetworkId), methods })
      const connector = universalConnector({ handle, namespace, context })
      return {
        walletConnectOnly: true,
        watchConnectors(onChange) {
          onChange([connector])
          return () => undefined
        },
        // A session the app made itself (`provider.connect()` after `open({ uri })`) shows in the kit too.
        watchExternalConnections: (onConnect) =>
          handle.subscribe((event) => {
            if (event.type === 'session' && event.session.namespaces[namespace]?.accounts.length) onConnect(handle.id)
          }),
        async getBalance({ address, network }) {
          const url = context.getRpcUrls(network)[0]
          if (namespace !== 'eip155' || !url) throw new BalanceUnavailableError({ details: `No balance reader for ${network.caipNetworkId}` })
          try {
            const response = await fetch(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
            })
            const { result } = (await response.json()) as { result?: string }
            if (typeof result !== 'string') throw new Error(`eth_getBalance answered ${JSON.stringify(result)}`)
            return { value: BigInt(result), decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
          } catch (cause) {
            throw new BalanceUnavailableError({ cause: cause as Error })
          }
        },
        isValidAddress: (address) => (namespace === 'eip155' ? eip155Address.test(address) : address.length > 0 && !/\s/.test(address)),
      }
    },
  }
}
