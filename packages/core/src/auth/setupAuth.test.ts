import { describe, expect, test, vi } from 'vitest'
import { createApiTestKit, createFakeApi } from '../api/fakeApi.test-utils.js'
import { getAuth } from './getAuth.js'
import { getConnectMethods, watchConnectMethods } from './setupAuth.js'
import { secureOrigin } from './testFrame.test-utils.js'

// The Connect view's methods come from getFeatures: code options first, then docs/rules defaults
// narrowed by the project's remote config (GET /appkit/v1/config), which never overrides code.

const remote = (config: unknown) => createFakeApi({ 'GET /appkit/v1/config': () => ({ features: config }) })

describe('getConnectMethods', () => {
  test('behavior: remote config narrows the defaults (only the listed socials; email off when not listed)', async () => {
    const kit = createApiTestKit(remote([{ id: 'social_login', isEnabled: true, config: ['github', 'google'] }]), { secureOrigin })
    expect(getConnectMethods(kit).socials).toHaveLength(7)
    const changes: unknown[] = []
    const unwatch = watchConnectMethods(kit, { onChange: (value) => changes.push(value) })
    await vi.waitFor(() => expect(getConnectMethods(kit).socials).toEqual(['google', 'github']))
    expect(getConnectMethods(kit)).toEqual({ order: ['social', 'wallet'], email: false, socials: ['google', 'github'] })
    expect(getConnectMethods(kit)).toBe(getConnectMethods(kit))
    expect(changes).toHaveLength(1)
    unwatch()
    // The connector stays registered (a stored session still reconnects); the view only hides it.
    expect(getAuth(kit).enabled).toBe(true)
  })

  test('behavior: remote social login off → wallets only', async () => {
    const kit = createApiTestKit(remote([{ id: 'social_login', isEnabled: false, config: [] }]), { secureOrigin })
    await vi.waitFor(() => expect(getConnectMethods(kit).order).toEqual(['wallet']))
    expect(getConnectMethods(kit)).toMatchObject({ email: false, socials: [] })
  })

  test('behavior: options given in code win over the remote config', async () => {
    const api = remote([{ id: 'social_login', isEnabled: false, config: [] }])
    const kit = createApiTestKit(api, { secureOrigin, features: { email: true, socials: ['discord', 'x'] } })
    await vi.waitFor(() => expect(api.count('GET', '/appkit/v1/config')).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(getConnectMethods(kit)).toEqual({ order: ['email', 'social', 'wallet'], email: true, socials: ['discord', 'x'] })
  })

  test('behavior: remote config cannot add what code turned off', async () => {
    const api = remote([{ id: 'social_login', isEnabled: true, config: ['email', 'google'] }])
    const kit = createApiTestKit(api, { secureOrigin, features: { email: false, socials: false } })
    await vi.waitFor(() => expect(api.count('GET', '/appkit/v1/config')).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(getConnectMethods(kit)).toEqual({ order: ['wallet'], email: false, socials: [] })
    expect(getAuth(kit).enabled).toBe(false)
  })
})
