import type { InboxMail } from '../mail/inbox.js'
import { startSecure, type RunningSecure, type StartSecureOptions } from '../startSecure.js'

export const TEST_SECURE_KEY = '11'.repeat(32)

/** A controllable clock. */
export function createClock(start = Date.UTC(2025, 0, 1)): { now: () => number; advance: (ms: number) => void } {
  let time = start
  return { now: () => time, advance: (ms) => void (time += ms) }
}

/** apps/secure on free ports with an in-memory database. */
export function startTestSecure(options: StartSecureOptions = {}): Promise<RunningSecure> {
  return startSecure({
    mode: 'development',
    port: 0,
    smtp: { port: 0, host: '127.0.0.1' },
    dataDir: 'memory://',
    secureKey: TEST_SECURE_KEY,
    log: () => undefined,
    ...options,
  })
}

export interface TestClient {
  post<T = Record<string, unknown>>(path: string, body: unknown, token?: string | null): Promise<{ status: number; body: T }>
  /** Newest mail to `to` over HTTP (`/inbox.json`), waiting up to 5 s for it to arrive. */
  latestMail(to: string, after?: number): Promise<InboxMail>
}

export function createTestClient(secure: RunningSecure): TestClient {
  return {
    async post(path, body, token) {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (token) headers.authorization = `Bearer ${token}`
      const response = await fetch(`${secure.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
      return { status: response.status, body: (await response.json()) as never }
    },
    async latestMail(to, after = 0) {
      const deadline = Date.now() + 5_000
      for (;;) {
        const response = await fetch(`${secure.url}/inbox.json?to=${encodeURIComponent(to)}`)
        const { mails } = (await response.json()) as { mails: InboxMail[] }
        const mail = mails.find((candidate) => Number(candidate.id) > after)
        if (mail) return mail
        if (Date.now() > deadline) throw new Error(`No mail to ${to}`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
  }
}
