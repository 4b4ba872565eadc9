import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningSecure } from '../startSecure.js'
import { driveOidcLogin } from '../testing/driveOidcLogin.js'
import { createTestClient, startTestSecure, type TestClient } from '../testing/testSecure.js'

let secure: RunningSecure
let client: TestClient
const parentOrigin = 'http://127.0.0.1:5173'

beforeAll(async () => {
  secure = await startTestSecure()
  client = createTestClient(secure)
})
afterAll(() => secure?.stop())

async function start(provider: string): Promise<string> {
  const response = await client.post<{ uri: string }>('/api/social/start', { provider, parentOrigin, projectId: 'kit-demo' })
  expect(response.status).toBe(200)
  return response.body.uri
}

describe('social login through the local OpenID Connect provider', () => {
  test.each(['google', 'github', 'apple', 'facebook', 'x', 'discord'])('default: %s', async (provider) => {
    const uri = await start(provider)
    const authorization = new URL(uri)
    expect(authorization.origin + authorization.pathname).toBe(`${secure.url}/oidc/auth`)
    expect(authorization.searchParams.get('client_id')).toBe(`kit-${provider}`)
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${secure.url}/social/callback`)

    const callback = await driveOidcLogin(uri, { username: `ada-${provider}`, callbackPrefix: `${secure.url}/social/callback` })
    // The popup's last page posts the URI to the host page that opened it, on the recorded origin only.
    const page = await (await fetch(callback)).text()
    expect(page).toContain('"targetOrigin":"http://127.0.0.1:5173"')
    expect(page).toContain('@kit-frame/SOCIAL_CALLBACK')

    const complete = await client.post<{ token: string; userName: string }>('/api/social/complete', { uri: callback })
    expect(complete.status).toBe(200)
    expect(complete.body.userName).toBe(`ada-${provider}`)
    const user = await client.post<{ userName: string; email: string; address: string }>('/api/user', {}, complete.body.token)
    expect(user.body).toMatchObject({ userName: `ada-${provider}`, email: `ada-${provider}@example.com`, preferredAccountType: 'eoa' })

    // The same account again: same wallet.
    const again = await driveOidcLogin(await start(provider), { username: `ada-${provider}`, callbackPrefix: `${secure.url}/social/callback` })
    const second = await client.post<{ token: string }>('/api/social/complete', { uri: again })
    expect((await client.post<{ address: string }>('/api/user', {}, second.body.token)).body.address).toBe(user.body.address)

    // A callback URI works once.
    expect(await client.post('/api/social/complete', { uri: callback })).toEqual({ status: 400, body: { error: { message: 'Failed to connect' } } })
  })

  test('behavior: cancelled on the provider → Failed to connect', async () => {
    const callback = await driveOidcLogin(await start('google'), { username: null, callbackPrefix: `${secure.url}/social/callback` })
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied')
    expect(await client.post('/api/social/complete', { uri: callback })).toEqual({ status: 400, body: { error: { message: 'Failed to connect' } } })
  })

  test('behavior: tampered or foreign URIs → Failed to connect', async () => {
    const callback = await driveOidcLogin(await start('github'), { username: 'eve', callbackPrefix: `${secure.url}/social/callback` })
    const tampered = new URL(callback)
    tampered.searchParams.set('code', 'forged')
    expect((await client.post('/api/social/complete', { uri: tampered.href })).body).toEqual({ error: { message: 'Failed to connect' } })
    expect((await client.post('/api/social/complete', { uri: 'https://evil.example/social/callback?code=1&state=2' })).status).toBe(400)
    expect((await client.post('/api/social/complete', { uri: 'not a url' })).status).toBe(400)
  })

  test('behavior: the host origin must be allowed for the project', async () => {
    const response = await client.post('/api/social/start', { provider: 'google', parentOrigin: 'https://evil.example', projectId: 'kit-demo' })
    expect(response).toEqual({ status: 400, body: { error: { message: 'Unauthorized: origin not allowed', code: 4100 } } })
    expect((await client.post('/api/social/start', { provider: 'myspace', parentOrigin, projectId: 'kit-demo' })).status).toBe(400)
  })

  test('behavior: an unknown state shows an expired page and posts nothing', async () => {
    const response = await fetch(`${secure.url}/social/callback?code=1&state=unknown`)
    expect(response.status).toBe(400)
    expect(await response.text()).not.toContain('postMessage')
  })
})

describe('farcaster stand-in', () => {
  test('default: URI, approval page, status', async () => {
    const { body } = await client.post<{ channel: string; uri: string }>('/api/farcaster/start', {})
    expect(body.uri).toBe(`${secure.url}/farcaster/approve?channel=${body.channel}`)
    expect((await client.post('/api/farcaster/status', { channel: body.channel })).body).toEqual({ status: 'pending' })
    const approve = await fetch(`${secure.url}/farcaster/approve`, {
      method: 'POST',
      body: new URLSearchParams({ channel: body.channel, action: 'approve', username: 'dwr' }),
    })
    expect(approve.status).toBe(200)
    const status = await client.post<{ status: string; userName: string; token: string }>('/api/farcaster/status', { channel: body.channel })
    expect(status.body).toMatchObject({ status: 'approved', userName: 'dwr' })
    expect((await client.post('/api/session', {}, status.body.token)).body).toEqual({ isConnected: true })
    // Consumed: a second poll fails.
    expect((await client.post('/api/farcaster/status', { channel: body.channel })).body).toEqual({ status: 'failed' })
  })

  test('behavior: rejected → failed', async () => {
    const { body } = await client.post<{ channel: string }>('/api/farcaster/start', {})
    await fetch(`${secure.url}/farcaster/approve`, { method: 'POST', body: new URLSearchParams({ channel: body.channel, action: 'reject' }) })
    expect((await client.post('/api/farcaster/status', { channel: body.channel })).body).toEqual({ status: 'failed' })
  })
})
