import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { InboxMail } from '../mail/inbox.js'
import type { RunningSecure } from '../startSecure.js'
import { createClock, createTestClient, startTestSecure, type TestClient } from '../testing/testSecure.js'

// As an attacker with a plain HTTP client: re-issuing codes does not buy more guesses, an email
// cannot be sent more than a day's codes, one address cannot spray requests; the owner is told.
const clock = createClock()
let secure: RunningSecure
let client: TestClient
const device = 'attacker-device-0001'
const mails = async (to: string): Promise<InboxMail[]> =>
  ((await (await fetch(`${secure.url}/inbox.json?to=${encodeURIComponent(to)}`)).json()) as { mails: InboxMail[] }).mails
const wrong = (code: string | null): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

beforeAll(async () => {
  secure = await startTestSecure({ now: clock.now, otpLimits: { issuesPerIpPerHour: 1_000, checksPerIpPerHour: 1_000 } })
  client = createTestClient(secure, { now: clock.now })
})
afterAll(() => secure?.stop())

describe('OTP budgets', () => {
  test('behavior: brute force across re-issued codes stops after 10 wrong guesses a day, even with the right code; the owner is told once', async () => {
    const email = 'no-account-yet@example.com'
    let guesses = 0
    let refused: { status: number; body: unknown } | null = null
    // Up to 10 codes, 5 guesses each (the per-code lockout), 31 s apart (the cooldown).
    for (let round = 0; round < 10 && !refused; round += 1) {
      expect((await client.post('/api/email/connect', { email, deviceId: device })).status).toBe(200)
      const code = (await client.latestMail(email)).code
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await client.post('/api/email/otp', { email, otp: wrong(code), deviceId: device })
        if (response.status === 429) {
          refused = response
          break
        }
        guesses += 1
        expect(response.status).toBe(400)
      }
      clock.advance(31_000)
    }
    expect(guesses).toBe(10)
    expect(refused).toEqual({
      status: 429,
      body: { error: { message: 'Too many wrong codes for this email today, try again in 24 hours', code: 'EMAIL_GUESS_LIMIT' } },
    })
    // A fresh code, and even the right one, is refused for the rest of the day.
    expect((await client.post('/api/email/connect', { email, deviceId: device })).status).toBe(200)
    const code = (await client.latestMail(email)).code
    expect(await client.post('/api/email/otp', { email, otp: code, deviceId: device })).toMatchObject({
      status: 429,
      body: { error: { code: 'EMAIL_GUESS_LIMIT' } },
    })
    // The owner got one notice, not one per refusal.
    const notices = (await mails(email)).filter((mail) => mail.subject === 'Sign-in to your Kit wallet is paused for today')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.text).toContain('Too many wrong sign-in codes were entered')
    // A day later the owner signs in.
    clock.advance(24 * 3_600_000)
    expect((await client.post('/api/email/connect', { email, deviceId: device })).status).toBe(200)
    const fresh = (await client.latestMail(email)).code
    expect((await client.post('/api/email/otp', { email, otp: fresh, deviceId: device })).status).toBe(200)
  })

  test('behavior: at most 10 codes to one email a day; the 11th request is a clear 429 and the owner is told once', async () => {
    const email = 'flooded@example.com'
    for (let sent = 0; sent < 10; sent += 1) {
      expect(await client.post('/api/email/connect', { email, deviceId: device })).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
      clock.advance(31_000)
    }
    for (let extra = 0; extra < 3; extra += 1) {
      expect(await client.post('/api/email/connect', { email, deviceId: device })).toEqual({
        status: 429,
        body: { error: { message: 'Too many sign-in codes for this email today, try again in 24 hours', code: 'EMAIL_DAILY_LIMIT' } },
      })
      clock.advance(31_000)
    }
    const all = await mails(email)
    expect(all.filter((mail) => /^Your Kit code/.test(mail.subject))).toHaveLength(10)
    const notices = all.filter((mail) => mail.subject === 'Sign-in to your Kit wallet is paused for today')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.text).toContain('Too many sign-in codes were requested')
    clock.advance(24 * 3_600_000)
    expect((await client.post('/api/email/connect', { email, deviceId: device })).status).toBe(200)
  })
})

describe('per-IP budgets', () => {
  let limited: RunningSecure
  let limitedClient: TestClient
  beforeAll(async () => {
    limited = await startTestSecure({ now: clock.now, otpLimits: { issuesPerIpPerHour: 3, checksPerIpPerHour: 4 } })
    limitedClient = createTestClient(limited, { now: clock.now })
  })
  afterAll(() => limited?.stop())

  test('behavior: one address gets 3 code requests and 4 checks an hour over any emails; X-Forwarded-For does not reset it', async () => {
    for (let n = 0; n < 3; n += 1)
      expect((await limitedClient.post('/api/email/connect', { email: `spray-${n}@example.com`, deviceId: device })).status).toBe(200)
    expect(await limitedClient.post('/api/email/connect', { email: 'spray-3@example.com', deviceId: device })).toEqual({
      status: 429,
      body: { error: { message: 'Please try again after 3600 seconds', code: 'IP_LIMIT' } },
    })
    const spoofed = await limitedClient.post('/api/email/connect', { email: 'spray-4@example.com', deviceId: device }, null, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(spoofed.status).toBe(429)
    for (let n = 0; n < 4; n += 1)
      expect((await limitedClient.post('/api/email/otp', { email: `spray-${n % 3}@example.com`, otp: '000000', deviceId: device })).status).toBe(400)
    clock.advance(60_000)
    expect(await limitedClient.post('/api/email/otp', { email: 'spray-0@example.com', otp: '000000', deviceId: device })).toEqual({
      status: 429,
      body: { error: { message: 'Please try again after 3540 seconds', code: 'IP_LIMIT' } },
    })
    // The next hour's window.
    clock.advance(3_600_000)
    expect((await limitedClient.post('/api/email/connect', { email: 'spray-5@example.com', deviceId: device })).status).toBe(200)
  })
})
