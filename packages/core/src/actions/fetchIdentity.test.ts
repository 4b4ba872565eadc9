import { afterEach, describe, expect, test, vi } from 'vitest'
import { json } from '../api/api.test-utils.js'
import { createApiTestKit, createFakeApi, flush } from '../api/fakeApi.test-utils.js'
import { getAccount } from '../getters/getAccount.js'
import { testAddress } from '../testKit.test-utils.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { fetchIdentity } from './fetchIdentity.js'

afterEach(() => {
  vi.useRealTimers()
})

const identityRoute = (name: string | null) => () => ({ name, avatar: name ? `https://img.test/${name}.png` : null })

describe('identity', () => {
  test('default: name and avatar of the connected account, fetched in the background', async () => {
    const api = createFakeApi({ 'GET /v1/identity/': identityRoute('alice.kit') })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    await vi.waitFor(() => expect(getAccount(kit).profileName).toBe('alice.kit'))
    expect(getAccount(kit).profileImage).toBe('https://img.test/alice.kit.png')
    const request = api.requests.find((item) => item.url.pathname.startsWith('/v1/identity/'))!
    expect(request.url.pathname).toBe(`/v1/identity/${testAddress}`)
    expect(Object.fromEntries(request.url.searchParams)).toMatchObject({ projectId: 'test', st: 'appkit', sv: 'html-kit-0.1.0', sender: testAddress })
  })

  test('behavior: cached 5 min (docs/rules/limits.md)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = createFakeApi({ 'GET /v1/identity/': identityRoute('alice.kit') })
    const kit = createApiTestKit(api)
    await fetchIdentity(kit, { address: testAddress })
    vi.setSystemTime(Date.now() + 5 * 60_000 - 1)
    await fetchIdentity(kit, { address: testAddress })
    expect(api.count('GET', '/v1/identity/')).toBe(1)
    vi.setSystemTime(Date.now() + 1)
    await fetchIdentity(kit, { address: testAddress.toLowerCase() })
    expect(api.count('GET', '/v1/identity/')).toBe(2)
  })

  test('behavior: reconnecting within 5 min uses the cache', async () => {
    const api = createFakeApi({ 'GET /v1/identity/': identityRoute('alice.kit') })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    await vi.waitFor(() => expect(getAccount(kit).profileName).toBe('alice.kit'))
    await disconnect(kit)
    expect(getAccount(kit).profileName).toBeUndefined()
    await connect(kit, { connectorId: 'mock' })
    await vi.waitFor(() => expect(getAccount(kit).profileName).toBe('alice.kit'))
    expect(api.count('GET', '/v1/identity/')).toBe(1)
  })

  test('behavior: unknown address → no name; failure → no name, retried after 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let fail = true
    const api = createFakeApi({ 'GET /v1/identity/': () => (fail ? json({ message: 'Server Error' }, 500) : { name: null, avatar: null }) })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    await vi.waitFor(() => expect(api.count('GET', '/v1/identity/')).toBe(1))
    await flush()
    expect(getAccount(kit).profileName).toBeUndefined()
    fail = false
    await fetchIdentity(kit, { address: testAddress })
    expect(api.count('GET', '/v1/identity/')).toBe(1)
    vi.setSystemTime(Date.now() + 30_000)
    await fetchIdentity(kit, { address: testAddress })
    expect(api.count('GET', '/v1/identity/')).toBe(2)
    expect(getAccount(kit).profileName).toBeUndefined()
  })
})
