import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { findPostgresBinaries, type LocalPostgres, startPostgres } from '@kit/test/servers'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, test } from 'vitest'
import type { RunningSecure } from './startSecure.js'
import { createClock, createTestClient, startTestSecure, TEST_SECURE_KEY, type TestClient } from './testing/testSecure.js'

// Two secure-frame instances on one real PostgreSQL (issue 18), attacked over plain HTTP: OTP
// guesses, cooldowns and the daily mail budgets hold across instances (also under concurrent
// requests to both), strangers cannot spend the owner's budgets (issue 33), and SIGKILL of one
// instance mid-attack loses no OTP, session or nonce state.
const binaries = findPostgresBinaries()
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
const wrong = (code: string | null): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const errorCode = (response: { status: number; body: unknown }): string | number =>
  response.status === 200 ? 200 : ((response.body as { error: { code?: string | number } }).error.code ?? response.status)

describe.skipIf(!binaries)('apps/secure cluster (two instances on one PostgreSQL)', () => {
  let postgres: LocalPostgres
  const cleanups: (() => Promise<unknown> | unknown)[] = []

  beforeAll(async () => {
    postgres = await startPostgres({ binaries: binaries! })
  })
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
    await postgres?.stop()
  })

  /** Instance A with the SMTP catcher; instance B mails through it (one mailbox, as with one real SMTP server). */
  async function pair(databaseUrl: string, now: () => number): Promise<[RunningSecure, RunningSecure]> {
    const otpLimits = { issuesPerIpPerHour: 1_000, checksPerIpPerHour: 1_000 }
    // Behind one balancer: the client address is the X-Forwarded-For the tests send (else the loopback).
    const a = await startTestSecure({ databaseUrl, now, otpLimits, trustProxy: true })
    cleanups.push(() => a.stop())
    const b = await startTestSecure({ databaseUrl, now, otpLimits, trustProxy: true, smtp: { url: `smtp://127.0.0.1:${a.smtpPort}` } })
    cleanups.push(() => b.stop())
    return [a, b]
  }

  test('behavior: a brute force spread over both instances, concurrently, is refused after the same count as on one; the owner still signs in', async () => {
    const clock = createClock()
    const [a, b] = await pair(await postgres.createDatabase('brute_force'), clock.now)
    const onA = createTestClient(a, { now: clock.now })
    const clients: TestClient[] = [onA, onA.on(b)]
    const email = 'victim@example.com'
    const device = 'attacker-device-0001'
    const answers: (string | number)[] = []
    for (let round = 0; round < 3; round += 1) {
      // A fresh code (from the other instance each round), then 8 wrong guesses at once, 4 to each instance.
      expect((await clients[round % 2]!.post('/api/email/connect', { email, deviceId: device })).status).toBe(200)
      const code = (await onA.latestMail(email)).code
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, index) => clients[index % 2]!.post('/api/email/otp', { email, otp: wrong(code), deviceId: device })),
      )
      answers.push(...responses.map(errorCode))
      clock.advance(31_000)
    }
    // As on one instance: 5 tries per code (4 "Invalid code", the 5th locks it), 10 wrong codes a day per device in all.
    const count = (code: string): number => answers.filter((answer) => answer === code).length
    expect({ invalid: count('INVALID_CODE'), locked: count('CODE_LOCKED'), spent: count('DEVICE_GUESS_LIMIT') }).toEqual({ invalid: 8, locked: 8, spent: 8 })
    // Even the right code of a new one is refused to that device today, on either instance.
    expect((await clients[1]!.post('/api/email/connect', { email, deviceId: device })).status).toBe(200)
    const code = (await onA.latestMail(email)).code
    for (const client of clients)
      expect(await client.post('/api/email/otp', { email, otp: code, deviceId: device })).toMatchObject({
        status: 429,
        body: { error: { code: 'DEVICE_GUESS_LIMIT' } },
      })
    // The email is not locked: its owner, on a device of their own, signs in at once.
    const owner = 'owner-device-000001'
    expect((await clients[0]!.post('/api/email/connect', { email, deviceId: owner })).status).toBe(200)
    const own = (await onA.latestMail(email)).code
    expect((await clients[1]!.post('/api/email/otp', { email, otp: own, deviceId: owner })).status).toBe(200)
  })

  test("behavior: 50 strangers' connects at once over both instances spend only the new-device mails; the owner's approved device signs in at once", async () => {
    const clock = createClock()
    const [a, b] = await pair(await postgres.createDatabase('strangers'), clock.now)
    const onA = createTestClient(a, { now: clock.now })
    const clients: TestClient[] = [onA, onA.on(b)]
    const email = 'owner@example.com'
    const owner = 'owner-device-000001'
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
    expect((await clients[0]!.post('/api/email/connect', { email, deviceId: owner }, null, from('192.0.2.1'))).status).toBe(200)
    const first = (await onA.latestMail(email)).code
    expect((await clients[1]!.post('/api/email/otp', { email, otp: first, deviceId: owner }, null, from('192.0.2.1'))).status).toBe(200)
    clock.advance(24 * 3_600_000)
    const answers: (string | number)[] = []
    for (let batch = 0; batch < 5; batch += 1) {
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) => {
          const n = batch * 10 + index
          return clients[n % 2]!.post('/api/email/connect', { email, deviceId: `stranger-${n}` }, null, from(`203.0.113.${n + 1}`))
        }),
      )
      answers.push(...responses.map((response) => (response.status === 200 ? (response.body as { action: string }).action : errorCode(response))))
    }
    expect(answers.filter((answer) => answer === 'VERIFY_DEVICE')).toHaveLength(10)
    expect(answers.filter((answer) => answer === 'EMAIL_NEW_DEVICE_LIMIT')).toHaveLength(40)
    const seen = Number((await onA.latestMail(email)).id)
    expect(await clients[1]!.post('/api/email/connect', { email, deviceId: owner }, null, from('192.0.2.1'))).toEqual({
      status: 200,
      body: { action: 'VERIFY_OTP' },
    })
    const code = (await onA.latestMail(email, seen)).code
    expect((await clients[0]!.post('/api/email/otp', { email, otp: code, deviceId: owner }, null, from('192.0.2.1'))).status).toBe(200)
  })

  test("behavior: one device's 30 s cooldown and the email's 10 new-device mails a day hold across instances hit at the same instant", async () => {
    const clock = createClock()
    const [a, b] = await pair(await postgres.createDatabase('daily_cap'), clock.now)
    const onA = createTestClient(a, { now: clock.now })
    const clients: TestClient[] = [onA, onA.on(b)]
    const email = 'flooded@example.com'
    const rounds: (string | number)[][] = []
    for (let round = 0; round < 11; round += 1) {
      // One device (a new one each round) asks both instances at once.
      const responses = await Promise.all(clients.map((client) => client.post('/api/email/connect', { email, deviceId: `flood-device-${round}` })))
      rounds.push(responses.map(errorCode).sort((x, y) => String(x).localeCompare(String(y))))
    }
    // Each round one instance sends a code and the other answers the cooldown's 429; the 11th mail is refused.
    for (const round of rounds.slice(0, 10)) expect(round).toEqual([200, 429])
    expect(rounds[10]).toEqual([429, 'EMAIL_NEW_DEVICE_LIMIT'])
  })

  describe('instances in their own processes', () => {
    /** `kit-secure` (dist/cli.js) configured by env vars only, as deployed; resolves with its URL once it listens. */
    function startProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; stdout: () => string; exited: Promise<number | null> }> {
      const child = spawn(process.execPath, [cli], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
      cleanups.push(() => child.kill('SIGKILL'))
      let stdout = ''
      let output = ''
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
      return new Promise((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          stdout += chunk.toString()
          output += chunk.toString()
          const line = stdout.split('\n').find((entry) => entry.includes('listening on'))
          if (line) resolve({ child, url: (JSON.parse(line) as { url: string }).url, stdout: () => stdout, exited })
        })
        child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
        child.once('exit', (code) => reject(new Error(`kit-secure exited with ${code}: ${output}`)))
      })
    }

    it('behavior: SIGKILL of one instance mid-attack loses no OTP attempt, cooldown, session or nonce; SIGTERM drains and exits 0 with JSON logs', async () => {
      const databaseUrl = await postgres.createDatabase('killed')
      const mail = await startTestSecure() // the mail host: its SMTP catcher and /inbox
      cleanups.push(() => mail.stop())
      const env = {
        KIT_SECURE_HOST: '127.0.0.1',
        KIT_SECURE_PORT: '0',
        KIT_SECURE_MODE: 'development',
        KIT_SECURE_DATA_DIR: 'memory://',
        KIT_SECURE_KEY: TEST_SECURE_KEY,
        DATABASE_URL: databaseUrl,
        KIT_SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      }
      const [a, b] = await Promise.all([startProcess(env), startProcess(env)])
      const onA = createTestClient(a, { inboxUrl: mail.inboxUrl! })
      const onB = onA.on(b)

      // A user signed in through A.
      const user = 'kept@example.com'
      expect((await onA.post('/api/email/connect', { email: user, deviceId: 'user-device-000001' })).status).toBe(200)
      const token = (
        await onA.post<{ token: string }>('/api/email/otp', { email: user, otp: (await onA.latestMail(user)).code, deviceId: 'user-device-000001' })
      ).body.token
      const address = (await onA.post<{ address: string }>('/api/user', {}, token)).body.address
      // A signed request A accepted (its nonce is spent).
      const body = JSON.stringify({})
      const signed = {
        'content-type': 'application/json',
        origin: a.url,
        authorization: `Bearer ${token}`,
        ...(await (await onA.deviceOf(token)).signRequest({ method: 'POST', path: '/api/user', body })),
      }
      expect((await fetch(`${a.url}/api/user`, { method: 'POST', headers: signed, body })).status).toBe(200)

      // The attacker guesses on A and A dies in the middle of a burst.
      const victim = 'victim@example.com'
      const device = 'attacker-device-0002'
      expect((await onA.post('/api/email/connect', { email: victim, deviceId: device })).status).toBe(200)
      const code = (await onA.latestMail(victim)).code
      const answered: (string | number)[] = []
      for (let index = 0; index < 2; index += 1)
        answered.push(errorCode(await onA.post('/api/email/otp', { email: victim, otp: wrong(code), deviceId: device })))
      const burst = Array.from({ length: 4 }, () =>
        onA.post('/api/email/otp', { email: victim, otp: wrong(code), deviceId: device }).then(
          (response) => void answered.push(errorCode(response)),
          () => undefined, // cut by the kill: the attacker got no answer
        ),
      )
      await new Promise((resolve) => setTimeout(resolve, 5))
      a.child.kill('SIGKILL')
      await Promise.all(burst)
      expect(await a.exited).toBeNull()

      // On B: the guesses counted on A still count; the code locks after 5 tries in all.
      for (;;) {
        const answer = errorCode(await onB.post('/api/email/otp', { email: victim, otp: wrong(code), deviceId: device }))
        answered.push(answer)
        if (answer !== 'INVALID_CODE') break
      }
      expect(answered.at(-1)).toBe('CODE_LOCKED')
      expect(answered.filter((answer) => answer === 'INVALID_CODE').length).toBeLessThanOrEqual(4)
      const db = new pg.Client({ connectionString: databaseUrl })
      await db.connect()
      const { rows } = await db.query<{ attempts: number }>("select attempts from secure_codes where email = $1 and purpose = 'login'", [victim])
      await db.end()
      expect(rows).toEqual([{ attempts: 5 }])
      expect(await onB.post('/api/email/otp', { email: victim, otp: code, deviceId: device })).toMatchObject({
        status: 400,
        body: { error: { code: 'CODE_LOCKED' } },
      })
      // The cooldown started on A holds on B.
      expect(await onB.post('/api/email/connect', { email: victim, deviceId: device })).toMatchObject({
        status: 429,
        body: { error: { message: expect.stringMatching(/^Please try again after \d+ seconds$/) } },
      })
      // The session made on A works on B; the request A accepted cannot be replayed to B.
      expect((await onB.post<{ address: string }>('/api/user', {}, token)).body.address).toBe(address)
      const replay = await fetch(`${b.url}/api/user`, { method: 'POST', headers: { ...signed, origin: b.url }, body })
      expect(replay.status).toBe(401)
      expect(((await replay.json()) as { error: { code: string } }).error.code).toBe('DEVICE_REPLAY')

      // SIGTERM: B drains and exits 0; everything it wrote on stdout is JSON lines.
      b.child.kill('SIGTERM')
      expect(await b.exited).toBe(0)
      const lines = b
        .stdout()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { service: string; msg: string })
      expect(lines.every((line) => line.service === 'kit-secure')).toBe(true)
      expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['SIGTERM received, draining', 'stopped']))
    }, 60_000)
  })
})
