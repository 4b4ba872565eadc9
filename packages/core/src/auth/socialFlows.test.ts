import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { getAccount } from '../getters/getAccount.js'
import { getConnections } from '../getters/getConnections.js'
import { subscribeEvents } from '../getters/getEvent.js'
import type { Kit } from '../kit.js'
import type { KitEvent } from '../state/events.js'
import { createTestKit, testAddress } from '../testKit.test-utils.js'
import { connectSocial } from './actions/connectSocial.js'
import { getAuth } from './getAuth.js'
import { loadAuthClient } from './loadAuthClient.js'
import { socialPopupFeatures } from './openSocialPopup.js'
import { createFakeWindow, type FakeWindow, secureOrigin } from './testFrame.test-utils.js'
import { waitForSocialCallback } from './waitForSocialCallback.js'

// Social login (docs/rules/states.md and docs/rules/errors.md): the popup is checked for closure every 1 s; the flow ends
// with 'Popup closed', 'Failed to initiate social connection' or 'Failed to connect'.

type Popup = { closed: boolean; location: { href: string }; close(): void }
const createPopup = (): Popup => {
  const popup: Popup = { closed: false, location: { href: 'about:blank' }, close: () => void (popup.closed = true) }
  return popup
}

let win: FakeWindow
let frame: { redirect: 'ok' | 'fail'; connect: 'ok' | 'fail' }

beforeEach(() => {
  frame = { redirect: 'ok', connect: 'ok' }
  win = createFakeWindow({
    script: (message, fake) => {
      switch (message.type) {
        case '@kit-app/GET_SOCIAL_REDIRECT_URI':
          return frame.redirect === 'ok'
            ? fake.succeed(message, { uri: `${secureOrigin}/api/social/start?provider=google` })
            : fake.fail(message, { message: 'Failed to initiate social connection' })
        case '@kit-app/CONNECT_SOCIAL':
          return frame.connect === 'ok'
            ? fake.succeed(message, { address: testAddress, chainId: 31337, email: 'social@example.com', userName: 'Social User' })
            : fake.fail(message, { message: 'Invalid state' })
        case '@kit-app/IS_CONNECTED':
          return fake.succeed(message, { isConnected: frame.connect === 'ok' })
        case '@kit-app/GET_USER':
          return fake.succeed(message, { address: testAddress, chainId: 31337, email: 'social@example.com', userName: 'Social User' })
        case '@kit-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
          return fake.succeed(message, { smartAccountEnabledNetworks: [] })
        default:
          return fake.succeed(message, {})
      }
    },
  })
  vi.stubGlobal('window', win)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function readyKit(): Promise<Kit> {
  const kit = createTestKit({ secureOrigin })
  await loadAuthClient(kit)
  return kit
}

/** Every event the kit sends from now on. */
function recordEvents(kit: Kit): KitEvent['data'][] {
  const events: KitEvent['data'][] = []
  subscribeEvents(kit, { onEvent: (event) => events.push(event.data) })
  return events
}

/** The callback page in the popup posts the result URI to the host (as apps/secure's does). */
function postCallback(popup: Popup, origin = secureOrigin) {
  win.dispatch('message', {
    source: popup,
    origin,
    data: { type: '@kit-frame/SOCIAL_CALLBACK', id: 'callback0001', payload: { uri: `${secureOrigin}/social/callback?code=x&state=y` } },
  })
}

describe('social login', () => {
  test('default: the popup is 600x800, centred on the host window', () => {
    expect(socialPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 1000 })).toBe('popup=yes,width=600,height=800,left=500,top=150')
  })

  test('behavior: redirect → callback from the popup → CONNECT_SOCIAL → connected; the popup closed', async () => {
    const kit = await readyKit()
    const events = recordEvents(kit)
    const popup = createPopup()
    const login = connectSocial(kit, { provider: 'google', popup: popup as unknown as Window })
    await vi.waitFor(() => expect(popup.location.href).toContain('/api/social/start'))
    // A message of the right shape from another origin does not count.
    postCallback(popup, 'http://evil.test')
    postCallback(popup)
    await login
    expect(getAccount(kit)).toMatchObject({ status: 'connected', address: testAddress, connectorId: 'auth' })
    expect(popup.closed).toBe(true)
    expect(getAuth(kit).socialLogin).toBeUndefined()
    // The connection records the provider, so a remembered one reconnects through the same popup.
    expect(getConnections(kit).connections.find((connection) => connection.connectorId === 'auth')?.auth).toEqual({
      name: 'google',
      username: 'social@example.com',
    })
    const connect = win.posted.find((entry) => entry.message.type === '@kit-app/CONNECT_SOCIAL')
    expect(connect?.message.payload).toMatchObject({ uri: `${secureOrigin}/social/callback?code=x&state=y`, preferredAccountType: 'eoa' })
    // AppKit's social login events (docs/reference/events.md).
    expect(events.filter((data) => data.event.startsWith('SOCIAL_'))).toEqual([
      { type: 'track', event: 'SOCIAL_LOGIN_STARTED', properties: { provider: 'google' } },
      { type: 'track', event: 'SOCIAL_LOGIN_REQUEST_USER_DATA', properties: { provider: 'google' } },
      { type: 'track', event: 'SOCIAL_LOGIN_SUCCESS', address: testAddress, properties: { provider: 'google', caipNetworkId: 'eip155:31337' } },
    ])
  })

  test('behavior: the popup is checked every 1 s: closed → "Popup closed"', async () => {
    vi.useFakeTimers()
    const popup = createPopup()
    const wait = waitForSocialCallback({ host: win as unknown as Window, popup, origin: secureOrigin, warn: () => undefined })
    let settled = false
    wait.then(
      () => (settled = true),
      () => (settled = true),
    )
    await vi.advanceTimersByTimeAsync(3_000)
    expect(settled).toBe(false)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(wait).rejects.toMatchObject({ name: 'PopupClosedError', shortMessage: 'Popup closed' })
    expect(win.listenerCount('message')).toBe(0)
  })

  test('behavior: the user closes the popup during the login → "Popup closed" in the auth state', async () => {
    const kit = await readyKit()
    const events = recordEvents(kit)
    const popup = createPopup()
    const login = connectSocial(kit, { provider: 'google', popup: popup as unknown as Window })
    await vi.waitFor(() => expect(popup.location.href).toContain('/api/social/start'))
    popup.closed = true
    await expect(login).rejects.toMatchObject({ name: 'PopupClosedError', shortMessage: 'Popup closed' })
    expect(events.map((data) => data.event)).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_CANCELED'])
    expect(getAuth(kit).socialLogin).toMatchObject({ provider: 'google', error: { message: 'Popup closed' } })
    expect(getAccount(kit).status).toBe('disconnected')
  })

  test('behavior: no redirect URI, or a blocked popup → "Failed to initiate social connection"', async () => {
    const kit = await readyKit()
    frame.redirect = 'fail'
    const events = recordEvents(kit)
    const popup = createPopup()
    await expect(connectSocial(kit, { provider: 'github', popup: popup as unknown as Window })).rejects.toMatchObject({
      shortMessage: 'Failed to initiate social connection',
    })
    expect(popup.closed).toBe(true)
    expect(events.map((data) => data.event)).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_ERROR'])
    // win.open returns null: the popup was blocked.
    await expect(connectSocial(kit, { provider: 'github' })).rejects.toMatchObject({ shortMessage: 'Failed to initiate social connection' })
    expect(getAccount(kit).status).toBe('disconnected')
  })

  test('behavior: the frame refuses the callback → "Failed to connect", nothing connected', async () => {
    const kit = await readyKit()
    frame.connect = 'fail'
    const popup = createPopup()
    const login = connectSocial(kit, { provider: 'discord', popup: popup as unknown as Window })
    await vi.waitFor(() => expect(popup.location.href).toContain('/api/social/start'))
    postCallback(popup)
    await expect(login).rejects.toMatchObject({ shortMessage: 'Failed to connect' })
    expect(getAuth(kit).socialLogin).toMatchObject({ provider: 'discord', error: { message: 'Failed to connect' } })
    expect(getAccount(kit).status).toBe('disconnected')
    expect(popup.closed).toBe(true)
  })
})
