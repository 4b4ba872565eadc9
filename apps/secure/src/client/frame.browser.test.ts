import { createAppEvent, createRequestId, type FrameEvent, parseAppEvent } from '@kit/frame-protocol'
import { type Browser, chromium, type Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningSecure } from '../startSecure.js'
import { type FrameHost, openFrameHost } from '../testing/frameHost.js'
import { createMalformedMessages } from '../testing/malformedMessages.js'
import { CHROMIUM_LAUNCH_OPTIONS, type ParentServer, startParentServer } from '../testing/parentPage.js'
import { createTestClient, startTestSecure, type TestClient } from '../testing/testSecure.js'
import { approveDelayMs } from './approvalView.js'

let secure: RunningSecure
let client: TestClient
let parent: ParentServer
let browser: Browser

beforeAll(async () => {
  parent = await startParentServer()
  // The project's own origin is the only allowed ancestor (no localhost-wide default). The chains'
  // RPC is a port nothing listens on: a devnet another run left on the default ports would
  // otherwise decide what the smart-account checks below see.
  secure = await startTestSecure({
    projects: [{ id: 'kit-demo', allowedOrigins: [parent.origin('localhost')] }],
    chains: [
      { id: 31337, name: 'Anvil', rpcUrls: ['http://127.0.0.1:9'] },
      { id: 8453, name: 'Base (local)', rpcUrls: ['http://127.0.0.1:9'] },
    ],
  })
  client = createTestClient(secure)
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
})
afterAll(async () => {
  await browser?.close()
  await parent?.close()
  await secure?.stop()
})

const openHost = (parameters: { foreign?: boolean; page?: Page } = {}): Promise<FrameHost> => openFrameHost({ browser, parent, secure, ...parameters })

describe('frame page in Chromium', () => {
  test('behavior: 500 malformed or foreign messages are dropped with a warning; no error, no reply, no state change', async () => {
    const host = await openHost({ foreign: true })
    await host.request(createAppEvent('SYNC_THEME', { themeMode: 'dark' }))
    const before = { storage: await host.storage(), received: (await host.received()).length }
    const malformed = createMalformedMessages(450)
    for (const message of malformed) expect(parseAppEvent(message)).toBeNull()
    // 450 of the wrong shape from the parent itself...
    await host.page.evaluate((messages) => {
      for (const message of messages) (window as unknown as { send: (m: unknown) => void }).send(message)
    }, malformed)
    // ...and 50 valid-looking ones from a frame on another origin (wrong source and origin).
    const foreignFrame = host.page.frames().find((candidate) => candidate.url().endsWith('/foreign.html'))
    const valid = Array.from({ length: 50 }, (_, index) =>
      index % 2 ? createAppEvent('SIGN_OUT', undefined) : createAppEvent('CONNECT_EMAIL', { email: 'victim@example.com' }),
    )
    expect(await foreignFrame?.evaluate((messages) => (window as unknown as { blast: (m: unknown[]) => number }).blast(messages), valid)).toBe(50)

    const deadline = Date.now() + 10_000
    while (host.warnings.filter((text) => text.startsWith('[kit-secure] Dropped')).length < 500 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const dropped = host.warnings.filter((text) => text.startsWith('[kit-secure] Dropped'))
    expect(dropped.filter((text) => text.includes('invalid app event'))).toHaveLength(450)
    expect(dropped.filter((text) => text.includes('unexpected source'))).toHaveLength(50)
    expect(host.errors).toEqual([])
    expect((await host.received()).length).toBe(before.received)
    expect(await host.storage()).toEqual(before.storage)
    expect(await host.frame.locator('[data-testid="approve-screen"]').isHidden()).toBe(true)
    expect(await host.frame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(secure.internals.inbox?.list({ to: 'victim@example.com' })).toEqual([])
    await host.page.close()
  })

  test('default: email login, approval on the frame screen, reload, sign out', async () => {
    const host = await openHost()
    const email = 'browser@example.com'
    expect(await host.request(createAppEvent('IS_CONNECTED', {}))).toMatchObject({ type: '@kit-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: false } })
    expect(await host.request(createAppEvent('CONNECT_EMAIL', { email }))).toMatchObject({
      type: '@kit-frame/CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    })
    const mail = await client.latestMail(email)
    // The code is typed on the frame's own screen: the host only asks for the entry.
    const entered = host.request(createAppEvent('CONNECT_OTP', {}))
    await host.frame.getByTestId('otp-input').fill(mail.code ?? '')
    expect(await entered).toMatchObject({ type: '@kit-frame/CONNECT_OTP_SUCCESS' })
    expect((await host.received()).map((event) => (event as { type: string }).type)).toEqual(
      expect.arrayContaining(['@kit-frame/CODE_ENTRY_SHOW', '@kit-frame/CODE_ENTRY_HIDE']),
    )
    expect(JSON.stringify(await host.received())).not.toContain(mail.code ?? 'none')
    const user = await host.request(createAppEvent('GET_USER', { chainId: 31337 }))
    expect(user).toMatchObject({ type: '@kit-frame/GET_USER_SUCCESS', payload: { email, chainId: 31337, preferredAccountType: 'eoa' } })
    const address = (user.payload as { address: `0x${string}` }).address
    // The session is a partitioned, HttpOnly cookie of the secure origin (no script can read it).
    const session = (await host.page.context().cookies(`${secure.url}/api/`)).find((cookie) => cookie.name === 'kit_secure_session')
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None', partitionKey: expect.stringContaining('localhost') })
    // No message the host received carries key material: only the address and public data.
    expect(JSON.stringify(await host.received())).not.toMatch(/0x[0-9a-f]{64}(?![0-9a-f])/i)

    // personal_sign: the frame asks the host to reveal it, the user approves on the frame itself.
    const sign = createAppEvent('RPC_REQUEST', { method: 'personal_sign', params: ['0x48656c6c6f', address], chainId: 31337, chainNamespace: 'eip155' })
    await host.page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), sign)
    await host.waitFor((event) => event.type === '@kit-frame/APPROVAL_SHOW')
    const screen = host.frame.locator('[data-testid="approve-screen"]')
    await screen.waitFor({ state: 'visible' })
    expect(await screen.textContent()).toContain('Hello')
    // As the attacker: a click (or Enter) landing as the screen appears, meant for the page the
    // frame covers, does not approve; Approve takes one only after approveDelayMs.
    const confirm = host.frame.getByTestId('approve-confirm')
    expect(await confirm.isDisabled()).toBe(true)
    const box = await confirm.boundingBox()
    if (!box) throw new Error('Approve has no box')
    await host.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await host.page.keyboard.press('Enter')
    await expect.poll(() => confirm.isEnabled(), { timeout: approveDelayMs * 4 }).toBe(true)
    expect((await host.received()).some((event) => (event as { id?: string }).id === sign.id)).toBe(false)
    expect(await screen.isVisible()).toBe(true)
    expect(await host.frame.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('approve-confirm')
    await confirm.click()
    const signed = await host.waitFor((event) => event.id === sign.id)
    expect(signed.type).toBe('@kit-frame/RPC_REQUEST_SUCCESS')
    expect(await verifyMessage({ address, message: 'Hello', signature: signed.payload as Hex })).toBe(true)
    const events = (await host.received()).map((event) => event.type)
    expect(events).toEqual(
      expect.arrayContaining(['@kit-frame/RPC_REQUEST', '@kit-frame/APPROVAL_RESULT', '@kit-frame/APPROVAL_HIDE', '@kit-frame/RPC_RESPONSE']),
    )
    expect(await screen.isHidden()).toBe(true)

    // Reject → 4001, still connected.
    const rejected = createAppEvent('RPC_REQUEST', { method: 'personal_sign', params: ['0x6e6f', address], chainId: 31337 })
    await host.page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), rejected)
    await screen.waitFor({ state: 'visible' })
    await host.frame.getByTestId('approve-reject').click()
    expect(await host.waitFor((event) => event.id === rejected.id)).toMatchObject({
      type: '@kit-frame/RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request', code: 4001 },
    })

    // A malformed batch: refused before any approval, its JSON-RPC code passed on to the host (-32602).
    const malformed = createAppEvent('RPC_REQUEST', { method: 'wallet_sendCalls', params: [{ calls: [{ to: 'nope' }] }], chainId: 31337 })
    await host.page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), malformed)
    expect(await host.waitFor((event) => event.id === malformed.id)).toMatchObject({
      type: '@kit-frame/RPC_REQUEST_ERROR',
      payload: { message: 'wallet_sendCalls expects [{ calls: [{ to, data?, value? }, ...] }] (calls.0.to: Invalid address)', code: -32602 },
    })

    // Abort → 'Request was aborted'.
    const aborted = createAppEvent('RPC_REQUEST', { method: 'personal_sign', params: ['0x6e6f', address], chainId: 31337 })
    await host.page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), aborted)
    await screen.waitFor({ state: 'visible' })
    await host.request(createAppEvent('RPC_ABORT', undefined))
    expect(await host.waitFor((event) => event.id === aborted.id)).toMatchObject({
      type: '@kit-frame/RPC_REQUEST_ERROR',
      payload: { message: 'Request was aborted' },
    })
    await screen.waitFor({ state: 'hidden' })

    // Disallowed.
    expect(await host.request(createAppEvent('RPC_REQUEST', { method: 'eth_sign', params: [] }))).toMatchObject({
      payload: { message: 'Requested RPC call is not allowed' },
    })
    expect(await host.request(createAppEvent('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined))).toMatchObject({ payload: { smartAccountEnabledNetworks: [] } })
    expect(await host.request(createAppEvent('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))).toMatchObject({
      type: '@kit-frame/SET_PREFERRED_ACCOUNT_ERROR',
    })
    expect(await host.request(createAppEvent('SET_PREFERRED_ACCOUNT', { type: 'eoa' }))).toMatchObject({ payload: { type: 'eoa', address } })

    // This Chromium blocks a cross-site frame's IndexedDB (third-party storage), so the device key
    // lives as long as the page: after a reload the frame has a new key, and the session cookie,
    // bound to the previous key, no longer counts (same-site embedding keeps the key: e2e/email.spec.ts).
    expect(
      await host.frame.evaluate(
        () =>
          new Promise((resolve) => {
            const open = indexedDB.open('kit-secure')
            open.onsuccess = () => resolve('open')
            open.onerror = () => resolve('blocked')
          }),
      ),
    ).toBe('blocked')
    await host.page.reload()
    const reloaded = await openHost({ page: host.page })
    expect(await reloaded.request(createAppEvent('IS_CONNECTED', {}))).toMatchObject({ payload: { isConnected: false } })
    expect(await reloaded.request(createAppEvent('GET_USER', {}))).toMatchObject({
      type: '@kit-frame/GET_USER_ERROR',
      payload: { message: 'This session belongs to another device', status: 401 },
    })
    expect(await reloaded.request(createAppEvent('SIGN_OUT', undefined))).toMatchObject({ type: '@kit-frame/SIGN_OUT_SUCCESS' })
    expect(await host.page.context().cookies(`${secure.url}/api/`)).toEqual([])
    expect(host.errors).toEqual([])
    await host.page.close()
  })

  test('default: social login in a popup; the callback posts to the opener', async () => {
    const host = await openHost()
    const redirect = await host.request(createAppEvent('GET_SOCIAL_REDIRECT_URI', { provider: 'google' }))
    const uri = (redirect.payload as { uri: string }).uri
    const [popup] = await Promise.all([
      host.page.context().waitForEvent('page'),
      host.page.evaluate((u) => (window as unknown as { openPopup: (u: string) => boolean }).openPopup(u), uri),
    ])
    await popup.getByTestId('oidc-username').fill('grace')
    await popup.getByTestId('oidc-submit').click()
    const deadline = Date.now() + 10_000
    let messages: { type: string; payload: { uri: string } }[] = []
    while (messages.length === 0 && Date.now() < deadline) {
      messages = await host.page.evaluate(() => (window as unknown as { popupMessages: { type: string; payload: { uri: string } }[] }).popupMessages)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(messages[0]?.type).toBe('@kit-frame/SOCIAL_CALLBACK')
    await popup.close()
    const connected = await host.request(createAppEvent('CONNECT_SOCIAL', { uri: messages[0]?.payload.uri ?? '', chainId: 31337, preferredAccountType: 'eoa' }))
    expect(connected).toMatchObject({ type: '@kit-frame/CONNECT_SOCIAL_SUCCESS', payload: { userName: 'grace', email: 'grace@example.com' } })
    // The session ends server-side: the next request fails and the frame reports LOGGED_OUT.
    await secure.internals.context.db.query('delete from secure_sessions')
    expect(await host.request(createAppEvent('GET_USER', {}))).toMatchObject({
      type: '@kit-frame/GET_USER_ERROR',
      payload: { message: 'Not connected', code: 4100 },
    })
    await host.waitFor((event) => event.type === '@kit-frame/LOGGED_OUT')
    await host.page.close()
  })

  test.each(['127.0.0.2', 'localhost'])('behavior: a host origin outside the project origins (%s, another port) cannot embed the frame', async (host) => {
    const outsider = await startParentServer(host === 'localhost' ? '127.0.0.1' : host)
    const page = await browser.newPage()
    try {
      await page.goto(`${outsider.origin(host)}/parent.html?secure=${encodeURIComponent(secure.url)}`)
      await page.waitForTimeout(1_500)
      expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([])
      await page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), createAppEvent('IS_CONNECTED', {}))
      await page.waitForTimeout(500)
      expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([])
    } finally {
      await page.close()
      await outsider.close()
    }
  })

  test('behavior: an unknown project answers every request with the invalid-key error', async () => {
    const page = await browser.newPage()
    await page.goto(`${parent.origin('localhost')}/parent.html?secure=${encodeURIComponent(secure.url)}&projectId=unknown`)
    await page.waitForFunction(() => (window as unknown as { received: { type: string }[] }).received.some((event) => event.type === '@kit-frame/READY'))
    const id = createRequestId()
    await page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), { type: '@kit-app/IS_CONNECTED', id, payload: {} })
    await page.waitForFunction((wanted) => (window as unknown as { received: { id: string }[] }).received.some((event) => event.id === wanted), id)
    const reply = (await page.evaluate(() => (window as unknown as { received: FrameEvent[] }).received)).find((event) => event.id === id)
    expect(reply).toMatchObject({ type: '@kit-frame/IS_CONNECTED_ERROR', payload: { message: 'Unauthorized: invalid key', code: 4100 } })
    await page.close()
  })
})
