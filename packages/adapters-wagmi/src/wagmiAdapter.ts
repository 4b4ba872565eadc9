import {
  type Adapter,
  type AdapterContext,
  type AdapterInstance,
  authConnectorId,
  type CaipNetwork,
  eip155WalletConnectMethods,
  type Connector as KitConnector,
} from '@kit/core'
import { walletConnect as createWalletConnect, type WalletConnectHandle } from '@kit/walletconnect'
import { type Chain, http, isAddress, type Transport } from 'viem'
import { type Config, type Connector, type CreateConfigParameters, type CreateConnectorFn, createConfig, injected } from 'wagmi'
import { type AuthBridgeSlot, kitAuthConnector } from './auth/kitAuthConnector.js'
import { createConnectorReporter } from './connectorReporter.js'
import { erc20TransferData } from './erc20TransferData.js'
import { Eip155NetworkRequiredError } from './errors/config.js'
import { scopeStateToRequest } from './requestScopedState.js'
import { toViemChain } from './toViemChain.js'
import { toKitConnector } from './wagmiConnector.js'
import { kitWalletConnect } from './walletConnect/kitWalletConnect.js'
import { toWalletConnectKitConnector } from './walletConnect/toWalletConnectKitConnector.js'

import { watchExternalConnections } from './watchExternalConnections.js'

export type WagmiAdapterParameters = {
  /** The app's eip155 networks (the same ones given to `createAppKit`). */
  networks: readonly CaipNetwork[]
  projectId: string
  /**
   * wagmi connectors; default: `injected()` plus every EIP-6963 wallet wagmi discovers. The
   * WalletConnect and embedded-wallet connectors are always added (as AppKit's adapter does).
   */
  connectors?: readonly CreateConnectorFn[] | undefined
  /**
   * Kit's WalletConnect handle (`walletConnect({ relayUrl, projectId, metadata })` from
   * @kit/walletconnect) for the 'WalletConnect' connector; default: one on the public relay with
   * `projectId`. `false`: no WalletConnect connector.
   */
  walletConnect?: WalletConnectHandle | false | undefined
  /** wagmi transports by chain id; default: HTTP to each network's RPC URLs. */
  transports?: Record<number, Transport> | undefined
} & Partial<Pick<CreateConfigParameters, 'ssr' | 'storage' | 'multiInjectedProviderDiscovery' | 'batch' | 'pollingInterval'>>

/**
 * AppKit's `WagmiAdapter`: Kit's eip155 adapter over a wagmi config. The app passes
 * `wagmiAdapter.wagmiConfig` to `WagmiProvider` and keeps wagmi's hooks (`useAccount`,
 * `useSignMessage`, `useSendTransaction`, `useSwitchChain`, …); Kit's modal connects, switches
 * and disconnects through the same config, so both sides always see one connection.
 *
 * @example
 * const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId })
 * createAppKit({ adapters: [wagmiAdapter], networks: [mainnet], projectId })
 * <WagmiProvider config={wagmiAdapter.wagmiConfig}>…</WagmiProvider>
 */
export class WagmiAdapter implements Adapter {
  readonly namespace = 'eip155' as const
  readonly wagmiConfig: Config
  readonly networks: readonly CaipNetwork[]
  readonly projectId: string
  /** The WalletConnect handle behind wagmi's 'WalletConnect' connector (none with `walletConnect: false`). */
  readonly walletConnect: WalletConnectHandle | undefined
  /** The kit's embedded wallet, handed over when a kit sets this adapter up. */
  readonly #auth: AuthBridgeSlot = {}

  constructor({ networks, projectId, connectors, transports, walletConnect, ...rest }: WagmiAdapterParameters) {
    const evm = networks.filter((network) => network.chainNamespace === 'eip155')
    if (evm.length === 0) throw new Eip155NetworkRequiredError({ networkIds: networks.map((network) => network.caipNetworkId) })
    this.networks = evm
    this.projectId = projectId
    // Creating the handle loads nothing: sign-client is imported on the first pairing.
    this.walletConnect = walletConnect === false ? undefined : (walletConnect ?? createWalletConnect({ projectId }))
    this.walletConnect?.registerNamespace({ namespace: 'eip155', chains: evm.map((network) => network.caipNetworkId), methods: eip155WalletConnectMethods })
    const chains = evm.map(toViemChain) as [Chain, ...Chain[]]
    this.wagmiConfig = createConfig({
      chains,
      connectors: [
        ...(connectors ?? [injected()]),
        ...(this.walletConnect ? [kitWalletConnect({ handle: this.walletConnect })] : []),
        kitAuthConnector(this.#auth),
      ],
      transports: Object.fromEntries(chains.map((chain) => [chain.id, transports?.[chain.id] ?? http(chain.rpcUrls.default.http[0])])),
      ...rest,
    })
    // On a server, the state wagmi hydrates from one request's cookie stays that request's.
    scopeStateToRequest(this.wagmiConfig)
  }

  setup(context: AdapterContext): AdapterInstance {
    const config = this.wagmiConfig
    const handle = this.walletConnect
    const auth = this.#auth
    // One Kit connector per wagmi connector, so the kit's attempts and subscriptions keep theirs.
    const kitConnectors = new WeakMap<Connector, KitConnector>()
    const toKit = (connector: Connector) => {
      let kitConnector = kitConnectors.get(connector)
      if (!kitConnector) {
        kitConnector =
          handle && connector.id === handle.id ? toWalletConnectKitConnector(config, connector, handle, context) : toKitConnector(config, connector)
        kitConnectors.set(connector, kitConnector)
      }
      return kitConnector
    }
    const reporter = createConnectorReporter(config, toKit)
    return {
      watchConnectors: (onChange) => reporter.watch(onChange),
      async getBalance({ address, network }) {
        // wagmi's balance action loads with its signing and sending ones (./walletActions.ts).
        const { getBalance } = await import('./walletActions.js')
        const balance = await getBalance(config, { address: address as `0x${string}`, chainId: Number(network.id) })
        return { value: balance.value, decimals: balance.decimals, symbol: balance.symbol }
      },
      // The kit's login (email, social) as wagmi's embedded-wallet connector: the kit connects
      // it through wagmi, so wagmi's hooks sign with the embedded account.
      createAuthConnector(bridge) {
        auth.bridge = bridge
        return toKit(config.connectors.find((connector) => connector.id === authConnectorId)!)
      },
      watchExternalConnections: (onConnect) =>
        watchExternalConnections(config, (connectorId) => {
          reporter.ensureListed(connectorId)
          onConnect(connectorId)
        }),
      isValidAddress: (address) => isAddress(address, { strict: false }),
      prepareTokenTransfer: ({ token, to, amount }) => ({
        to: token,
        value: 0n,
        data: erc20TransferData(to, amount),
      }),
    }
  }
}
