import { describe, expect, test, vi } from 'vitest'
import { json } from '../api/api.test-utils.js'
import { createApiTestKit, createFakeApi } from '../api/fakeApi.test-utils.js'

describe('fetchRemoteConfig', () => {
  test("default: the project's smart-account-enabled networks come with the config request (no request of their own)", async () => {
    const api = createFakeApi({ 'GET /appkit/v1/config': () => ({ features: [], smartAccountEnabledNetworks: ['eip155:31337', 'eip155:8453'] }) })
    const kit = createApiTestKit(api)
    await vi.waitFor(() => expect(kit._internal.state.remoteConfig.smartAccountEnabledNetworks).toEqual(['eip155:31337', 'eip155:8453']))
    expect(api.count('GET', '/appkit/v1/config')).toBe(1)
  })

  test('behavior: an API without the list, or a failed config request, leaves the list empty (docs/rules/states.md)', async () => {
    const older = createApiTestKit(createFakeApi({ 'GET /appkit/v1/config': () => ({ features: [] }) }))
    await vi.waitFor(() => expect(older._internal.state.remoteConfig.smartAccountEnabledNetworks).toEqual([]))
    const failing = createApiTestKit(createFakeApi({ 'GET /appkit/v1/config': () => json({ message: 'boom' }, 500) }))
    await vi.waitFor(() => expect(failing._internal.state.remoteConfig.smartAccountEnabledNetworks).toEqual([]))
  })
})
