import { UserRejectedRequestError } from '../errors/wallet.js'
import type { CaipNetwork, CaipNetworkId, Namespace } from '../types.js'
import type { Adapter, Connector, ConnectorEvent, SendTransactionParameters } from './contract.js'

export type MockAdapterParameters = {
  namespace?: Namespace | undefined
  accounts: readonly string[]
  connectorId?: string | undefined
  /** The connector's type (default `injected`); `walletConnect` for pairing-session tests. */
  connectorType?: Connector['type'] | undefined
  balance?: bigint | undefined
  features?: {
    connectError?: boolean | Error | undefined
    rejectConnect?: boolean | undefined
    rejectSign?: boolean | undefined
    balanceError?: boolean | undefined
    /** Start authorised, as after a previous visit. */
    authorized?: boolean | undefined
    /** What connect resolves with instead of the real result (bad-input tests). */
    connectResult?: unknown
    /** Gives the connector a `sendTransaction` capability answering with this function. */
    sendTransaction?: ((parameters: SendTransactionParameters) => Promise<string>) | undefined
    /** Gives the connector these EIP-5792 capabilities. */
    calls?: Pick<Connector, 'getCapabilities' | 'sendCalls' | 'getCallsStatus' | 'showCallsStatus'> | undefined
    /** Gives the adapter a `prepareTokenTransfer` capability (a fake token call). */
    tokenTransfers?: boolean | undefined
  }
  /** More wallets of the namespace (multi-wallet tests); each starts unauthorised, of the adapter's type unless given. */
  others?: readonly { connectorId: string; name: string; accounts: readonly string[]; type?: Connector['type'] | undefined }[] | undefined
}

export type MockConnector = Connector<{ emit(event: ConnectorEvent): void }> & {
  /** Test control: a wallet-initiated event. */
  emit(event: ConnectorEvent): void
}

type MockWallet = { connectorId: string; name: string; accounts: readonly string[]; authorized: boolean; type?: Connector['type'] | undefined }

type MockConnectorOptions = {
  namespace: Namespace
  networks: readonly CaipNetwork[]
  connectorType: Connector['type']
  features: NonNullable<MockAdapterParameters['features']>
}

/** One mock wallet's connector: connects (or refuses, as `features` say), signs `signed:<message>`, emits what a test tells it. */
function createMockConnector(
  { connectorId, name, accounts, authorized: startAuthorized, type }: MockWallet,
  { namespace, networks, connectorType, features }: MockConnectorOptions,
): MockConnector {
  let authorized = startAuthorized
  let networkId = (networks[0]?.caipNetworkId ?? `${namespace}:1`) as CaipNetworkId
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const connector: MockConnector = {
    namespace,
    id: connectorId,
    name,
    type: type ?? connectorType,
    async connect(parameters) {
      if (features.rejectConnect) throw new UserRejectedRequestError()
      if (features.connectError) throw features.connectError instanceof Error ? features.connectError : new Error('connect failed')
      if (parameters?.networkId) networkId = parameters.networkId
      authorized = true
      if (features.connectResult !== undefined) return features.connectResult as never
      return { accounts, networkId }
    },
    async disconnect() {
      authorized = false
    },
    getAccounts: async () => (authorized ? accounts : []),
    getNetworkId: async () => networkId,
    isAuthorized: async () => authorized,
    getProvider: async () => ({ emit: (event: ConnectorEvent) => connector.emit(event) }),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async switchNetwork({ network }) {
      networkId = network.caipNetworkId
    },
    async signMessage({ message }) {
      if (features.rejectSign) throw new UserRejectedRequestError()
      return `signed:${message}`
    },
    ...(features.sendTransaction ? { sendTransaction: features.sendTransaction } : {}),
    ...features.calls,
    emit(event) {
      if (event.type === 'change' && event.networkId) networkId = event.networkId
      for (const listener of listeners) listener(event)
    },
  }
  return connector
}

/**
 * A deterministic adapter for unit tests of one module (docs/contributing.md, "Adapters: one contract", after wagmi's mock connector).
 * Not for end-to-end tests: those use the real test wallets of @kit/test.
 */
export function mockAdapter({
  namespace = 'eip155',
  accounts,
  connectorId = 'mock',
  connectorType = 'injected',
  balance = 0n,
  features = {},
  others = [],
}: MockAdapterParameters): Adapter {
  return {
    namespace,
    setup({ networks }) {
      const wallets = [
        { connectorId, name: 'Mock Wallet', accounts, authorized: features.authorized ?? false },
        ...others.map((other) => ({ ...other, authorized: false })),
      ].map((wallet) => createMockConnector(wallet, { namespace, networks, connectorType, features }))
      return {
        watchConnectors(onChange) {
          onChange(wallets)
          return () => undefined
        },
        async getBalance({ network }) {
          if (features.balanceError) throw new Error('RPC down')
          return { value: balance, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol }
        },
        isValidAddress: (address) => address.length > 0 && !/\s/.test(address) && address.startsWith(namespace === 'eip155' ? '0x' : ''),
        ...(features.tokenTransfers ? { prepareTokenTransfer: ({ token, to, amount }) => ({ to: token, value: 0n, data: `transfer:${to}:${amount}` }) } : {}),
      }
    },
  }
}
