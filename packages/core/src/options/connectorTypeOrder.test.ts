import { describe, expect, test } from 'vitest'
import { updateFeatures } from '../actions/updateFeatures.js'
import type { Adapter, Connector } from '../adapters/contract.js'
import { createKit } from '../createKit.js'
import { getConnectorGroups } from '../getters/getConnectorGroups.js'
import { getConnectors } from '../getters/getConnectors.js'
import { getFeatures } from '../getters/getFeatures.js'
import { anvil } from '../networks/anvil.js'
import { createMemoryBackend } from '../storage/createStorage.js'
import { connectorKinds, resolveConnectorTypeOrder } from './connectorTypeOrder.js'

const stub = (partial: Pick<Connector, 'id' | 'name' | 'type'>): Connector => ({
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

/** One connector of each installed kind, announced in no particular order. */
const adapter: Adapter = {
  namespace: 'eip155',
  setup: () =>
    ({
      watchConnectors(onChange: (connectors: readonly Connector[]) => void) {
        onChange([
          stub({ id: 'ext', name: 'External', type: 'external' }),
          stub({ id: 'custom', name: 'Custom', type: 'custom' }),
          stub({ id: 'io.metamask', name: 'MetaMask', type: 'injected' }),
          stub({ id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect' }),
        ])
        return () => undefined
      },
    }) as never,
}

const kitWith = (features: Record<string, unknown> = {}) =>
  createKit({
    projectId: 'test',
    networks: [anvil],
    adapters: [adapter],
    storage: createMemoryBackend(),
    environment: { isBrowser: () => true, isMobile: () => false },
    features,
  })

const order = (kit: ReturnType<typeof kitWith>) => getConnectors(kit).map((item) => item.connector.id)

describe("features.connectorTypeOrder (AppKit's)", () => {
  test("default: AppKit's order (walletConnect, recent, injected, featured, custom, external, recommended)", () => {
    expect(resolveConnectorTypeOrder(undefined)).toEqual(connectorKinds)
    expect(order(kitWith())).toEqual(['walletConnect', 'io.metamask', 'custom', 'ext'])
    expect(getFeatures(kitWith()).connectorTypeOrder).toEqual(connectorKinds)
  })

  test('parameters: the kinds given come first, the rest keep the default order', () => {
    expect(resolveConnectorTypeOrder(['external', 'injected'])).toEqual([
      'external',
      'injected',
      'walletConnect',
      'recent',
      'featured',
      'custom',
      'recommended',
    ])
    const kit = kitWith({ connectorTypeOrder: ['external', 'injected'] })
    expect(order(kit)).toEqual(['ext', 'io.metamask', 'walletConnect', 'custom'])
    expect(getConnectorGroups(kit).map((group) => group.id)).toEqual(['external', 'metamask', 'walletconnect', 'custom'])
  })

  test('behavior: recent wallets move as one section', () => {
    const kit = kitWith({ connectorTypeOrder: ['custom', 'recent'] })
    kit._internal.state.connectors.recent = ['io.metamask']
    expect(order(kit)).toEqual(['custom', 'io.metamask', 'walletConnect', 'ext'])
  })

  test('behavior: updateFeatures changes the order while the kit runs', () => {
    const kit = kitWith()
    updateFeatures(kit, { connectorTypeOrder: ['custom'] })
    expect(order(kit)[0]).toBe('custom')
  })

  test('behavior: an unknown kind is a KitOptionsError naming it', () => {
    expect(() => kitWith({ connectorTypeOrder: ['wallet'] })).toThrow('features.connectorTypeOrder.0')
  })
})
