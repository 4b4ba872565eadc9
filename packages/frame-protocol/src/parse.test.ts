import { describe, expect, test } from 'vitest'
import { createRequestId } from './createRequestId.js'
import { createAppEvent, getMessageName, isErrorReply, isSuccessReply, parseAppEvent, parseFrameEvent, parsePopupEvent } from './parse.js'
import { FRAME_MESSAGES, type FrameMessageName } from './schemas/messages.js'

const user = {
  email: 'ada@example.com',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  chainId: 31337,
  accounts: [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', type: 'eoa' as const }],
  userName: null,
  preferredAccountType: 'eoa' as const,
  smartAccountDeployed: false,
}
const siwx = { accountAddress: user.address, chainId: 'eip155:31337', domain: 'localhost', uri: 'http://localhost', version: '1', nonce: 'abcdef12' }

/** One valid request payload and one valid success payload per message. */
const samples: { [name in FrameMessageName]: { request: unknown; success: unknown } } = {
  SWITCH_NETWORK: { request: { chainId: 8453, rpcUrl: 'http://127.0.0.1:8546' }, success: { chainId: 8453 } },
  CONNECT_EMAIL: { request: { email: 'ada@example.com' }, success: { action: 'VERIFY_OTP' } },
  CONNECT_DEVICE: { request: undefined, success: undefined },
  CONNECT_OTP: { request: {}, success: {} },
  CONNECT_SOCIAL: {
    request: { uri: 'http://127.0.0.1:5180/social/callback?code=x&state=y', preferredAccountType: 'eoa', chainId: '1', siwxMessage: siwx },
    success: { ...user, userName: 'ada' },
  },
  GET_FARCASTER_URI: { request: {}, success: { uri: 'http://127.0.0.1:5180/farcaster/approve?channel=abc' } },
  CONNECT_FARCASTER: { request: undefined, success: { userName: 'ada' } },
  GET_USER: { request: { chainId: 31337, preferredAccountType: 'eoa', rpcUrl: 'http://127.0.0.1:8545' }, success: user },
  GET_SOCIAL_REDIRECT_URI: { request: { provider: 'google' }, success: { uri: 'http://127.0.0.1:5180/oidc/auth?client_id=kit-google' } },
  SIGN_OUT: { request: undefined, success: undefined },
  IS_CONNECTED: { request: { token: 'abc' }, success: { isConnected: true } },
  GET_CHAIN_ID: { request: undefined, success: { chainId: 'eip155:1' } },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { request: undefined, success: { smartAccountEnabledNetworks: [] } },
  INIT_SMART_ACCOUNT: { request: undefined, success: { address: user.address, isDeployed: false } },
  SET_PREFERRED_ACCOUNT: { request: { type: 'eoa' }, success: { type: 'eoa', address: user.address } },
  RPC_REQUEST: {
    request: { method: 'personal_sign', params: ['0x68656c6c6f', user.address], chainId: 31337, chainNamespace: 'eip155', rpcUrl: 'http://127.0.0.1:8545' },
    success: '0xdeadbeef',
  },
  UPDATE_EMAIL: { request: { email: 'new@example.com' }, success: { action: 'VERIFY_PRIMARY_OTP' } },
  // The update codes are typed on the frame (like the login code): the host asks for the entry only.
  UPDATE_EMAIL_PRIMARY_OTP: { request: {}, success: { action: 'VERIFY_SECONDARY_OTP' } },
  UPDATE_EMAIL_SECONDARY_OTP: { request: {}, success: { newEmail: 'new@example.com' } },
  SYNC_THEME: { request: { themeMode: 'dark', themeVariables: { '--kit-accent': '#f00' } }, success: undefined },
  SYNC_DAPP_DATA: {
    request: { metadata: { name: 'Demo', url: 'http://localhost:5173', icons: [] }, sdkVersion: '0.1.0', sdkType: 'kit', projectId: 'kit-demo' },
    success: undefined,
  },
  RELOAD: { request: undefined, success: undefined },
  RPC_ABORT: { request: undefined, success: undefined },
}

/** One invalid request payload per message that has required fields. */
const badRequests: Partial<{ [name in FrameMessageName]: unknown }> = {
  SWITCH_NETWORK: { chainId: -1 },
  CONNECT_EMAIL: { email: 'not-an-email' },
  CONNECT_OTP: 'not an object',
  CONNECT_SOCIAL: { uri: '' },
  GET_USER: { preferredAccountType: 'wizard' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'myspace' },
  IS_CONNECTED: { token: 42 },
  SET_PREFERRED_ACCOUNT: { type: 'admin' },
  RPC_REQUEST: { method: '' },
  UPDATE_EMAIL: { email: 'nope' },
  UPDATE_EMAIL_PRIMARY_OTP: '654321',
  UPDATE_EMAIL_SECONDARY_OTP: ['000000'],
  SYNC_THEME: { themeMode: 'blue' },
  SYNC_DAPP_DATA: { sdkVersion: 1 },
}

const names = Object.keys(FRAME_MESSAGES) as FrameMessageName[]

describe.each(names)('%s', (name) => {
  const message = FRAME_MESSAGES[name]
  const sample = samples[name]

  test('behavior: request round-trips', () => {
    const event = createAppEvent(name, sample.request as never)
    expect(event.type).toBe(`@kit-app/${name}`)
    const parsed = parseAppEvent(structuredClone(event))
    expect(parsed).toEqual(event)
    expect(parseFrameEvent(event)).toBeNull()
  })

  test('behavior: success and error replies round-trip', () => {
    const id = createRequestId()
    const success = { type: message.successType, id, payload: sample.success }
    expect(parseFrameEvent(structuredClone(success))).toEqual(success)
    expect(isSuccessReply(name, success)).toBe(true)
    const error = { type: message.errorType, id, payload: { message: 'An error occurred' } }
    expect(parseFrameEvent(structuredClone(error))).toEqual(error)
    expect(isErrorReply(name, error)).toBe(true)
    // The secure server's HTTP status travels with the error (429 / 5xx alerts on the host).
    const withStatus = { type: message.errorType, id, payload: { message: 'Something went wrong', code: -32603, status: 503 } }
    expect(parseFrameEvent(structuredClone(withStatus))).toEqual(withStatus)
    expect(parseFrameEvent({ ...withStatus, payload: { message: 'x', status: 42 } })).toBeNull()
    expect(parseFrameEvent({ ...withStatus, payload: { message: 'x', status: '503' } })).toBeNull()
    expect(parseAppEvent(success)).toBeNull()
    expect(getMessageName(message.requestType)).toBe(name)
    expect(getMessageName(message.errorType)).toBe(name)
  })

  test('behavior: malformed messages are rejected', () => {
    const valid = createAppEvent(name, sample.request as never)
    expect(parseAppEvent({ ...valid, id: undefined })).toBeNull()
    expect(parseAppEvent({ ...valid, id: 'short' })).toBeNull()
    expect(parseAppEvent({ ...valid, id: 'x'.repeat(200) })).toBeNull()
    expect(parseAppEvent({ ...valid, type: `${valid.type}_` })).toBeNull()
    expect(parseAppEvent({ ...valid, type: valid.type.toLowerCase() })).toBeNull()
    expect(parseAppEvent({ ...valid, payload: 'string' })).toBeNull()
    expect(parseFrameEvent({ type: message.errorType, id: valid.id, payload: {} })).toBeNull()
    expect(parseFrameEvent({ type: message.errorType, id: valid.id })).toBeNull()
    const bad = badRequests[name]
    if (bad !== undefined) expect(parseAppEvent({ ...valid, payload: bad })).toBeNull()
  })
})

describe('frame-initiated events', () => {
  const id = createRequestId()
  const events = [
    { type: '@kit-frame/READY', id, payload: { version: '0.1.0' } },
    { type: '@kit-frame/APPROVAL_SHOW', id, payload: { requestId: id, method: 'personal_sign' } },
    { type: '@kit-frame/APPROVAL_HIDE', id, payload: { requestId: id } },
    { type: '@kit-frame/APPROVAL_RESULT', id, payload: { requestId: id, approved: false } },
    { type: '@kit-frame/RPC_REQUEST', id, payload: { requestId: id, method: 'eth_call' } },
    { type: '@kit-frame/RPC_RESPONSE', id, payload: { requestId: id, method: 'eth_call', ok: true } },
    { type: '@kit-frame/USER_CHANGED', id, payload: { email: 'new@example.com' } },
    { type: '@kit-frame/LOGGED_OUT', id, payload: { reason: 'expired' } },
  ]
  test.each(events)('behavior: $type round-trips', (event) => {
    expect(parseFrameEvent(structuredClone(event))).toEqual(event)
    expect(parseFrameEvent({ ...event, payload: 'x' })).toBeNull()
    expect(parseAppEvent(event)).toBeNull()
  })

  test('behavior: the popup callback parses only as a popup event', () => {
    const event = { type: '@kit-frame/SOCIAL_CALLBACK', id, payload: { uri: 'http://127.0.0.1:5180/social/callback?code=1&state=2' } }
    expect(parsePopupEvent(event)).toEqual(event)
    expect(parseFrameEvent(event)).toBeNull()
    expect(parsePopupEvent({ ...event, payload: {} })).toBeNull()
  })
})

describe('garbage', () => {
  const values: unknown[] = [
    null,
    undefined,
    0,
    'string',
    [],
    {},
    { type: 42 },
    { type: '@kit-app/CONNECT_EMAIL' },
    { type: '@kit-app/NOPE', id: createRequestId() },
    new Date(),
    { ['__proto__']: { type: '@kit-app/RELOAD' } },
    JSON.parse('{"__proto__": {"type": "@kit-app/RELOAD", "id": "abcdefgh12"}}'),
  ]
  test.each(values)('default: %o is not an event', (value) => {
    expect(parseAppEvent(value)).toBeNull()
    expect(parseFrameEvent(value)).toBeNull()
    expect(parsePopupEvent(value)).toBeNull()
  })

  test('default: createRequestId is random hex', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => createRequestId()))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
  })
})
