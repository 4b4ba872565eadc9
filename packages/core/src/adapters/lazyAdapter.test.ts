import { expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { getAccount } from '../getters/getAccount.js'
import { getConnectors } from '../getters/getConnectors.js'
import { anvil } from '../networks/anvil.js'
import { solanaDevnet } from '../networks/solana.js'
import { createTestKit, testAddress } from '../testKit.test-utils.js'
import { lazyAdapter } from './lazyAdapter.js'
import { mockAdapter } from './mockAdapter.js'

test('default: loads on mount, then works like the real adapter', async () => {
  const load = vi.fn(async () => mockAdapter({ accounts: [testAddress], balance: 10n ** 18n }))
  const kit = createTestKit({ adapters: [lazyAdapter({ namespace: 'eip155', load })], ssr: true })
  expect(load).not.toHaveBeenCalled()
  kit._internal.mount()
  expect(load).toHaveBeenCalledTimes(1)
  await vi.waitFor(() => expect(getConnectors(kit)).toHaveLength(1))
  await connect(kit, { connectorId: 'mock' })
  await vi.waitFor(() => expect(getAccount(kit).balance).toBe('1'))
  expect(kit._internal.adapters.get('eip155')!.isValidAddress(testAddress)).toBe(true)
  expect(load).toHaveBeenCalledTimes(1)
})

test('behavior: a failed or wrong load is reported, not thrown; nothing is discovered', async () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
  const kit = createTestKit({
    adapters: [lazyAdapter({ namespace: 'eip155', load: async () => mockAdapter({ namespace: 'solana', accounts: ['x'] }) })],
  })
  await vi.waitFor(() => expect(error).toHaveBeenCalled())
  expect(getConnectors(kit)).toEqual([])
  expect(kit._internal.adapters.get('eip155')!.isValidAddress(testAddress)).toBe(false)
  error.mockRestore()
})

test('behavior: walletConnectOnly is known before the load; external connections are watched once loaded', async () => {
  let announce: ((connectorId: string) => void) | undefined
  const load = async () => {
    const adapter = mockAdapter({ accounts: [testAddress] })
    return {
      ...adapter,
      setup: (context: Parameters<typeof adapter.setup>[0]) => ({
        ...adapter.setup(context),
        watchExternalConnections(onConnect: (connectorId: string) => void) {
          announce = onConnect
          return () => {
            announce = undefined
          }
        },
      }),
    }
  }
  const kit = createTestKit({ adapters: [lazyAdapter({ namespace: 'eip155', load, walletConnectOnly: true })], ssr: true })
  expect(kit._internal.adapters.get('eip155')!.walletConnectOnly).toBe(true)
  kit._internal.mount()
  await vi.waitFor(() => expect(announce).toBeDefined())
  announce!('mock')
  await vi.waitFor(() => expect(getAccount(kit).address).toBe(testAddress))
  kit._internal.unmount()
  expect(announce).toBeUndefined()
})

test('behavior: connectors keep the adapters order when a later adapter loads first', async () => {
  let loadSolana: () => void = () => undefined
  const solanaLoaded = new Promise<void>((resolve) => {
    loadSolana = resolve
  })
  let loadEip155: () => void = () => undefined
  const eip155Loaded = new Promise<void>((resolve) => {
    loadEip155 = resolve
  })
  const kit = createTestKit({
    networks: [anvil, solanaDevnet],
    adapters: [
      lazyAdapter({ namespace: 'eip155', load: async () => (await eip155Loaded, mockAdapter({ accounts: [testAddress], connectorId: 'shared' })) }),
      lazyAdapter({
        namespace: 'solana',
        load: async () => (await solanaLoaded, mockAdapter({ namespace: 'solana', accounts: ['So1ana'], connectorId: 'shared' })),
      }),
    ],
  })
  loadSolana()
  await vi.waitFor(() => expect(getConnectors(kit)).toHaveLength(1))
  loadEip155()
  await vi.waitFor(() => expect(Object.keys(kit._internal.state.connectors.byNamespace)).toEqual(['eip155', 'solana']))
  // A connector id both namespaces have is found in the first adapter's namespace.
  expect(getConnectors(kit)[0]?.connector.namespace).toBe('eip155')
})
