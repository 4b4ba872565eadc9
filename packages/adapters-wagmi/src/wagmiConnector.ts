import type { CaipNetworkId, CallsStatus, Connector, ConnectorEvent, WalletCapabilitiesRecord } from '@kit/core'
import type { Address } from 'viem'
import type { Config, Connector as WagmiConnector } from 'wagmi'
import { connect, disconnect, getConnection, switchChain } from 'wagmi/actions'

/** wagmi's signing and sending actions, loaded on the first call of one (./walletActions.ts). */
const walletActions = () => import('./walletActions.js')

const networkId = (chainId: number) => `eip155:${chainId}` as CaipNetworkId

/** EIP-5792 through wagmi's actions (viem's): wallets without it get viem's sequential fallback. */
function callsMethods(config: Config, connector: WagmiConnector): Pick<Connector, 'getCapabilities' | 'sendCalls' | 'getCallsStatus' | 'showCallsStatus'> {
  return {
    async getCapabilities({ address }) {
      const { getCapabilities } = await walletActions()
      return (await getCapabilities(config, { account: address as Address, connector })) as WalletCapabilitiesRecord
    },
    async sendCalls({ address, networkId: target, calls, forceAtomic, capabilities }) {
      const { sendCalls } = await walletActions()
      return sendCalls(config, {
        account: address as Address,
        chainId: Number(target.split(':')[1]),
        calls: calls.map((call) => ({ to: call.to as Address, data: call.data as `0x${string}` | undefined, value: call.value })),
        forceAtomic: forceAtomic ?? false,
        ...(capabilities ? { capabilities } : {}),
        experimental_fallback: true,
        connector,
      } as Parameters<typeof sendCalls>[1])
    },
    async getCallsStatus({ id }) {
      const { getCallsStatus } = await walletActions()
      const status = await getCallsStatus(config, { id, connector })
      return { ...status, id: status.id ?? id } as CallsStatus
    },
    async showCallsStatus({ id }) {
      const { showCallsStatus } = await walletActions()
      await showCallsStatus(config, { id, connector })
    },
  }
}

/**
 * A wagmi connector as a Kit connector. Every call goes through wagmi's actions on the same
 * config, so a connection made in Kit's modal is wagmi's connection (its hooks see it), and a
 * switch or disconnect made through wagmi reaches Kit through `subscribe`.
 */
export function toKitConnector(config: Config, connector: WagmiConnector): Connector {
  const rdns = Array.isArray(connector.rdns) ? connector.rdns[0] : (connector.rdns as string | undefined)
  return {
    namespace: 'eip155',
    id: connector.id,
    name: connector.name,
    type: connector.type === 'walletConnect' || connector.type === 'auth' ? connector.type : 'injected',
    icon: connector.icon,
    rdns,
    async connect({ networkId: wanted } = {}) {
      const chainId = wanted ? Number(wanted.split(':')[1]) : undefined
      const current = config.state.connections.get(connector.uid)
      // Already connected in wagmi (its own reconnect ran first): adopt that connection.
      if (current) return { accounts: current.accounts, networkId: networkId(current.chainId) }
      const result = await connect(config, { connector, ...(chainId ? { chainId } : {}) })
      return { accounts: result.accounts, networkId: networkId(result.chainId) }
    },
    async disconnect() {
      if (config.state.connections.has(connector.uid)) await disconnect(config, { connector })
      // Connected in the kit only (its reconnect restored it, wagmi's did not): the wallet is
      // still told (a session deleted, the embedded wallet signed out), so a reload restores nothing.
      else await connector.disconnect()
    },
    getAccounts: () => connector.getAccounts(),
    getNetworkId: async () => networkId(await connector.getChainId()),
    isAuthorized: () => connector.isAuthorized(),
    getProvider: () => connector.getProvider(),
    subscribe(listener: (event: ConnectorEvent) => void) {
      return config.subscribe(
        (state) => state.connections.get(connector.uid),
        (connection, previous) => {
          if (!connection) {
            if (previous) listener({ type: 'disconnect' })
            return
          }
          listener({ type: 'change', accounts: connection.accounts, networkId: networkId(connection.chainId) })
        },
      )
    },
    async switchNetwork({ network }) {
      await switchChain(config, { chainId: Number(network.id), connector })
    },
    async signMessage({ message, address }) {
      const { signMessage } = await walletActions()
      return signMessage(config, { message, account: address as Address, connector })
    },
    async sendTransaction({ address, to, value, data }) {
      const { sendTransaction } = await walletActions()
      const chainId = getConnection(config).chainId
      return sendTransaction(config, {
        account: address as Address,
        to: to as Address,
        value,
        ...(data ? { data: data as `0x${string}` } : {}),
        connector,
        ...(chainId ? { chainId } : {}),
      })
    },
    ...callsMethods(config, connector),
  }
}
