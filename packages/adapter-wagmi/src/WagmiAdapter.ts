import type { Adapter, AdapterContext, AdapterInstance, CaipNetwork } from '@kit/core'
import { type Chain, encodeFunctionData, erc20Abi, http, isAddress, type Transport } from 'viem'
import { type Config, type Connector, type CreateConfigParameters, type CreateConnectorFn, createConfig, injected } from 'wagmi'
import { getBalance, watchConnectors } from 'wagmi/actions'
import { Eip155NetworkRequiredError } from './errors/config.js'
import { scopeStateToRequest } from './requestScopedState.js'
import { toViemChain } from './toViemChain.js'
import { toKitConnector } from './wagmiConnector.js'
import { withoutDuplicateInjected } from './withoutDuplicateInjected.js'

export type WagmiAdapterParameters = {
  /** The app's eip155 networks (the same ones given to `createAppKit`). */
  networks: readonly CaipNetwork[]
  projectId: string
  /** wagmi connectors; default: `injected()` plus every EIP-6963 wallet wagmi discovers. */
  connectors?: readonly CreateConnectorFn[] | undefined
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

  constructor({ networks, projectId, connectors, transports, ...rest }: WagmiAdapterParameters) {
    const evm = networks.filter((network) => network.chainNamespace === 'eip155')
    if (evm.length === 0) throw new Eip155NetworkRequiredError({ networkIds: networks.map((network) => network.caipNetworkId) })
    this.networks = evm
    this.projectId = projectId
    const chains = evm.map(toViemChain) as [Chain, ...Chain[]]
    this.wagmiConfig = createConfig({
      chains,
      connectors: connectors ? [...connectors] : [injected()],
      transports: Object.fromEntries(chains.map((chain) => [chain.id, transports?.[chain.id] ?? http(chain.rpcUrls.default.http[0])])),
      ...rest,
    })
    // On a server, the state wagmi hydrates from one request's cookie stays that request's.
    scopeStateToRequest(this.wagmiConfig)
  }

  setup(_context: AdapterContext): AdapterInstance {
    const config = this.wagmiConfig
    return {
      watchConnectors(onChange) {
        // Reported at once, then again without wagmi's generic injected entry once the providers
        // show it is an announced wallet's (a later report supersedes one still resolving).
        let latest = 0
        const send = (connectors: readonly Connector[]) => onChange(connectors.map((connector) => toKitConnector(config, connector)))
        const report = () => {
          const current = ++latest
          send(config.connectors)
          void withoutDuplicateInjected(config.connectors).then((kept) => {
            if (current === latest && kept.length !== config.connectors.length) send(kept)
          })
        }
        report()
        const unwatch = watchConnectors(config, { onChange: report })
        return () => {
          latest = -1
          unwatch()
        }
      },
      async getBalance({ address, network }) {
        const balance = await getBalance(config, { address: address as `0x${string}`, chainId: Number(network.id) })
        return { value: balance.value, decimals: balance.decimals, symbol: balance.symbol }
      },
      isValidAddress: (address) => isAddress(address, { strict: false }),
      prepareTokenTransfer: ({ token, to, amount }) => ({
        to: token,
        value: 0n,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as `0x${string}`, amount] }),
      }),
    }
  }
}
