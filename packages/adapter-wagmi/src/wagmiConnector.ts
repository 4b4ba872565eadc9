import type { CaipNetworkId, Connector, ConnectorEvent } from '@kit/core'
import type { Address } from 'viem'
import type { Config, Connector as WagmiConnector } from 'wagmi'
import { connect, disconnect, getConnection, sendTransaction, signMessage, switchChain } from 'wagmi/actions'

const networkId = (chainId: number) => `eip155:${chainId}` as CaipNetworkId

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
    type: connector.type === 'walletConnect' ? 'walletConnect' : 'injected',
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
      return signMessage(config, { message, account: address as Address, connector })
    },
    async sendTransaction({ address, to, value, data }) {
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
  }
}
