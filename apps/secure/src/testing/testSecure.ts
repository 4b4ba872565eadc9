import { type DeviceKey, loadDeviceKey } from '../client/deviceKey.js'
import type { InboxMail } from '../mail/inbox.js'
import { type RunningSecure, type StartSecureOptions, startSecure } from '../startSecure.js'

export const TEST_SECURE_KEY = '11'.repeat(32)

/** A controllable clock. */
export function createClock(start = Date.UTC(2025, 0, 1)): { now: () => number; advance: (ms: number) => void } {
  let time = start
  return { now: () => time, advance: (ms) => void (time += ms) }
}

/**
 * The daily OTP budgets that would count a whole test file as one client: its requests all come from
 * the loopback address, and most tests sign many emails in from one test device. Raised here (as the
 * local stack raises the per-IP ones); the tests of the budgets (src/auth/otpBudget.test.ts) set their own.
 */
const TEST_OTP_LIMITS = { codesPerDevicePerDay: 1_000, codesPerIpPerDay: 1_000, wrongCodesPerIpPerDay: 1_000 }

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
    otpLimits: { ...TEST_OTP_LIMITS, ...options.otpLimits },
  })
}

export interface TestPostOptions {
  /** The device that signs the request (named test devices; default 'default'); null sends it unsigned, as a plain HTTP client would. */
  readonly device?: string | null
  /** The Origin header (default the secure origin, as the frame's fetch sends it); null leaves it out. */
  readonly origin?: string | null
  /** More request headers (e.g. a forged X-Forwarded-For). */
  readonly headers?: Record<string, string>
}

export interface TestClient {
  /**
   * POSTs JSON like the frame does: Origin header and a signature by a device key made with the
   * frame's own code (WebCrypto, non-extractable). A `deviceId` field in `body` names the test
   * device instead (it is taken out of the body); a token is used from the device that received it.
   */
  post<T = Record<string, unknown>>(path: string, body: unknown, token?: string | null, options?: TestPostOptions): Promise<{ status: number; body: T }>
  /** The test device key called `name` (made on first use). */
  device(name?: string): Promise<DeviceKey>
  /** The device key a session token was issued to. */
  deviceOf(token: string): Promise<DeviceKey>
  /** Newest mail to `to` over HTTP (`/inbox.json`), waiting up to 5 s for it to arrive. */
  latestMail(to: string, after?: number): Promise<InboxMail>
  /**
   * The same devices and sessions talking to another instance (`url`, e.g. behind one load
   * balancer); mail is still read from this client's inbox.
   */
  on(instance: { readonly url: string }): TestClient
}

interface SharedDevices {
  readonly devices: Map<string, Promise<DeviceKey>>
  // Like the frame, a session token is used from the device that got it.
  readonly tokenDevices: Map<string, string>
}

/**
 * A test client of `secure` (any object with its `url`); mail is read from `inboxUrl` (default
 * the instance's own `/inbox.json`, where its SMTP catcher files it).
 */
export function createTestClient(
  secure: { readonly url: string },
  parameters: { now?: () => number; inboxUrl?: string; shared?: SharedDevices } = {},
): TestClient {
  const shared = parameters.shared ?? { devices: new Map(), tokenDevices: new Map() }
  const { devices, tokenDevices } = shared
  const inboxUrl = parameters.inboxUrl ?? `${secure.url}/inbox`
  const device = (name = 'default'): Promise<DeviceKey> => {
    let key = devices.get(name)
    if (!key) {
      key = loadDeviceKey(null, parameters.now)
      devices.set(name, key)
    }
    return key
  }
  return {
    device,
    deviceOf: (token) => device(tokenDevices.get(token) ?? 'default'),
    async post(path, body, token, options = {}) {
      let payload = body
      let name: string | null | undefined = options.device
      if (body && typeof body === 'object' && !Array.isArray(body) && typeof (body as { deviceId?: unknown }).deviceId === 'string') {
        const { deviceId, ...rest } = body as { deviceId: string }
        payload = rest
        name ??= deviceId
      }
      if (name === undefined && token) name = tokenDevices.get(token)
      name ??= 'default'
      const text = JSON.stringify(payload)
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      const origin = options.origin === undefined ? secure.url : options.origin
      if (origin !== null) headers.origin = origin
      if (token) headers.authorization = `Bearer ${token}`
      Object.assign(headers, options.headers)
      if (name !== null)
        Object.assign(headers, await (await device(name)).signRequest({ method: 'POST', path: new URL(path, secure.url).pathname, body: text }))
      const response = await fetch(`${secure.url}${path}`, { method: 'POST', headers, body: text })
      const json = (await response.json()) as { token?: unknown }
      if (typeof json?.token === 'string' && name !== null) tokenDevices.set(json.token, name)
      return { status: response.status, body: json as never }
    },
    async latestMail(to, after = 0) {
      const deadline = Date.now() + 5_000
      for (;;) {
        const response = await fetch(`${inboxUrl}.json?to=${encodeURIComponent(to)}`)
        const { mails } = (await response.json()) as { mails: InboxMail[] }
        const mail = mails.find((candidate) => Number(candidate.id) > after)
        if (mail) return mail
        if (Date.now() > deadline) throw new Error(`No mail to ${to}`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    },
    on(instance) {
      return createTestClient(instance, { ...parameters, inboxUrl, shared })
    },
  }
}
