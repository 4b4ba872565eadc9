import { type Address, stringToHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningSecure } from '../startSecure.js'
import { createTestClient, startTestSecure, type TestClient } from '../testing/testSecure.js'

// Issue 10, written as a hostile host page: it asks the embedded wallet for a plain personal_sign
// whose text is a sign-in message for another site, hoping the user approves it on the frame.
// The server refuses it unless the domain is the host of the parent origin the frame observed.

let secure: RunningSecure
let client: TestClient
let token: string
let address: Address

beforeAll(async () => {
  secure = await startTestSecure({ projects: [{ id: 'kit-demo', allowedOrigins: ['http://127.0.0.1:5173'] }] })
  client = createTestClient(secure)
  const email = 'siwe-victim@example.com'
  await client.post('/api/email/connect', { email })
  const { code } = await client.latestMail(email)
  token = (await client.post<{ token: string }>('/api/email/otp', { email, otp: code })).body.token
  address = (await client.post<{ address: Address }>('/api/user', {}, token)).body.address
})
afterAll(() => secure?.stop())

const siwe = (domain: string) =>
  createSiweMessage({ domain, address, uri: `https://${domain}`, version: '1', chainId: 1, nonce: 'abcdefgh12345678', issuedAt: new Date() })
const sign = (message: string, parentOrigin?: string) =>
  client.post<{ status?: string; error?: { message: string; code?: number } }>(
    '/api/rpc',
    { method: 'personal_sign', params: [message, address], chainId: 31337, ...(parentOrigin ? { parentOrigin } : {}) },
    token,
  )

describe('sign-in messages through personal_sign', () => {
  test('behavior: a sign-in message for another domain is refused, as text or hex, with or without the parent origin', async () => {
    const refused = { status: 400, body: { error: { message: 'The sign-in message domain does not match the app', code: 4100 } } }
    expect(await sign(siwe('app.uniswap.org'), 'http://127.0.0.1:5173')).toEqual(refused)
    expect(await sign(stringToHex(siwe('app.uniswap.org')), 'http://127.0.0.1:5173')).toEqual(refused)
    expect(await sign(siwe('127.0.0.1:5173'))).toEqual(refused)
    expect(await sign(siwe('127.0.0.1:5173'), 'not an origin')).toEqual(refused)
  })

  test('default: the app’s own sign-in message and ordinary messages wait for approval', async () => {
    expect((await sign(siwe('127.0.0.1:5173'), 'http://127.0.0.1:5173')).body).toMatchObject({ status: 'approval_required' })
    expect((await sign(stringToHex('Hello'))).body).toMatchObject({ status: 'approval_required' })
    expect((await sign('I agree to the terms of app.uniswap.org', 'http://127.0.0.1:5173')).body).toMatchObject({ status: 'approval_required' })
  })
})
