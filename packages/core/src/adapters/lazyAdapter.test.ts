import { expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { getAccount } from '../getters/getAccount.js'
import { getConnectors } from '../getters/getConnectors.js'
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
