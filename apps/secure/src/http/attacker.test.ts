import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import { type Address, type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEVICE_HEADERS } from '../device/deviceMessages.js'
import type { RunningSecure } from '../startSecure.js'
import { driveOidcLogin } from '../testing/driveOidcLogin.js'
import { createTestClient, startTestSecure, type TestClient } from '../testing/testSecure.js'

// Issue 10 point 1, written as the attacker: a server-side client that got hold of the email code,
// the session token or the social callback URI (say, from a hostile host page or a log), and tries
// to use it over plain HTTP, forge an approval, replay a signed request, or get a sign-in message
// for another domain signed. The victim is the test client's device key (the frame's own code).

let secure: RunningSecure
let client: TestClient

beforeAll(async () => {
  secure = await startTestSecure({ projects: [{ id: 'kit-demo', allowedOrigins: ['http://127.0.0.1:5173'] }] })
  client = createTestClient(secure)
})
afterAll(() => secure?.stop())

type ErrorBody = { error: { message: string; code?: string | number } }

/** A plain HTTP client: whatever headers it likes, no device key of the victim. */
async function raw(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: ErrorBody }> {
  const response = await fetch(`${secure.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as ErrorBody }
}

async function victimLogin(email: string): Promise<{ token: string; address: Address }> {
  await client.post('/api/email/connect', { email, deviceId: `victim-${email}` })
  const mail = await client.latestMail(email)
  const { body } = await client.post<{ token: string }>('/api/email/otp', { email, otp: mail.code, deviceId: `victim-${email}` })
  const user = await client.post<{ address: Address }>('/api/user', {}, body.token)
  return { token: body.token, address: user.body.address }
}

describe('a copied email code', () => {
  test('behavior: useless to a plain HTTP client and to another device; the owner still signs in with it', async () => {
    const email = 'code-victim@example.com'
    await client.post('/api/email/connect', { email, deviceId: 'code-victim' })
    const { code } = await client.latestMail(email)
    // No Origin header at all (curl, a server): refused before anything else.
    expect(await raw('/api/email/otp', { email, otp: code })).toEqual({
      status: 403,
      body: { error: { message: 'Unauthorized: requests must come from the wallet frame (no Origin header)', code: 4100 } },
    })
    // A forged Origin header, still no device signature.
    expect(await raw('/api/email/otp', { email, otp: code }, { origin: secure.url })).toEqual({
      status: 401,
      body: { error: { message: 'This request must be signed by the wallet frame (missing device signature)', code: 'DEVICE_SIGNATURE_REQUIRED' } },
    })
    // The attacker's own device key: the code belongs to the device that asked for it.
    expect(await client.post('/api/email/otp', { email, otp: code, deviceId: 'attacker' })).toEqual({
      status: 400,
      body: { error: { message: 'This code was requested on another device', code: 'CODE_OTHER_DEVICE' } },
    })
    // None of that used up the code or a try.
    const owner = await client.post<{ token: string }>('/api/email/otp', { email, otp: code, deviceId: 'code-victim' })
    expect(owner.status).toBe(200)
    expect(owner.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
})

describe('a copied session token', () => {
  test('behavior: every use without the device key fails with a 4xx; with it, it works', async () => {
    const { token } = await victimLogin('token-victim@example.com')
    expect((await raw('/api/user', {}, { authorization: `Bearer ${token}` })).status).toBe(403)
    expect(await raw('/api/user', {}, { authorization: `Bearer ${token}`, origin: secure.url })).toMatchObject({
      status: 401,
      body: { error: { code: 'DEVICE_SIGNATURE_REQUIRED' } },
    })
    expect(await client.post('/api/user', {}, token, { device: 'attacker' })).toEqual({
      status: 401,
      body: { error: { message: 'This session belongs to another device', code: 'SESSION_OTHER_DEVICE' } },
    })
    expect(await client.post('/api/session', {}, token, { device: 'attacker' })).toEqual({ status: 200, body: { isConnected: false } })
    expect(
      (
        await client.post('/api/rpc', { method: 'personal_sign', params: ['0x68', '0x0000000000000000000000000000000000000000'] }, token, {
          device: 'attacker',
        })
      ).status,
    ).toBe(401)
    // A sign-out from elsewhere does not end the owner's session either.
    await client.post('/api/sign-out', {}, token, { device: 'attacker' })
    expect(await client.post('/api/session', {}, token)).toEqual({ status: 200, body: { isConnected: true } })
  })

  test('behavior: a signed request cannot be replayed, altered or sent late', async () => {
    const { token } = await victimLogin('replay-victim@example.com')
    const device = await client.deviceOf(token)
    const body = JSON.stringify({})
    const headers = {
      'content-type': 'application/json',
      origin: secure.url,
      authorization: `Bearer ${token}`,
      ...(await device.signRequest({ method: 'POST', path: '/api/user', body })),
    }
    const first = await fetch(`${secure.url}/api/user`, { method: 'POST', headers, body })
    expect(first.status).toBe(200)
    const replay = await fetch(`${secure.url}/api/user`, { method: 'POST', headers, body })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ error: { message: 'This request was already used (replay refused)', code: 'DEVICE_REPLAY' } })
    // The same signature on another body or path.
    const fresh = { ...headers, ...(await device.signRequest({ method: 'POST', path: '/api/user', body })) }
    const altered = await fetch(`${secure.url}/api/user`, { method: 'POST', headers: fresh, body: JSON.stringify({ chainId: 8453 }) })
    expect(await altered.json()).toEqual({ error: { message: 'Invalid device signature', code: 'DEVICE_SIGNATURE_INVALID' } })
    const moved = await fetch(`${secure.url}/api/session`, { method: 'POST', headers: fresh, body })
    expect(moved.status).toBe(401)
    // A signature made 10 minutes ago.
    const late = await (await client.device('late')).signRequest({ method: 'POST', path: '/api/session', body })
    const old = { ...late, [DEVICE_HEADERS.timestamp]: String(Date.now() - 600_000) }
    const stale = await fetch(`${secure.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: secure.url, ...old },
      body,
    })
    expect(stale.status).toBe(401)
  })
})

describe('a copied social callback URI', () => {
  test('behavior: another device cannot complete the login; the device that started it can', async () => {
    const started = await client.post<{ uri: string }>('/api/social/start', {
      provider: 'google',
      parentOrigin: 'http://127.0.0.1:5173',
      projectId: 'kit-demo',
      deviceId: 'social-victim',
    })
    const callback = await driveOidcLogin(started.body.uri, { username: 'social-victim', callbackPrefix: `${secure.url}/social/callback` })
    expect((await raw('/api/social/complete', { uri: callback })).status).toBe(403)
    expect((await raw('/api/social/complete', { uri: callback }, { origin: secure.url })).status).toBe(401)
    expect(await client.post('/api/social/complete', { uri: callback, deviceId: 'attacker' })).toEqual({
      status: 400,
      body: { error: { message: 'This sign-in was started on another device', code: 'SOCIAL_OTHER_DEVICE' } },
    })
    const owner = await client.post<{ token: string; userName: string }>('/api/social/complete', { uri: callback, deviceId: 'social-victim' })
    expect(owner).toMatchObject({ status: 200, body: { userName: 'social-victim' } })
  })
})

describe('forged approvals', () => {
  test('behavior: only the device proof over this exact approval signs; anything else is 403 and the request stays pending', async () => {
    const { token, address } = await victimLogin('approval-victim@example.com')
    const device = await client.deviceOf(token)
    const ask = async (message: string) =>
      (
        await client.post<{ approval: { id: string; requestHash: string } }>(
          '/api/rpc',
          { method: 'personal_sign', params: [message, address], chainId: 31337 },
          token,
        )
      ).body.approval
    const approval = await ask('0x6869')
    const other = await ask('0x6f74686572')
    const decide = (body: Record<string, unknown>) => client.post<ErrorBody & { result?: Hex }>(`/api/rpc/approvals/${approval.id}`, body, token)
    const invalid = { status: 403, body: { error: { message: 'Invalid approval proof', code: 'APPROVAL_PROOF_INVALID' } } }
    // The token holder's plain { approve: true }, as before the fix.
    expect(await decide({ approve: true })).toEqual(invalid)
    // A proof for another approval, for another request hash, or by another key.
    expect(await decide({ approve: true, proof: await device.proveApproval({ approvalId: other.id, requestHash: other.requestHash }) })).toEqual(invalid)
    expect(await decide({ approve: true, proof: await device.proveApproval({ approvalId: approval.id, requestHash: other.requestHash }) })).toEqual(invalid)
    const stranger = await client.device('stranger')
    expect(await decide({ approve: true, proof: await stranger.proveApproval(approval) })).toEqual(invalid)
    expect(await decide({ approve: true, proof: 'A'.repeat(86) })).toEqual(invalid)
    // The real proof still works: the approval stayed pending.
    const approved = await decide({ approve: true, proof: await device.proveApproval({ approvalId: approval.id, requestHash: approval.requestHash }) })
    expect(approved.status).toBe(200)
    expect(await verifyMessage({ address, message: { raw: '0x6869' }, signature: approved.body.result as Hex })).toBe(true)
  })
})

describe('Solana signatures (issue 17)', () => {
  test('behavior: a copied bearer token gets no Solana signature: no request without the device key, no decision without its proof', async () => {
    const { token } = await victimLogin('solana-victim@example.com')
    const network = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const user = await client.post<{ address: string }>('/api/user', { chainId: network }, token)
    const pubkey = user.body.address
    const message = bs58.encode(new TextEncoder().encode('transfer everything'))
    const request = { method: 'solana_signMessage', params: { message, pubkey }, chainId: network, chainNamespace: 'solana' }
    // The plain HTTP client with the token: refused before any approval exists.
    expect((await raw('/api/rpc', request, { authorization: `Bearer ${token}` })).status).toBe(403)
    expect(await raw('/api/rpc', request, { authorization: `Bearer ${token}`, origin: secure.url })).toMatchObject({
      status: 401,
      body: { error: { code: 'DEVICE_SIGNATURE_REQUIRED' } },
    })
    expect((await client.post('/api/rpc', request, token, { device: 'attacker' })).status).toBe(401)
    // Even an approval the victim's frame created (a hostile host page asked for it) is not decided
    // without the device key's proof over it, whatever the token holder sends.
    const { approval } = (await client.post<{ approval: { id: string; requestHash: string } }>('/api/rpc', request, token)).body
    const decide = (body: Record<string, unknown>, options?: { device?: string | null }) =>
      client.post<ErrorBody & { result?: { signature: string } }>(`/api/rpc/approvals/${approval.id}`, body, token, options)
    const invalid = { status: 403, body: { error: { message: 'Invalid approval proof', code: 'APPROVAL_PROOF_INVALID' } } }
    expect((await raw(`/api/rpc/approvals/${approval.id}`, { approve: true }, { authorization: `Bearer ${token}`, origin: secure.url })).status).toBe(401)
    expect(await decide({ approve: true })).toEqual(invalid)
    expect(
      await decide({
        approve: true,
        proof: await (await client.device('stranger')).proveApproval({ approvalId: approval.id, requestHash: approval.requestHash }),
      }),
    ).toEqual(invalid)
    expect(await decide({ approve: true, proof: 'A'.repeat(86) })).toEqual(invalid)
    expect((await decide({ approve: true }, { device: 'attacker' })).status).toBe(401)
    // The approval stayed pending: the owner's proof (given after the click on the frame) signs.
    const device = await client.deviceOf(token)
    const approved = await decide({ approve: true, proof: await device.proveApproval({ approvalId: approval.id, requestHash: approval.requestHash }) })
    expect(approved).toMatchObject({ status: 200 })
    const signature = bs58.decode(approved.body.result?.signature ?? '')
    expect(ed25519.verify(signature, bs58.decode(message), bs58.decode(pubkey))).toBe(true)
    // Single use: the same proof again does nothing.
    expect(await decide({ approve: true, proof: await device.proveApproval({ approvalId: approval.id, requestHash: approval.requestHash }) })).toEqual({
      status: 400,
      body: { error: { message: 'This request is no longer pending', code: -32602 } },
    })
  })
})

describe('sign-in messages', () => {
  const siwx = (domain: string) => ({
    accountAddress: '0x0000000000000000000000000000000000000000',
    chainId: 'eip155:31337',
    domain,
    uri: `http://${domain}`,
    version: '1',
    nonce: 'abcdef123456',
  })

  test('behavior: never signed without consent; only for the frame parent and an allowed origin', async () => {
    const { token, address } = await victimLogin('siwe-victim@example.com')
    // The old path: a sign-in message with GET_USER's /api/user is refused outright.
    expect((await client.post('/api/user', { siwxMessage: siwx('app.uniswap.org'), parentOrigin: 'https://app.uniswap.org' }, token)).status).toBe(400)
    // Another domain than the parent the frame observed.
    expect(
      await client.post('/api/sign-in-message', { siwxMessage: siwx('app.uniswap.org'), parentOrigin: 'http://127.0.0.1:5173', projectId: 'kit-demo' }, token),
    ).toEqual({ status: 400, body: { error: { message: 'The sign-in message domain does not match the app' } } })
    // A parent (and domain) the project does not allow.
    expect(
      await client.post(
        '/api/sign-in-message',
        { siwxMessage: siwx('app.uniswap.org'), parentOrigin: 'https://app.uniswap.org', projectId: 'kit-demo' },
        token,
      ),
    ).toEqual({ status: 403, body: { error: { message: 'Unauthorized: origin not allowed', code: 4100 } } })
    // The app's own domain: a pending approval (nothing signed yet), signed after the proof.
    const pending = await client.post<{ approval: { id: string; requestHash: string; preview: { kind: string; domain: string } }; message: string }>(
      '/api/sign-in-message',
      { siwxMessage: siwx('127.0.0.1:5173'), parentOrigin: 'http://127.0.0.1:5173', projectId: 'kit-demo' },
      token,
    )
    expect(pending.status).toBe(200)
    expect(pending.body).not.toHaveProperty('signature')
    expect(pending.body.approval.preview).toMatchObject({ kind: 'signIn', domain: '127.0.0.1:5173' })
    expect(pending.body.message).toMatch(/^127\.0\.0\.1:5173 wants you to sign in with your Ethereum account:/)
    const device = await client.deviceOf(token)
    const signed = await client.post<{ result: Hex }>(
      `/api/rpc/approvals/${pending.body.approval.id}`,
      { approve: true, proof: await device.proveApproval({ approvalId: pending.body.approval.id, requestHash: pending.body.approval.requestHash }) },
      token,
    )
    expect(await verifyMessage({ address, message: pending.body.message, signature: signed.body.result })).toBe(true)
  })
})
