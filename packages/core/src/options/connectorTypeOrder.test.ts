import { describe, expect, test } from 'vitest'
import { updateFeatures } from '../actions/updateFeatures.js'
import { connectorsAdapter, stubConnector } from '../adapters/connectorsAdapter.test-utils.js'
import { createKit } from '../createKit.js'
import { getConnectorGroups } from '../getters/getConnectorGroups.js'
import { getConnectors } from '../getters/getConnectors.js'
import { getFeatures } from '../getters/getFeatures.js'
import { anvil } from '../networks/anvil.js'
import { createMemoryBackend } from '../storage/createStorage.js'
import { connectorKinds, resolveConnectorTypeOrder } from './connectorTypeOrder.js'

/** One connector of each installed kind, announced in no particular order. */
const adapter = connectorsAdapter([
  stubConnector({ id: 'ext', name: 'External', type: 'external' }),
  stubConnector({ id: 'custom', name: 'Custom', type: 'custom' }),
  stubConnector({ id: 'io.metamask', name: 'MetaMask', type: 'injected' }),
  stubConnector({ id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect' }),
])

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
