import { afterEach, describe, expect, test, vi } from 'vitest'
import { emitEvent } from '../actions/emitEvent.js'
import { getAlerts } from '../getters/getAlerts.js'
import { json } from './api.test-utils.js'
import { createFakeApi, createApiTestKit as createKitWithApi, flush } from './fakeApi.test-utils.js'

// In Node there is no page: the event's url and domain come from the app metadata.
const createApiTestKit = (...[api, parameters = {}]: Parameters<typeof createKitWithApi>) =>
  createKitWithApi(api, { metadata: { name: 'Test', url: 'http://localhost:5173/shop' }, ...parameters })

afterEach(() => {
  vi.useRealTimers()
})

const names = (api: ReturnType<typeof createFakeApi>) => api.events().map((event) => event.props.event)

describe('analytics (POST /e)', () => {
  test('default: INITIALIZE at mount; then every event but MODAL_CREATED, with projectId, st, sv and docs/rules body', async () => {
    const api = createFakeApi()
    const kit = createApiTestKit(api, { sdkVersion: 'react-kit-0.1.0' })
    await vi.waitFor(() => expect(names(api)).toEqual(['INITIALIZE']))
    await vi.waitFor(() => expect(kit._internal.state.remoteConfig.analyticsEnabled).toBe(true))
    emitEvent(kit, 'MODAL_CREATED')
    emitEvent(kit, 'MODAL_OPEN', { view: 'Connect' })
    await flush()
    expect(names(api)).toEqual(['INITIALIZE', 'MODAL_OPEN'])
    const request = api.requests.filter((item) => item.url.pathname === '/e').at(-1)!
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ projectId: 'test', st: 'appkit', sv: 'react-kit-0.1.0' })
    expect(Object.keys(request.body).sort()).toEqual(['domain', 'eventId', 'props', 'timestamp', 'url'])
    expect(request.body.props).toEqual({ type: 'track', event: 'MODAL_OPEN', properties: { view: 'Connect' } })
    expect(typeof request.body.eventId).toBe('string')
    expect(request.body.timestamp).toBeTypeOf('number')
    expect(request.body).toMatchObject({ url: 'http://localhost:5173/shop', domain: 'localhost' })
  })

  test('behavior: analytics off for the project → only INITIALIZE', async () => {
    const api = createFakeApi({ 'GET /getAnalyticsConfig': () => ({ isAnalyticsEnabled: false }) })
    const kit = createApiTestKit(api)
    await vi.waitFor(() => expect(kit._internal.state.remoteConfig.analyticsEnabled).toBe(false))
    emitEvent(kit, 'MODAL_OPEN')
    emitEvent(kit, 'CONNECT_SUCCESS')
    await flush()
    expect(names(api)).toEqual(['INITIALIZE'])
  })

  test('behavior: events before the config answers wait, then go out', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const api = createFakeApi({
      'GET /getAnalyticsConfig': async () => {
        await gate
        return { isAnalyticsEnabled: true }
      },
    })
    const kit = createApiTestKit(api)
    await vi.waitFor(() => expect(names(api)).toEqual(['INITIALIZE']))
    emitEvent(kit, 'MODAL_OPEN')
    await flush()
    expect(names(api)).toEqual(['INITIALIZE'])
    release()
    await vi.waitFor(() => expect(names(api)).toEqual(['INITIALIZE', 'MODAL_OPEN']))
  })

  test('behavior: features.analytics in code wins over the project config', async () => {
    const off = createFakeApi({ 'GET /getAnalyticsConfig': () => ({ isAnalyticsEnabled: true }) })
    const kitOff = createApiTestKit(off, { features: { analytics: false } })
    await vi.waitFor(() => expect(names(off)).toEqual(['INITIALIZE']))
    emitEvent(kitOff, 'MODAL_OPEN')
    await flush()
    expect(names(off)).toEqual(['INITIALIZE'])
    expect(off.count('GET', '/getAnalyticsConfig')).toBe(0)

    const on = createFakeApi({ 'GET /getAnalyticsConfig': () => ({ isAnalyticsEnabled: false }) })
    const kitOn = createApiTestKit(on, { features: { analytics: true } })
    await vi.waitFor(() => expect(names(on)).toEqual(['INITIALIZE']))
    emitEvent(kitOn, 'MODAL_OPEN')
    await vi.waitFor(() => expect(names(on)).toEqual(['INITIALIZE', 'MODAL_OPEN']))
  })

  test("behavior: a 403 shows 'Invalid App Configuration' once and stops sending", async () => {
    const api = createFakeApi({ 'POST /e': () => json({ message: 'Unauthorized: origin not allowed', code: 'ORIGIN_NOT_ALLOWED' }, 403) })
    const kit = createApiTestKit(api)
    await vi.waitFor(() => expect(getAlerts(kit).map((alert) => alert.message)).toEqual(['Invalid App Configuration']))
    await vi.waitFor(() => expect(kit._internal.state.remoteConfig.analyticsEnabled).toBe(true))
    emitEvent(kit, 'MODAL_OPEN')
    emitEvent(kit, 'MODAL_CLOSE')
    await flush()
    expect(names(api)).toEqual(['INITIALIZE'])
    expect(getAlerts(kit).filter((alert) => alert.code === 'INVALID_APP_CONFIGURATION')).toHaveLength(1)
  })

  test('behavior: error reports at most 5 per 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = createFakeApi()
    const kit = createApiTestKit(api)
    await vi.waitFor(() => expect(kit._internal.state.remoteConfig.analyticsEnabled).toBe(true))
    for (let index = 0; index < 8; index++) emitEvent(kit, 'CONNECT_ERROR', { message: `e${index}` })
    emitEvent(kit, 'MODAL_OPEN')
    await flush()
    expect(names(api).filter((name) => name === 'CONNECT_ERROR')).toHaveLength(5)
    expect(names(api)).toContain('MODAL_OPEN')
    vi.setSystemTime(Date.now() + 60_000)
    emitEvent(kit, 'DISCONNECT_ERROR')
    await flush()
    expect(names(api).at(-1)).toBe('DISCONNECT_ERROR')
  })

  test('behavior: no apiUrl → nothing sent', async () => {
    const api = createFakeApi()
    createApiTestKit(api, { apiUrl: undefined })
    await flush(10)
    expect(api.requests).toHaveLength(0)
  })

  test('parameters: analyticsUrl sends events elsewhere', async () => {
    const api = createFakeApi()
    createApiTestKit(api, { analyticsUrl: 'http://analytics.test' })
    await vi.waitFor(() => expect(names(api)).toEqual(['INITIALIZE']))
    expect(api.requests.find((request) => request.url.pathname === '/e')!.url.host).toBe('analytics.test')
  })
})
