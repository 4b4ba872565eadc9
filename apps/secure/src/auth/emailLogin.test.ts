import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningSecure } from '../startSecure.js'
import { createClock, createTestClient, startTestSecure, type TestClient } from '../testing/testSecure.js'

const clock = createClock()
let secure: RunningSecure
let client: TestClient
const device = (n: number): string => `device-${String(n).padStart(12, '0')}`

beforeAll(async () => {
  secure = await startTestSecure({ now: clock.now })
  client = createTestClient(secure, { now: clock.now })
})
afterAll(() => secure?.stop())

async function login(email: string, deviceId: string): Promise<string> {
  const connect = await client.post('/api/email/connect', { email, deviceId })
  expect(connect).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
  const mail = await client.latestMail(email)
  expect(mail.subject).toMatch(/^Your Kit code: \d{6}$/)
  const otp = await client.post<{ token: string }>('/api/email/otp', { email, otp: mail.code, deviceId })
  expect(otp.status).toBe(200)
  return otp.body.token
}

describe('email login', () => {
  test('default: code over SMTP, session, single use', async () => {
    const email = 'ada@example.com'
    const token = await login(email, device(1))
    expect(await client.post('/api/session', {}, token)).toEqual({ status: 200, body: { isConnected: true } })
    const user = await client.post<{ email: string; address: string; accounts: unknown[] }>('/api/user', { chainId: 31337 }, token)
    expect(user.body).toMatchObject({ email, chainId: 31337, preferredAccountType: 'eoa', smartAccountDeployed: false })
    expect(user.body.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.body.accounts).toEqual([{ address: user.body.address, type: 'eoa' }])
    // The code was used once: using it again fails.
    const mail = await client.latestMail(email)
    const again = await client.post('/api/email/otp', { email, otp: mail.code, deviceId: device(1) })
    expect(again).toEqual({ status: 400, body: { error: { message: 'Invalid code', code: 'INVALID_CODE' } } })
    // Already connected as this email on this frame: CONNECT without a mail.
    expect(await client.post('/api/email/connect', { email, deviceId: device(1) }, token)).toEqual({ status: 200, body: { action: 'CONNECT' } })
    // Sign out ends the session.
    await client.post('/api/sign-out', {}, token)
    expect(await client.post('/api/session', {}, token)).toEqual({ status: 200, body: { isConnected: false } })
  })

  test('behavior: an expired session → 401 "JWT validation error" (the host alerts Session Expired); unknown → "Not connected"', async () => {
    const token = await login('expired@example.com', device(20))
    expect((await client.post('/api/user', {}, token)).status).toBe(200)
    clock.advance(secure.config.sessionTtlMs)
    expect(await client.post('/api/user', {}, token)).toEqual({ status: 401, body: { error: { message: 'JWT validation error', code: 4100 } } })
    expect(await client.post('/api/session', {}, token)).toEqual({ status: 200, body: { isConnected: false } })
    expect(await client.post('/api/user', {}, 'x'.repeat(43))).toEqual({ status: 401, body: { error: { message: 'Not connected', code: 4100 } } })
  })

  test('behavior: cooldown of 30 s per email', async () => {
    const email = 'cooldown@example.com'
    expect((await client.post('/api/email/connect', { email, deviceId: device(2) })).status).toBe(200)
    clock.advance(10_000)
    expect(await client.post('/api/email/connect', { email, deviceId: device(2) })).toEqual({
      status: 429,
      body: { error: { message: 'Please try again after 20 seconds', code: 429 } },
    })
    clock.advance(20_000)
    expect((await client.post('/api/email/connect', { email, deviceId: device(2) })).body).toEqual({ action: 'VERIFY_OTP' })
  })

  test('behavior: codes expire after 10 minutes', async () => {
    const email = 'expiry@example.com'
    await client.post('/api/email/connect', { email, deviceId: device(3) })
    const mail = await client.latestMail(email)
    clock.advance(10 * 60_000)
    expect(await client.post('/api/email/otp', { email, otp: mail.code, deviceId: device(3) })).toEqual({
      status: 400,
      body: { error: { message: 'Code expired, request a new one', code: 'CODE_EXPIRED' } },
    })
  })

  test('behavior: 5 wrong codes lock the code', async () => {
    const email = 'lockout@example.com'
    await client.post('/api/email/connect', { email, deviceId: device(4) })
    const mail = await client.latestMail(email)
    const wrong = mail.code === '000000' ? '111111' : '000000'
    const messages: string[] = []
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await client.post<{ error: { message: string } }>('/api/email/otp', { email, otp: wrong, deviceId: device(4) })
      expect(response.status).toBe(400)
      messages.push(response.body.error.message)
    }
    expect(messages).toEqual(['Invalid code', 'Invalid code', 'Invalid code', 'Invalid code', 'Too many wrong codes, request a new one'])
    // The right code no longer works either.
    const right = await client.post<{ error: { message: string } }>('/api/email/otp', { email, otp: mail.code, deviceId: device(4) })
    expect(right.body.error.message).toBe('Too many wrong codes, request a new one')
    // A new code (after the cooldown) works.
    clock.advance(30_000)
    await client.post('/api/email/connect', { email, deviceId: device(4) })
    const fresh = await client.latestMail(email, Number(mail.id))
    expect((await client.post('/api/email/otp', { email, otp: fresh.code, deviceId: device(4) })).status).toBe(200)
  })

  test('behavior: a known email on a new device needs the mailed approval link', async () => {
    const email = 'devices@example.com'
    const first = await login(email, device(5))
    expect(first).toBeTruthy()
    clock.advance(30_000)
    const connect = await client.post('/api/email/connect', { email, deviceId: device(6) })
    expect(connect.body).toEqual({ action: 'VERIFY_DEVICE' })
    const approvalMail = await client.latestMail(email)
    expect(approvalMail.subject).toContain('Approve the new device')
    const link = approvalMail.links.find((candidate) => candidate.includes('/device/approve?token='))
    expect(link).toBeDefined()
    expect((await client.post('/api/email/device-status', { email, deviceId: device(6) })).body).toEqual({ approved: false })
    // A code without the approval is refused.
    const early = await client.post<{ error: { code: string } }>('/api/email/otp', { email, otp: '123456', deviceId: device(6) })
    expect(early.body.error.code).toBe('DEVICE_NOT_APPROVED')
    // GET shows a confirmation page; POST approves and mails the code.
    const page = await fetch(link as string)
    const html = await page.text()
    expect(html).toContain('data-testid="device-approve"')
    const asked = new Date(clock.now()).toISOString()
    expect(html).toContain(`from a new device on ${asked.slice(0, 10)} at ${asked.slice(11, 16)} UTC. Approve it only if it was you`)
    // A well-formed token that was never issued is an invalid link.
    expect((await fetch(`${secure.url}/device/approve?token=${'A'.repeat(43)}`)).status).toBe(400)
    const token = new URL(link as string).searchParams.get('token')
    const approve = await fetch(`${secure.url}/device/approve`, { method: 'POST', body: new URLSearchParams({ token: token ?? '' }) })
    expect(approve.status).toBe(200)
    expect((await client.post('/api/email/device-status', { email, deviceId: device(6) })).body).toEqual({ approved: true })
    const codeMail = await client.latestMail(email, Number(approvalMail.id))
    const otp = await client.post<{ token: string }>('/api/email/otp', { email, otp: codeMail.code, deviceId: device(6) })
    expect(otp.status).toBe(200)
  })

  test('behavior: bad input is a 400 with a clear JSON error', async () => {
    expect(await client.post('/api/email/connect', { email: 'nope', deviceId: device(7) })).toEqual({
      status: 400,
      body: { error: { message: 'Invalid input: email: Invalid email address', code: 'INVALID_INPUT' } },
    })
    expect((await client.post('/api/email/otp', { email: 'a@b.co', otp: '12', deviceId: device(7) })).status).toBe(400)
    expect((await client.post('/api/email/otp', { email: 'a@b.co', otp: '123456', deviceId: 'x' })).status).toBe(400)
  })
})

describe('email update', () => {
  test('default: VERIFY_PRIMARY_OTP then VERIFY_SECONDARY_OTP; the new email is stored', async () => {
    const oldEmail = 'old@example.com'
    const newEmail = 'new@example.com'
    const token = await login(oldEmail, device(8))
    expect((await client.post('/api/email/update', { email: newEmail }, token)).body).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await client.latestMail(oldEmail)
    // The secondary code is not accepted before the primary.
    expect((await client.post('/api/email/update/secondary', { otp: '123456' }, token)).status).toBe(400)
    expect((await client.post('/api/email/update/primary', { otp: primary.code }, token)).body).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await client.latestMail(newEmail)
    expect((await client.post('/api/email/update/secondary', { otp: secondary.code }, token)).body).toEqual({ newEmail })
    expect((await client.post<{ email: string }>('/api/user', {}, token)).body.email).toBe(newEmail)
    // The old email is free again, the new one now logs in to the same wallet.
    clock.advance(30_000)
    expect((await client.post('/api/email/connect', { email: newEmail, deviceId: device(8) }, token)).body).toEqual({ action: 'CONNECT' })
  })

  test('behavior: needs a session', async () => {
    expect(await client.post('/api/email/update', { email: 'x@example.com' })).toEqual({
      status: 401,
      body: { error: { message: 'Not connected', code: 4100 } },
    })
  })
})
