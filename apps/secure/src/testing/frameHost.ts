import type { FrameEvent } from '@kit/frame-protocol'
import type { Browser, Frame, Page } from 'playwright-core'
import type { RunningSecure } from '../startSecure.js'
import type { ParentServer } from './parentPage.js'

export interface FrameHost {
  page: Page
  frame: Frame
  warnings: string[]
  errors: string[]
  received(): Promise<FrameEvent[]>
  request(message: { type: string; id: string; payload?: unknown }, timeoutMs?: number): Promise<FrameEvent>
  waitFor(predicate: (event: FrameEvent) => boolean, timeoutMs?: number): Promise<FrameEvent>
  storage(): Promise<{ local: string; cookies: string }>
}

/**
 * The stand-in host page on `http://localhost:<port>` (another origin than the frame's 127.0.0.1)
 * embedding the secure frame, in Chromium: it sends app events and records what the frame posts.
 * `foreign` also embeds a frame of another origin that can post to the secure frame.
 */
export async function openFrameHost(parameters: {
  browser: Browser
  parent: ParentServer
  secure: RunningSecure
  foreign?: boolean
  page?: Page
}): Promise<FrameHost> {
  const { browser, parent, secure } = parameters
  const page = parameters.page ?? (await browser.newPage())
  const warnings: string[] = []
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const foreign = parameters.foreign ? `&foreign=${encodeURIComponent(parent.origin('127.0.0.1'))}` : ''
  await page.goto(`${parent.origin('localhost')}/parent.html?secure=${encodeURIComponent(secure.url)}${foreign}`)
  const received = (): Promise<FrameEvent[]> => page.evaluate(() => (window as unknown as { received: FrameEvent[] }).received)
  const waitFor = async (predicate: (event: FrameEvent) => boolean, timeoutMs = 10_000): Promise<FrameEvent> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const match = (await received()).find(predicate)
      if (match) return match
      if (Date.now() > deadline) throw new Error(`Timed out; received ${JSON.stringify(await received())}`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  await waitFor((event) => event.type === '@kit-frame/READY')
  const frame = page.frames().find((candidate) => candidate.url().startsWith(`${secure.url}/frame`))
  if (!frame) throw new Error('No secure frame')
  return {
    page,
    frame,
    warnings,
    errors,
    received,
    waitFor,
    async request(message, timeoutMs) {
      await page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), message)
      return waitFor((event) => event.id === message.id && (event.type.endsWith('_SUCCESS') || event.type.endsWith('_ERROR')), timeoutMs)
    },
    // Frame storage (blocked for third-party frames in this Chromium) and the secure origin's cookies.
    storage: async () => ({
      local: await frame.evaluate(() => {
        try {
          return JSON.stringify({ ...window.localStorage })
        } catch {
          return 'blocked'
        }
      }),
      cookies: JSON.stringify((await page.context().cookies(`${secure.url}/api/`)).map(({ name, value }) => ({ name, value }))),
    }),
  }
}
