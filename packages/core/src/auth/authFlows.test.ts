import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { disconnect } from '../actions/disconnect.js'
import { reconnect } from '../actions/reconnect.js'
import { signMessage } from '../actions/walletRequests.js'
import { getAccount } from '../getters/getAccount.js'
import { getAlerts } from '../getters/getAlerts.js'
import { getConnections } from '../getters/getConnections.js'
import { subscribeEvents } from '../getters/getEvent.js'
import type { Kit } from '../kit.js'
import { signSiwxMessage } from '../siwx/signSiwxMessage.js'
import { createMemoryBackend } from '../storage/createStorage.js'
import { storageKeys } from '../storage/keys.js'
import { createTestKit, testAddress } from '../testKit.test-utils.js'
import { setAuthFrameRect } from './actions/authFrame.js'
import { connectEmail } from './actions/connectEmail.js'
import { connectEmailOtp } from './actions/connectEmailOtp.js'
import { updateEmail, updateEmailPrimaryOtp, updateEmailSecondaryOtp } from './actions/updateEmail.js'
import { authConnectorId } from './authConnector.js'
import { getAuth } from './getAuth.js'
import { getConnectMethods } from './setupAuth.js'
import { createFakeWindow, type FakeWindow, type FrameScript, secureOrigin } from './testFrame.test-utils.js'

type Server = {
  loggedIn: boolean
  email: string
  approve: (() => void) | undefined
  /** The user types a code on the frame's own entry (open while a CONNECT_OTP waits). */
  typeCode?: ((code: string) => void) | undefined
  error?: string | undefined
  /** Every request type the frame got. */
  requests?: string[] | undefined
}

/** A scripted secure frame: email codes, a user, approvals for unsafe RPC. */
function frameScript(server: Server): FrameScript {
  return (message, frame) => {
    const payload = message.payload as Record<string, unknown>
    if (server.error) return frame.fail(message, { message: server.error })
    server.requests?.push(message.type)
    switch (message.type) {
      case '@kit-app/IS_CONNECTED':
        return frame.succeed(message, { isConnected: server.loggedIn })
      case '@kit-app/CONNECT_EMAIL':
        server.email = String(payload.email)
        return frame.succeed(message, { action: 'VERIFY_OTP' })
      case '@kit-app/CONNECT_OTP':
        // The frame shows its code entry; a wrong code is answered there and the entry stays open.
        frame.post({ type: '@kit-frame/CODE_ENTRY_SHOW', id: 'notice0003', payload: { requestId: message.id } })
        server.typeCode = (code) => {
          if (code !== '123456') return
          server.loggedIn = true
          server.typeCode = undefined
          frame.post({ type: '@kit-frame/CODE_ENTRY_HIDE', id: 'notice0004', payload: { requestId: message.id } })
          frame.succeed(message, {})
        }
        return
      case '@kit-app/GET_USER': {
        if (!server.loggedIn) return frame.fail(message, { message: 'Not connected' })
        const user = { address: testAddress, chainId: payload.chainId ?? 31337, email: server.email }
        if (!payload.siwxMessage) return frame.succeed(message, user)
        // A sign-in message: the frame's consent screen, then the message as the frame wrote and signed it.
        frame.post({ type: '@kit-frame/APPROVAL_SHOW', id: 'notice0007', payload: { requestId: message.id, method: 'personal_sign' } })
        server.approve = () => {
          frame.post({ type: '@kit-frame/APPROVAL_HIDE', id: 'notice0008', payload: { requestId: message.id } })
          const siwxMessage = { ...(payload.siwxMessage as object), serializedMessage: 'frame text' }
          frame.succeed(message, { ...user, message: 'frame text', signature: `0x${'cd'.repeat(65)}`, siwxMessage })
        }
        return
      }
      case '@kit-app/SIGN_OUT':
        server.loggedIn = false
        return frame.succeed(message, {})
      case '@kit-app/RPC_REQUEST':
        frame.post({ type: '@kit-frame/APPROVAL_SHOW', id: 'notice0001', payload: { requestId: message.id, method: payload.method } })
        server.approve = () => {
          frame.post({ type: '@kit-frame/APPROVAL_HIDE', id: 'notice0002', payload: { requestId: message.id } })
          frame.succeed(message, `0x${'ab'.repeat(65)}`)
        }
        return
      case '@kit-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return frame.succeed(message, { smartAccountEnabledNetworks: [] })
      case '@kit-app/UPDATE_EMAIL':
        return frame.succeed(message, { action: 'VERIFY_PRIMARY_OTP' })
      case '@kit-app/UPDATE_EMAIL_PRIMARY_OTP':
      case '@kit-app/UPDATE_EMAIL_SECONDARY_OTP': {
        // The update codes are typed on the frame's entry too; the host sends no code.
        expect(payload ?? {}).toEqual({})
        const primary = message.type === '@kit-app/UPDATE_EMAIL_PRIMARY_OTP'
        frame.post({ type: '@kit-frame/CODE_ENTRY_SHOW', id: 'notice0005', payload: { requestId: message.id } })
        server.typeCode = (code) => {
          if (code !== (primary ? '111111' : '222222')) return
          server.typeCode = undefined
          if (!primary) server.email = 'new@example.com'
          frame.post({ type: '@kit-frame/CODE_ENTRY_HIDE', id: 'notice0006', payload: { requestId: message.id } })
          frame.succeed(message, primary ? { action: 'VERIFY_SECONDARY_OTP' } : { newEmail: 'new@example.com' })
        }
        return
      }
      default:
        return frame.succeed(message, {})
    }
  }
}

let win: FakeWindow
let server: Server

beforeEach(() => {
  server = { loggedIn: false, email: '', approve: undefined }
  win = createFakeWindow({ script: frameScript(server) })
  vi.stubGlobal('window', win)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

function authKit(backend = createMemoryBackend()): Kit {
  return createTestKit({ secureOrigin, backend })
}

async function login(kit: Kit) {
  await expect(connectEmail(kit, { email: 'user@example.com' })).resolves.toEqual({ action: 'VERIFY_OTP' })
  const entered = connectEmailOtp(kit)
  await vi.waitFor(() => expect(server.typeCode).toBeDefined(), { timeout: 5_000 })
  server.typeCode?.('123456')
  await entered
}

describe('auth', () => {
  test('default: no secureOrigin, no auth connector; with it, email + default socials in docs/rules order', () => {
    const plain = createTestKit()
    expect(getConnectMethods(plain)).toEqual({ order: ['wallet'], email: false, socials: [] })
    expect(getAuth(plain).enabled).toBe(false)
    const kit = authKit()
    expect(getConnectMethods(kit)).toMatchInlineSnapshot(`
      {
        "email": true,
        "order": [
          "email",
          "social",
          "wallet",
        ],
        "socials": [
          "google",
          "x",
          "farcaster",
          "discord",
          "apple",
          "github",
          "facebook",
        ],
      }
    `)
    expect(getAuth(kit).enabled).toBe(true)
    // Nothing is loaded or created until a login starts.
    expect(win.iframes).toHaveLength(0)
  })

  test('parameters: features.connectMethodsOrder, socials and email', () => {
    const kit = createTestKit({
      secureOrigin,
      features: { connectMethodsOrder: ['wallet', 'email'], socials: ['github'], email: true },
    })
    expect(getConnectMethods(kit)).toEqual({ order: ['wallet', 'email'], email: true, socials: ['github'] })
  })

  test('behavior: email login → code → connected; the email stored, the flag set, the login time cleared', async () => {
    const backend = createMemoryBackend()
    const kit = authKit(backend)
    const events: string[] = []
    subscribeEvents(kit, { onEvent: (event) => events.push(event.data.event) })
    await connectEmail(kit, { email: 'user@example.com' })
    expect(getAuth(kit).emailLogin).toEqual({ email: 'user@example.com', action: 'VERIFY_OTP', resendAt: expect.any(Number) })
    expect(backend.getItem(`kit.test.${storageKeys.lastEmailLoginTime}`)).toMatch(/^\d+$/)
    // The code is typed on the frame: the host only opens the entry and learns the outcome.
    let settled = false
    const entered = connectEmailOtp(kit).finally(() => {
      settled = true
    })
    await vi.waitFor(() => expect(getAuth(kit).codeEntry).toEqual({ requestId: expect.any(String) }), { timeout: 5_000 })
    server.typeCode?.('000000')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(settled).toBe(false)
    server.typeCode?.('123456')
    await entered
    expect(getAuth(kit).codeEntry).toBeUndefined()
    const account = getAccount(kit)
    expect(account).toMatchObject({ status: 'connected', address: testAddress, connectorId: authConnectorId })
    expect(account.user?.email).toBe('user@example.com')
    expect(getAuth(kit)).toMatchObject({ isAuthConnected: true, emailLogin: undefined, frameStatus: 'ready' })
    expect(backend.getItem('kit.test.email')).toBe('"user@example.com"')
    expect(backend.getItem('kit.test.emailLoginUsed')).toBe('true')
    expect(backend.getItem('kit.test.lastEmailLoginTime')).toBeNull()
    // The connection records the login (AppKit's connection auth); storage keeps the method, not the address.
    expect(getConnections(kit).connections.find((connection) => connection.connectorId === authConnectorId)?.auth).toEqual({
      name: 'email',
      username: 'user@example.com',
    })
    expect(JSON.parse(backend.getItem('kit.test.connections') ?? '[]')[0]?.auth).toEqual({ name: 'email' })
    // AppKit's email events (docs/reference/events.md), the wrong code left to the frame.
    expect(events.filter((name) => name.startsWith('EMAIL_'))).toEqual(['EMAIL_SUBMITTED', 'EMAIL_VERIFICATION_CODE_SENT', 'EMAIL_VERIFICATION_CODE_PASS'])
    // Account type eoa; the frame's smart-account networks list (empty for now) stored as a comma list.
    expect(backend.getItem('kit.test.preferredAccountType')).toBe('"eoa"')
    await vi.waitFor(() => expect(backend.getItem('kit.test.smartAccountNetworks')).toBe('""'))
    expect(win.posted.map((entry) => entry.message.type)).toContain('@kit-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS')
    // The frame page comes from the secure origin with the docs/rules/calls.md query.
    const src = new URL(win.iframes[0]!.src)
    expect(src.origin).toBe(secureOrigin)
    expect([...src.searchParams.keys()].sort()).toEqual(['chainId', 'enableLogger', 'projectId', 'rpcUrl', 'version'])
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ projectId: 'test', enableLogger: 'false' })
    expect(src.searchParams.get('chainId')).toMatch(/^\d+$/)
    expect(src.searchParams.get('version')).toMatch(/^kit-/)
    expect(src.searchParams.get('rpcUrl')).toMatch(/^https?:\/\//)
    // Every message went to the secure origin only.
    expect(new Set(win.posted.map((entry) => entry.targetOrigin))).toEqual(new Set([secureOrigin]))
  })

  test('behavior: a second email request inside 30 s → "Please try again after {n} seconds"', async () => {
    const kit = authKit()
    await connectEmail(kit, { email: 'user@example.com' })
    const sent = win.posted.length
    await expect(connectEmail(kit, { email: 'user@example.com' })).rejects.toMatchObject({
      name: 'EmailCooldownError',
      shortMessage: expect.stringMatching(/^Please try again after (30|29) seconds$/),
    })
    expect(win.posted).toHaveLength(sent)
    await expect(connectEmail(kit, { email: 'nope' })).rejects.toMatchObject({ shortMessage: 'Invalid email' })
  })

  test('behavior: unsafe RPC shows the approval, the reply hides it; sign-out clears the login storage', async () => {
    const backend = createMemoryBackend()
    const kit = authKit(backend)
    await login(kit)
    const signature = signMessage(kit, { message: 'hello' })
    await vi.waitFor(() => expect(getAuth(kit).approval?.method).toBe('personal_sign'))
    setAuthFrameRect(kit, { rect: { top: 1, left: 2, width: 3, height: 4 } })
    await vi.waitFor(() => expect(win.iframes[0]?.style.display).toBe('block'))
    const rpc = win.posted.find((entry) => entry.message.type === '@kit-app/RPC_REQUEST')!.message
    expect(rpc.payload).toMatchObject({ method: 'personal_sign', params: ['0x68656c6c6f', testAddress], chainId: 31337 })
    server.approve?.()
    await expect(signature).resolves.toBe(`0x${'ab'.repeat(65)}`)
    expect(getAuth(kit).approval).toBeUndefined()
    expect(win.iframes[0]?.style.display).toBe('none')

    await disconnect(kit)
    expect(getAccount(kit).status).toBe('disconnected')
    expect(server.loggedIn).toBe(false)
    for (const key of [
      'email',
      'emailLoginUsed',
      'lastEmailLoginTime',
      'socialUsername',
      'sessionToken',
      'lastUsedChain',
      'preferredAccountType',
      'smartAccountNetworks',
    ])
      expect(backend.getItem(`kit.test.${key}`)).toBeNull()
  })

  test('behavior: reload → reconnects through is-connected; not connected → login cache cleared', async () => {
    const backend = createMemoryBackend()
    const first = authKit(backend)
    await login(first)
    expect(backend.getItem('kit.test.connections')).toContain('"auth"')

    const second = authKit(backend)
    await reconnect(second)
    expect(getAccount(second)).toMatchObject({ status: 'connected', address: testAddress, connectorId: 'auth' })
    expect(getAccount(second).user?.email).toBe('user@example.com')

    server.loggedIn = false
    const third = authKit(backend)
    await reconnect(third)
    expect(getAccount(third).status).toBe('disconnected')
    expect(backend.getItem('kit.test.email')).toBeNull()
    expect(backend.getItem('kit.test.emailLoginUsed')).toBeNull()
  })

  test('behavior: update email → primary code → secondary code → the new email stored', async () => {
    const backend = createMemoryBackend()
    const kit = authKit(backend)
    await expect(updateEmail(kit, { email: 'new@example.com' })).rejects.toMatchObject({
      shortMessage: 'Not connected to email or social',
    })
    await login(kit)
    await expect(updateEmail(kit, { email: 'new@example.com' })).resolves.toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = updateEmailPrimaryOtp(kit)
    await vi.waitFor(() => expect(getAuth(kit).codeEntry).toBeDefined())
    server.typeCode?.('000000')
    expect(getAuth(kit).codeEntry).toBeDefined()
    server.typeCode?.('111111')
    await primary
    expect(getAuth(kit).codeEntry).toBeUndefined()
    expect(getAuth(kit).emailUpdate).toEqual({ email: 'new@example.com', action: 'VERIFY_SECONDARY_OTP' })
    const secondary = updateEmailSecondaryOtp(kit)
    await vi.waitFor(() => expect(getAuth(kit).codeEntry).toBeDefined())
    server.typeCode?.('222222')
    await expect(secondary).resolves.toEqual({ email: 'new@example.com' })
    expect(backend.getItem('kit.test.email')).toBe('"new@example.com"')
    expect(getAccount(kit).user?.email).toBe('new@example.com')
  })

  test('behavior: SIWX with the embedded wallet is consented and signed on the frame (get user with siwxMessage), never a personal_sign from the host', async () => {
    const kit = authKit()
    await login(kit)
    server.requests = []
    const data = {
      accountAddress: testAddress,
      chainId: 'eip155:31337' as const,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'abcdef123456',
      issuedAt: '2025-01-01T00:00:00.000Z',
    }
    const signing = signSiwxMessage(kit, { created: { ...data, toString: () => 'host text' }, namespace: 'eip155', connectorId: authConnectorId })
    // The frame's consent screen is revealed (ApproveTransaction) and waits as long as the user does.
    await vi.waitFor(() => expect(getAuth(kit).approval?.method).toBe('personal_sign'))
    server.approve?.()
    expect(await signing).toEqual({ data, message: 'frame text', signature: `0x${'cd'.repeat(65)}` })
    expect(getAuth(kit).approval).toBeUndefined()
    expect(server.requests).toContain('@kit-app/GET_USER')
    expect(server.requests).not.toContain('@kit-app/RPC_REQUEST')
  })

  test('behavior: provider error mappings raise the alerts of docs/rules/errors.md', async () => {
    const kit = authKit()
    for (const [message, code] of [
      ['Unauthorized: origin not allowed', 'ORIGIN_NOT_ALLOWED'],
      ['JWT validation error', 'SESSION_EXPIRED'],
      ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
    ] as const) {
      server.error = message
      await expect(connectEmail(kit, { email: 'user@example.com' })).rejects.toMatchObject({ shortMessage: message })
      expect(getAlerts(kit).at(-1)).toMatchObject({ code, variant: 'error' })
    }
    expect([...new Set(getAlerts(kit).map((alert) => alert.message))]).toEqual(['Origin Not Allowed', 'Session Expired', 'Invalid Project ID'])
  })
})
