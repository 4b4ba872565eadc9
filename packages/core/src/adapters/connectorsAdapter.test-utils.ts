import type { Adapter, Connector } from './contract.js'

/** A connector that connects nobody: for tests of how connectors are listed, grouped and ordered. */
export const stubConnector = (partial: Pick<Connector, 'id' | 'name' | 'type'> & Partial<Connector>): Connector => ({
  namespace: 'eip155',
  connect: async () => ({ accounts: [], networkId: 'eip155:31337' }),
  disconnect: async () => undefined,
  getAccounts: async () => [],
  getNetworkId: async () => 'eip155:31337',
  isAuthorized: async () => false,
  getProvider: async () => ({}),
  subscribe: () => () => undefined,
  ...partial,
})

/** An eip155 adapter that announces `connectors` (stubConnector's) once, in the order given. */
export const connectorsAdapter = (connectors: readonly Connector[]): Adapter => ({
  namespace: 'eip155',
  setup: () =>
    ({
      watchConnectors(onChange: (connectors: readonly Connector[]) => void) {
        onChange(connectors)
        return () => undefined
      },
    }) as never,
})
