import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningSecure } from '../startSecure.js'
import { createTestClient, startTestSecure, type TestClient } from '../testing/testSecure.js'

// Issue 10, the email update (docs/rules/states.md: a code to the current address, then one to the new
// one), written as the attacker: a server-side client that got the victim's session token and
// the update codes (say, from a hostile host page or a mailbox) tries to finish the update.
// Without the victim's device key every step is refused, and nothing is used up.

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

async function login(email: string, deviceId: string): Promise<string> {
  await client.post('/api/email/connect', { email, deviceId })
  const mail = await client.latestMail(email)
  const { body } = await client.post<{ token: string }>('/api/email/otp', { email, otp: mail.code, deviceId })
  return body.token
}

/** Every way the attacker can send `otp` to `path` with the victim's `token`; each must fail. */
async function attack(path: string, otp: string, token: string, attackerToken: string): Promise<void> {
  const bearer = { authorization: `Bearer ${token}` }
  // curl with the token and the code: no Origin, no device signature.
  expect(await raw(path, { otp }, bearer)).toMatchObject({ status: 403, body: { error: { code: 4100 } } })
  expect(await raw(path, { otp }, { ...bearer, origin: secure.url })).toEqual({
    status: 401,
    body: { error: { message: 'This request must be signed by the wallet frame (missing device signature)', code: 'DEVICE_SIGNATURE_REQUIRED' } },
  })
  // Signed by the attacker's own device key: the session is bound to the victim's.
  expect(await client.post(path, { otp }, token, { device: 'attacker' })).toEqual({
    status: 401,
    body: { error: { message: 'This session belongs to another device', code: 'SESSION_OTHER_DEVICE' } },
  })
  // The attacker's own account on its own device: the code is not for it.
  expect((await client.post(path, { otp }, attackerToken)).status).toBe(400)
}

describe('a copied email-update code', () => {
  test('behavior: useless without the victim device key at each step; the owner then completes the update', async () => {
    const oldEmail = 'update-victim@example.com'
    const newEmail = 'update-victim-new@example.com'
    const token = await login(oldEmail, 'victim')
    const attackerToken = await login('update-attacker@example.com', 'attacker')
    // Starting an update needs the device key too.
    expect((await raw('/api/email/update', { email: 'attacker@example.com' }, { authorization: `Bearer ${token}`, origin: secure.url })).status).toBe(401)
    expect((await client.post('/api/email/update', { email: 'attacker@example.com' }, token, { device: 'attacker' })).status).toBe(401)

    expect((await client.post('/api/email/update', { email: newEmail }, token)).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await client.latestMail(oldEmail)
    await attack('/api/email/update/primary', primary.code!, token, attackerToken)
    // None of that used the code up: the owner's device goes on.
    expect((await client.post('/api/email/update/primary', { otp: primary.code }, token)).body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })

    const secondary = await client.latestMail(newEmail)
    await attack('/api/email/update/secondary', secondary.code!, token, attackerToken)
    expect((await client.post<{ email: string }>('/api/user', {}, token)).body.email).toBe(oldEmail)
    expect((await client.post('/api/email/update/secondary', { otp: secondary.code }, token)).body).toEqual({ newEmail })
    expect((await client.post<{ email: string }>('/api/user', {}, token)).body.email).toBe(newEmail)
    // The attacker's account kept its own email.
    expect((await client.post<{ email: string }>('/api/user', {}, attackerToken)).body.email).toBe('update-attacker@example.com')
  })
})
