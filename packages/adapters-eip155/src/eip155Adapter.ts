import { type Adapter, BalanceUnavailableError, type CaipNetwork, type CaipNetworkId, type Connector } from '@kit/core'
import type { WalletConnectHandle } from '@kit/walletconnect'
import type { Address, PublicClient } from 'viem'
import { injectedConnector } from './connectors/injectedConnector.js'
import { walletConnectConnector } from './connectors/walletConnectConnector.js'
import { walletConnectMethods } from './connectors/walletConnectMethods.js'
import { type InjectedProvider, type InjectedProvidersTarget, watchInjectedProviders } from './discovery/watchInjectedProviders.js'
import { InvalidTokenContractError } from './errors/encoding.js'
import { NetworkNamespaceMismatchError, RpcUrlNotFoundError } from './errors/network.js'
import { encodeErc20Transfer } from './utils/encodeErc20Transfer.js'
import { isAddress } from './utils/hex.js'

export type Eip155AdapterParameters = {
  /** Offer the legacy `window.ethereum` as 'Browser Wallet' (when no EIP-6963 wallet is that object). Default true. */
  legacyInjected?: boolean | undefined
  /**
   * Where discovery listens; read only inside `watchConnectors`, never at import.
   * Default: the global `window`, or nothing outside a browser.
   */
  getWindow?: (() => InjectedProvidersTarget | undefined) | undefined
  /**
   * The kit's shared WalletConnect handle (`walletConnect({ relayUrl })` from @kit/walletconnect):
   * adds a 'WalletConnect' connector (listed first) and proposes the kit's eip155 networks.
   */
  walletConnect?: WalletConnectHandle | undefined
}

function defaultWindow(): InjectedProvidersTarget | undefined {
  return typeof window === 'undefined' ? undefined : window
}

/**
 * The eip155 adapter: discovers EIP-6963 wallets and `window.ethereum`, connects them through one
 * EIP-1193 connector, and reads native balances over the kit's RPC URLs with viem (loaded on first use).
 *
 * @example
 * const kit = createKit({ projectId, networks: [base], adapters: [eip155Adapter()] })
 */
export function eip155Adapter({ legacyInjected = true, getWindow = defaultWindow, walletConnect }: Eip155AdapterParameters = {}): Adapter {
  return {
    namespace: 'eip155',
    setup(context) {
      const clients = new Map<CaipNetworkId, PublicClient>()
      const clientFor = async (network: CaipNetwork): Promise<PublicClient> => {
        let client = clients.get(network.caipNetworkId)
        if (!client) {
          const urls = context.getRpcUrls(network)
          if (!urls.length) throw new RpcUrlNotFoundError({ networkId: network.caipNetworkId })
          // viem's client code loads on the first balance read, not in the first page load.
          const { createNetworkClient } = await import('./utils/createNetworkClient.js')
          client = createNetworkClient(network, urls)
          clients.set(network.caipNetworkId, client)
        }
        return client
      }
      walletConnect?.registerNamespace({
        namespace: 'eip155',
        chains: context.networks.map((network) => network.caipNetworkId),
        methods: walletConnectMethods,
      })
      const walletConnectors: Connector[] = walletConnect ? [walletConnectConnector({ handle: walletConnect, context })] : []
      return {
        watchConnectors(onChange) {
          const target = getWindow()
          // WalletConnect first (docs/rules/limits.md connector order), then the discovered wallets.
          let injected: Connector[] = []
          const report = () => onChange([...walletConnectors, ...injected])
          if (walletConnectors.length) report()
          if (!target) return () => undefined
          const connectors = new WeakMap<InjectedProvider, Connector>()
          const toConnector = (entry: InjectedProvider) => {
            let connector = connectors.get(entry)
            if (!connector) {
              connector = injectedConnector({ ...entry, context })
              connectors.set(entry, connector)
            }
            return connector
          }
          return watchInjectedProviders(target, {
            legacy: legacyInjected,
            onChange: (providers) => {
              injected = providers.map(toConnector)
              report()
            },
          })
        },
        async getBalance({ address, network }) {
          const { decimals, symbol } = network.nativeCurrency
          try {
            if (network.chainNamespace !== 'eip155') throw new NetworkNamespaceMismatchError({ networkId: network.caipNetworkId })
            const client = await clientFor(network)
            const value = await client.getBalance({ address: address as Address })
            return { value, decimals, symbol }
          } catch (cause) {
            throw new BalanceUnavailableError({ cause })
          }
        },
        isValidAddress: isAddress,
        // Core's swap waits for the approval (and the swap) to be mined before it goes on.
        async waitForTransaction({ hash, network, timeout }) {
          const client = await clientFor(network)
          const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 1_000, ...(timeout ? { timeout } : {}) })
          return { status: receipt.status }
        },
        // Token sends (core's sendToken): ERC-20 `transfer(to, amount)` to the token contract.
        prepareTokenTransfer({ token, to, amount }) {
          if (!isAddress(token)) throw new InvalidTokenContractError({ token })
          return { to: token, value: 0n, data: encodeErc20Transfer({ to, amount }) }
        },
      }
    },
  }
}
