import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { InboxMail } from '../mail/inbox.js'
import type { RunningSecure } from '../startSecure.js'
import { createClock, createTestClient, startTestSecure, type TestClient } from '../testing/testSecure.js'

// As an attacker with a plain HTTP client, from as many device keys and client addresses as they
// like (the server trusts X-Forwarded-For here, as behind a proxy): a stranger spends only their
// own budgets and the budget of mails to new devices; the owner's approved device always gets its
// code, and guesses from elsewhere never lock an email. One address cannot spray requests either.
const clock = createClock()
let secure: RunningSecure
let client: TestClient
const wrong = (code: string | null): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
type Answer = { status: number; body: { action?: string; token?: string; error?: { message: string; code?: string | number } } }
const answer = (response: Answer): string | number => (response.status === 200 ? 200 : (response.body.error?.code ?? response.status))

beforeAll(async () => {
  // The production defaults, except the per-address daily ones (100) lowered to 30 to keep the test short.
  const otpLimits = { codesPerDevicePerDay: 10, codesPerIpPerDay: 30, wrongCodesPerDevicePerDay: 10, wrongCodesPerIpPerDay: 30 }
  secure = await startTestSecure({ now: clock.now, trustProxy: true, otpLimits })
  client = createTestClient(secure, { now: clock.now })
})
afterAll(() => secure?.stop())

const mails = async (to: string): Promise<InboxMail[]> =>
  ((await (await fetch(`${secure.url}/inbox.json?to=${encodeURIComponent(to)}`)).json()) as { mails: InboxMail[] }).mails
const connect = (email: string, device: string, ip: string): Promise<Answer> =>
  client.post('/api/email/connect', { email, deviceId: device }, null, { headers: { 'x-forwarded-for': ip } })
const guess = (email: string, otp: string, device: string, ip: string): Promise<Answer> =>
  client.post('/api/email/otp', { email, otp, deviceId: device }, null, { headers: { 'x-forwarded-for': ip } })
/** A mail to `email` newer than every mail in `seen` (ids), waiting for it. */
const nextMail = async (email: string, seen: readonly InboxMail[]): Promise<InboxMail> =>
  client.latestMail(email, Math.max(0, ...seen.map((mail) => Number(mail.id))))

/** `email` signs in on `device` (code by mail), the device is approved; the clock then passes the device's cooldown. */
async function signIn(email: string, device: string, ip: string): Promise<string> {
  const seen = await mails(email)
  expect(await connect(email, device, ip)).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
  const response = await guess(email, (await nextMail(email, seen)).code ?? '', device, ip)
  expect(response.status).toBe(200)
  clock.advance(31_000)
  return response.body.token ?? ''
}

describe('strangers asking for codes', () => {
  test('behavior: 50 connects for one email from fresh device keys and fresh addresses; the owner signs in on their approved device at once', async () => {
    const email = 'owner@example.com'
    // The owner signed in on their phone yesterday (a new email's first code is a mail to a new device).
    await signIn(email, 'owner-phone', '192.0.2.1')
    clock.advance(24 * 3_600_000)
    const attackedAt = new Date(clock.now()).toISOString()
    const before = await mails(email)
    const answers: (string | number)[] = []
    for (let n = 0; n < 50; n += 1) {
      const response = await connect(email, `stranger-${n}`, `203.0.113.${n + 1}`)
      answers.push(response.status === 200 ? (response.body.action ?? 200) : answer(response))
    }
    // The email's budget of mails to new devices (10 a day) is theirs to spend; nothing else.
    expect(answers).toEqual([...Array(10).fill('VERIFY_DEVICE'), ...Array(40).fill('EMAIL_NEW_DEVICE_LIMIT')])
    expect(await connect(email, 'stranger-50', '203.0.113.51')).toEqual({
      status: 429,
      body: { error: { message: 'Too many new devices asked for sign-in codes for this email today, try again in 24 hours', code: 'EMAIL_NEW_DEVICE_LIMIT' } },
    })
    // At once (no cooldown passed since the strangers' requests): the owner's phone gets its code by mail and connects.
    const seen = await mails(email)
    expect(await connect(email, 'owner-phone', '192.0.2.1')).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    const code = await nextMail(email, seen)
    expect(code.subject).toMatch(/^Your Kit code: \d{6}$/)
    expect(await guess(email, code.code ?? '', 'owner-phone', '192.0.2.1')).toMatchObject({ status: 200, body: { token: expect.any(String) } })

    // What the owner's mailbox got: 10 approval mails saying plainly when and what to do, one notice.
    const received = (await mails(email)).filter((mail) => Number(mail.id) > Math.max(...before.map((item) => Number(item.id))))
    const approvals = received.filter((mail) => mail.subject === 'Approve the new device signing in to your Kit wallet')
    expect(approvals).toHaveLength(10)
    expect(approvals[0]!.text).toContain(
      `Someone tried to sign in to your Kit wallet from a device it has not been used on before, on ${attackedAt.slice(0, 10)} at ${attackedAt.slice(11, 16)} UTC.`,
    )
    expect(approvals[0]!.text).toContain('If it was not you, ignore this mail: nothing happens unless the link is opened and the device approved')
    expect(approvals[0]!.links.some((link) => link.includes('/device/approve?token='))).toBe(true)
    const notices = received.filter((mail) => mail.subject === 'Sign-in to your Kit wallet from new devices is paused for today')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.text).toContain('Devices you signed in on before are not affected.')
  })

  test('behavior: one stranger device gets 10 mails a day over any emails, one address 30; the owner of each email is not told', async () => {
    const answers: (string | number)[] = []
    for (let n = 0; n < 11; n += 1) answers.push(answer(await connect(`sprayed-${n}@example.com`, 'one-device', `198.51.100.${n + 1}`)))
    expect(answers).toEqual([...Array(10).fill(200), 'DEVICE_DAILY_LIMIT'])
    expect(await connect('sprayed-11@example.com', 'one-device', '198.51.100.99')).toEqual({
      status: 429,
      body: { error: { message: 'Too many sign-in codes were requested from this device today, try again in 24 hours', code: 'DEVICE_DAILY_LIMIT' } },
    })
    const fromOneAddress: (string | number)[] = []
    for (let n = 0; n < 31; n += 1) fromOneAddress.push(answer(await connect(`one-address-${n}@example.com`, `address-device-${n}`, '198.51.100.200')))
    expect(fromOneAddress).toEqual([...Array(30).fill(200), 'IP_DAILY_LIMIT'])
    expect((await mails('sprayed-10@example.com')).length + (await mails('one-address-30@example.com')).length).toBe(0)
    // The next day's budgets.
    clock.advance(24 * 3_600_000)
    expect(answer(await connect('sprayed-12@example.com', 'one-device', '198.51.100.200'))).toBe(200)
  })

  test("behavior: the owner's own devices get 10 codes a day in all; the owner is told once", async () => {
    const email = 'busy-owner@example.com'
    await signIn(email, 'laptop', '192.0.2.10')
    // A second device, approved from the mailed link (its code counts against the approved devices' budget).
    const seen = await mails(email)
    expect(await connect(email, 'tablet', '192.0.2.11')).toEqual({ status: 200, body: { action: 'VERIFY_DEVICE' } })
    const link = (await nextMail(email, seen)).links.find((candidate) => candidate.includes('/device/approve?token=')) ?? ''
    expect(
      (await fetch(`${secure.url}/device/approve`, { method: 'POST', body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '' }) }))
        .status,
    ).toBe(200)
    const answers: (string | number)[] = []
    for (let n = 0; n < 10; n += 1) {
      clock.advance(31_000)
      answers.push(answer(await connect(email, n % 2 === 0 ? 'laptop' : 'tablet', '192.0.2.10')))
    }
    expect(answers).toEqual([...Array(9).fill(200), 'EMAIL_DAILY_LIMIT'])
    const notices = (await mails(email)).filter((mail) => mail.subject === 'Sign-in to your Kit wallet is paused for today')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.text).toContain('Too many sign-in codes were requested')
  })
})

describe('strangers guessing codes', () => {
  test("behavior: a new email's owner signs in at once despite 100 wrong guesses from elsewhere", async () => {
    const email = 'brand-new@example.com'
    const answers: (string | number)[] = []
    // Two stranger devices at two addresses, each with codes of their own (re-issued after a
    // cooldown), guessing until refused; the rest from fresh devices and addresses without a code.
    for (const [index, device] of ['guesser-a', 'guesser-b'].entries()) {
      const ip = `203.0.113.${200 + index}`
      for (let round = 0; round < 3; round += 1) {
        const seen = await mails(email)
        const issued = await connect(email, device, ip)
        const code = issued.status === 200 ? (await nextMail(email, seen)).code : '000000'
        for (let attempt = 0; attempt < 5; attempt += 1) answers.push(answer(await guess(email, wrong(code), device, ip)))
        clock.advance(31_000)
      }
    }
    while (answers.length < 100) answers.push(answer(await guess(email, '123456', `guesser-${answers.length}`, `198.18.0.${answers.length}`)))
    const count = (code: string): number => answers.filter((item) => item === code).length
    // Each stranger device: 10 wrong codes a day (two codes of 5 tries), then refused; no lock on the email.
    expect({ invalid: count('INVALID_CODE'), locked: count('CODE_LOCKED'), device: count('DEVICE_GUESS_LIMIT'), other: count('CODE_OTHER_DEVICE') }).toEqual({
      invalid: 16,
      locked: 4,
      device: 10,
      other: 70,
    })
    // The owner, on a device of their own: the code arrives and works, at once.
    const seen = await mails(email)
    expect(await connect(email, 'real-owner', '192.0.2.50')).toEqual({ status: 200, body: { action: 'VERIFY_OTP' } })
    expect((await guess(email, (await nextMail(email, seen)).code ?? '', 'real-owner', '192.0.2.50')).status).toBe(200)
    // The owner was told once that wrong codes were entered.
    const notices = (await mails(email)).filter((mail) => mail.subject === 'Wrong sign-in codes were entered for your Kit wallet')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.text).toContain('your own devices can still sign in')
  })

  test('behavior: a device out of guesses is refused even the right code until the next day; one address gets 30 wrong codes a day over all its devices', async () => {
    const email = 'guessed@example.com'
    const ip = '203.0.113.240'
    let last: Answer | null = null
    for (let round = 0; round < 3; round += 1) {
      const seen = await mails(email)
      expect(answer(await connect(email, 'stubborn', ip))).toBe(200)
      const code = (await nextMail(email, seen)).code
      for (let attempt = 0; attempt < 5; attempt += 1) last = await guess(email, wrong(code), 'stubborn', ip)
      clock.advance(31_000)
    }
    expect(last).toEqual({
      status: 429,
      body: { error: { message: 'Too many wrong codes from this device today, try again in 24 hours', code: 'DEVICE_GUESS_LIMIT' } },
    })
    const seen = await mails(email)
    expect(answer(await connect(email, 'stubborn', ip))).toBe(200)
    const right = (await nextMail(email, seen)).code ?? ''
    expect(answer(await guess(email, right, 'stubborn', ip))).toBe('DEVICE_GUESS_LIMIT')
    clock.advance(24 * 3_600_000)
    expect(answer(await guess(email, right, 'stubborn', ip))).toBe('CODE_EXPIRED')

    // One address, many devices (each with its own email and codes): 30 wrong codes a day in all.
    const shared = '203.0.113.241'
    const answers: (string | number)[] = []
    for (let device = 0; device < 4; device += 1) {
      for (let round = 0; round < 2; round += 1) {
        const target = `shared-${device}@example.com`
        const before = await mails(target)
        expect(answer(await connect(target, `shared-device-${device}`, shared))).toBe(200)
        const code = (await nextMail(target, before)).code
        for (let attempt = 0; attempt < 5; attempt += 1) answers.push(answer(await guess(target, wrong(code), `shared-device-${device}`, shared)))
        clock.advance(31_000)
      }
    }
    expect(answers.slice(30)).toEqual(Array(10).fill('IP_GUESS_LIMIT'))
    expect(answers.slice(0, 30).filter((item) => item === 'IP_GUESS_LIMIT')).toEqual([])
  })
})

describe('budget rows', () => {
  test('behavior: windows and cooldowns a day old are deleted as sign-ins come in (every new device key or address adds rows)', async () => {
    const db = secure.internals.context.db
    for (let n = 0; n < 5; n += 1) expect(answer(await connect(`rows-${n}@example.com`, `rows-device-${n}`, `192.0.2.${100 + n}`))).toBe(200)
    const count = async (): Promise<number> => {
      const [windows] = await db.query<{ n: number }>('select count(*)::int as n from secure_rate_windows where window_start <= $1', [
        clock.now() - 24 * 3_600_000,
      ])
      const [cooldowns] = await db.query<{ n: number }>('select count(*)::int as n from secure_cooldowns where last_sent_at <= $1', [
        clock.now() - 24 * 3_600_000,
      ])
      return (windows?.n ?? 0) + (cooldowns?.n ?? 0)
    }
    clock.advance(24 * 3_600_000)
    // 5 devices, 5 addresses, 5 emails: each left a window per budget and a cooldown, all expired now.
    expect(await count()).toBeGreaterThanOrEqual(5 * 5)
    expect(answer(await connect('rows-5@example.com', 'rows-device-5', '192.0.2.105'))).toBe(200)
    expect(await count()).toBe(0)
  })
})

describe('per-IP budgets', () => {
  let limited: RunningSecure
  let limitedClient: TestClient
  const device = 'spraying-device-01'
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
