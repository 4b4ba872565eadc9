import { afterEach, describe, expect, test, vi } from 'vitest'
import { json } from '../api/api.test-utils.js'
import { createApiTestKit, createFakeApi, flush } from '../api/fakeApi.test-utils.js'
import { getAlerts } from '../getters/getAlerts.js'
import { getModalState } from '../getters/getModalState.js'
import { createTestKit } from '../test-utils.js'
import { checkAllowedOrigin } from './checkAllowedOrigin.js'
import { open } from './open.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

const alertTexts = (kit: Parameters<typeof getAlerts>[0]) => getAlerts(kit).map((alert) => alert.message)

describe('checkAllowedOrigin', () => {
  const origins = () => ({ allowedOrigins: ['http://localhost:*', 'https://*.example.com'] })

  test('default: an origin on the list (wildcards) raises nothing', async () => {
    const api = createFakeApi({ 'GET /projects/v1/origins': origins })
    const kit = createApiTestKit(api)
    expect(await checkAllowedOrigin(kit, { origin: 'https://shop.example.com' })).toBe('allowed')
    expect(await checkAllowedOrigin(kit, { origin: 'http://localhost:5173' })).toBe('allowed')
    expect(alertTexts(kit)).not.toContain('Origin Not Allowed')
    const request = api.requests.find((item) => item.url.pathname === '/projects/v1/origins')!
    expect(request.url.searchParams.get('projectId')).toBe('test')
  })

  test("behavior: an origin off the list raises 'Origin Not Allowed' once, and the modal still opens", async () => {
    const api = createFakeApi({ 'GET /projects/v1/origins': origins })
    const kit = createApiTestKit(api)
    expect(await checkAllowedOrigin(kit, { origin: 'https://example.com' })).toBe('blocked')
    expect(await checkAllowedOrigin(kit, { origin: 'https://a.b.example.com' })).toBe('blocked')
    expect(alertTexts(kit).filter((text) => text === 'Origin Not Allowed')).toHaveLength(1)
    expect(getAlerts(kit).at(-1)).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', variant: 'error' })
    open(kit)
    expect(getModalState(kit).open).toBe(true)
  })

  test('behavior: a failed call raises the alert of its status and checks nothing', async () => {
    const api = createFakeApi({
      'GET /projects/v1/origins': () => json({ message: 'Unauthorized: invalid key', code: 'INVALID_PROJECT_ID' }, 401),
    })
    const kit = createApiTestKit(api)
    expect(await checkAllowedOrigin(kit, { origin: 'https://evil.test' })).toBe('unknown')
    expect(alertTexts(kit)).toContain('Invalid Project ID')
    expect(alertTexts(kit)).not.toContain('Origin Not Allowed')
  })

  test('behavior: no API or no page origin → nothing is requested', async () => {
    const api = createFakeApi({ 'GET /projects/v1/origins': origins })
    expect(await checkAllowedOrigin(createTestKit(), { origin: 'https://evil.test' })).toBe('unknown')
    const kit = createApiTestKit(api)
    expect(await checkAllowedOrigin(kit, { origin: undefined })).toBe('unknown')
    await flush()
    expect(api.count('GET', '/projects/v1/origins')).toBe(0)
  })
})

describe('the kit checks its page in the background', () => {
  test("default: after mount the page's origin is checked; off the list → 'Origin Not Allowed', the modal still opens", async () => {
    vi.stubGlobal('location', { origin: 'https://evil.test', href: 'https://evil.test/shop' })
    const api = createFakeApi({ 'GET /projects/v1/origins': () => ({ allowedOrigins: ['https://*.example.com'] }) })
    const kit = createApiTestKit(api)
    open(kit)
    expect(getModalState(kit).open).toBe(true)
    await vi.waitFor(() => expect(alertTexts(kit)).toContain('Origin Not Allowed'))
    expect(api.count('GET', '/projects/v1/origins')).toBe(1)
  })

  test('behavior: a page on the list raises nothing', async () => {
    vi.stubGlobal('location', { origin: 'https://shop.example.com', href: 'https://shop.example.com/' })
    const api = createFakeApi({ 'GET /projects/v1/origins': () => ({ allowedOrigins: ['https://*.example.com'] }) })
    const kit = createApiTestKit(api)
    await vi.waitFor(() => expect(api.count('GET', '/projects/v1/origins')).toBe(1))
    await flush()
    expect(alertTexts(kit)).not.toContain('Origin Not Allowed')
  })
})
