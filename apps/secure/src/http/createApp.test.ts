import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningSecure } from '../startSecure.js'
import { createTestClient, startTestSecure } from '../testing/testSecure.js'

let secure: RunningSecure

beforeAll(async () => {
  secure = await startTestSecure({
    projects: [{ id: 'kit-demo', allowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:5273'] }],
  })
})
afterAll(() => secure?.stop())

const frameConfig = (html: string): Record<string, unknown> =>
  JSON.parse(/<script type="application\/json" id="kit-frame-config">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<string, unknown>

describe('GET /frame', () => {
  test('default: CSP frame-ancestors = the project origins only (no global defaults)', async () => {
    const response = await fetch(`${secure.url}/frame?projectId=kit-demo&chainId=31337&version=1.0.0&enableLogger=false&rpcUrl=http%3A%2F%2F127.0.0.1%3A8545`)
    expect(response.status).toBe(200)
    const csp = response.headers.get('content-security-policy') ?? ''
    const ancestors = /frame-ancestors ([^;]+)/.exec(csp)?.[1]
    expect(ancestors).toBe("'self' http://127.0.0.1:5173 http://localhost:5173 http://127.0.0.1:5273")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("connect-src 'self'")
    const html = await response.text()
    expect(html).toContain('data-testid="approve-confirm"')
    expect(html).toContain('data-testid="approve-reject"')
    expect(frameConfig(html)).toMatchObject({
      projectId: 'kit-demo',
      chainId: 31337,
      version: '1.0.0',
      enableLogger: false,
      rpcUrl: 'http://127.0.0.1:8545',
      projectError: null,
    })
  })

  test('behavior: unknown project → the invalid-key error on every request (the frame may load anywhere to say so)', async () => {
    const response = await fetch(`${secure.url}/frame?projectId=nope`)
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *')
    expect(response.headers.get('content-security-policy')).not.toContain('5173')
    expect(frameConfig(await response.text())).toMatchObject({ projectError: 'Unauthorized: invalid key' })
  })

  test('behavior: hostile query values are ignored, not reflected', async () => {
    const response = await fetch(`${secure.url}/frame?projectId=kit-demo&chainId=%3Cscript%3E&rpcUrl=javascript:alert(1)&enableLogger=maybe`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('<script>')
    expect(frameConfig(html)).toMatchObject({ rpcUrl: null, enableLogger: false })
  })

  test('default: the script is served as JavaScript', async () => {
    const response = await fetch(`${secure.url}/frame.js`)
    expect(response.headers.get('content-type')).toContain('text/javascript')
    expect((await response.text()).length).toBeGreaterThan(1000)
  })

  test('default: other pages are never framed', async () => {
    for (const path of ['/', '/inbox', '/device/approve?token=x', '/farcaster/approve?channel=x']) {
      const response = await fetch(`${secure.url}${path}`)
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
  })
})

describe('API hardening', () => {
  const endpoints = [
    '/api/email/connect',
    '/api/email/device-status',
    '/api/email/otp',
    '/api/session',
    '/api/user',
    '/api/sign-out',
    '/api/social/start',
    '/api/social/complete',
    '/api/farcaster/start',
    '/api/farcaster/status',
    '/api/email/update',
    '/api/email/update/primary',
    '/api/email/update/secondary',
    '/api/rpc',
    '/api/rpc/approvals/00000000-0000-4000-8000-000000000000',
    '/device/approve',
    '/farcaster/approve',
  ]
  const bodies: [string, string][] = [
    ['application/json', '{'],
    ['application/json', 'null'],
    ['application/json', '[]'],
    ['application/json', '"string"'],
    ['application/json', '{"email":123,"deviceId":{},"otp":[],"uri":null,"method":5}'],
    ['application/json', JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: {} } })],
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'token=%00&channel=..%2F..'],
  ]

  test('behavior: bad input → 4xx JSON, never 5xx', async () => {
    for (const path of endpoints) {
      for (const [type, body] of bodies) {
        const response = await fetch(`${secure.url}${path}`, { method: 'POST', headers: { 'content-type': type }, body })
        expect(response.status, `${path} ${body}`).toBeGreaterThanOrEqual(400)
        expect(response.status, `${path} ${body}`).toBeLessThan(500)
        const json = (await response.json()) as { error: { message: string } }
        expect(typeof json.error.message).toBe('string')
      }
    }
  })

  test('behavior: lone UTF-16 surrogates or NUL in any JSON body (signed in or not) → 400 naming the field, never 5xx', async () => {
    const client = createTestClient(secure)
    const email = 'surrogates@example.com'
    await client.post('/api/email/connect', { email })
    const { token } = (await client.post<{ token: string }>('/api/email/otp', { email, otp: (await client.latestMail(email)).code })).body
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,}$/)
    const hostile = ['\ud800', 'a\udc00', 'x\u0000y']
    const fields = ['email', 'otp', 'uri', 'method', 'params', 'siwxMessage', 'channel']
    for (const path of endpoints.filter((candidate) => candidate.startsWith('/api/'))) {
      for (const text of hostile) {
        for (const field of fields) {
          for (const body of [{ [field]: text }, { [field]: { nested: [text] } }, { [text]: 1 }]) {
            for (const bearer of [token, null]) {
              const response = await client.post<{ error: { message: string } }>(path, body, bearer)
              const where = `${path} ${JSON.stringify(body)} ${bearer ? 'signed in' : ''}`
              expect(response.status, where).toBeLessThan(500)
              if (bearer || !/rpc|update|user|sign-out/.test(path)) {
                expect(response.status, where).toBe(400)
                expect(response.body.error.message, where).toMatch(/^Invalid input: .*Text may not contain (NUL characters|lone UTF-16 surrogates)/)
              }
            }
          }
        }
      }
    }
  })

  test('behavior: browsers on other origins cannot call the API', async () => {
    const response = await fetch(`${secure.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: '{}',
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    // No Origin header (not a browser, e.g. a server-side client): refused too.
    const bare = await fetch(`${secure.url}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(bare.status).toBe(403)
    expect(((await bare.json()) as { error: { message: string } }).error.message).toMatch(/no Origin header/)
    // The frame's own origin without the device signature: 401.
    const unsigned = await fetch(`${secure.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: secure.url },
      body: '{}',
    })
    expect(unsigned.status).toBe(401)
    expect(await createTestClient(secure).post('/api/session', {})).toEqual({ status: 200, body: { isConnected: false } })
  })

  test('behavior: inbox JSON filters by recipient', async () => {
    const response = await fetch(`${secure.url}/inbox.json?to=nobody@example.com`)
    expect(await response.json()).toEqual({ mails: [] })
  })
  // Last: the server closes the connection of a refused upload.
  test('behavior: a too large body → 413', async () => {
    const response = await fetch(`${secure.url}/api/email/connect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"x":"${'a'.repeat(300_000)}"}`,
    })
    expect(response.status).toBe(413)
  })
})
