import { createAppEvent, type FrameEvent } from '@kit/frame-protocol'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { RunningSecure } from '../startSecure.js'
import { type FrameHost, openFrameHost } from '../testing/frameHost.js'
import { CHROMIUM_LAUNCH_OPTIONS, type ParentServer, startParentServer } from '../testing/parentPage.js'
import { createTestClient, startTestSecure, type TestClient } from '../testing/testSecure.js'

// Issue 10: the email-update codes (docs/rules/states.md, UpdateEmailWallet) are typed on the secure
// frame's own entry, like the login code. Written as a hostile host page: it holds the codes
// (read from the inbox here) and sends them in its messages, reads its own DOM and tries the
// frame's: none of that changes the email; only codes typed on the frame do.

let secure: RunningSecure
let client: TestClient
let parent: ParentServer
let browser: Browser

beforeAll(async () => {
  parent = await startParentServer()
  secure = await startTestSecure({ projects: [{ id: 'kit-demo', allowedOrigins: [parent.origin('localhost')] }] })
  client = createTestClient(secure)
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
})
afterAll(async () => {
  await browser?.close()
  await parent?.close()
  await secure?.stop()
})

const send = (host: FrameHost, message: { type: string; id: string; payload?: unknown }) =>
  host.page.evaluate((m) => (window as unknown as { send: (m: unknown) => void }).send(m), message)
const reply = (host: FrameHost, id: string) => host.waitFor((event) => event.id === id && /_(SUCCESS|ERROR)$/.test(event.type))
const types = async (host: FrameHost) => (await host.received()).map((event: FrameEvent) => event.type)

async function login(host: FrameHost, email: string): Promise<void> {
  await host.request(createAppEvent('CONNECT_EMAIL', { email }))
  const mail = await client.latestMail(email)
  const entered = host.request(createAppEvent('CONNECT_OTP', {}))
  await host.frame.getByTestId('otp-input').fill(mail.code ?? '')
  expect(await entered).toMatchObject({ type: '@kit-frame/CONNECT_OTP_SUCCESS' })
}

describe('email update codes on the secure frame', () => {
  test('behavior: a code in the host message is ignored, the frame entry takes it; wrong code and abort keep the update; both codes change the email', async () => {
    const host = await openFrameHost({ browser, parent, secure })
    const oldEmail = 'update-old@example.com'
    const newEmail = 'update-new@example.com'
    await login(host, oldEmail)
    const seen = Math.max(0, ...(secure.internals.inbox?.list({ to: oldEmail }) ?? []).map((mail) => Number(mail.id)))
    expect(await host.request(createAppEvent('UPDATE_EMAIL', { email: newEmail }))).toMatchObject({ payload: { action: 'VERIFY_PRIMARY_OTP' } })
    const primary = await client.latestMail(oldEmail, seen)
    expect(primary.code).toMatch(/^\d{6}$/)

    // The hostile host sends the code it got hold of: the frame opens its own entry instead.
    const forged = { type: '@kit-app/UPDATE_EMAIL_PRIMARY_OTP', id: 'forgedotp01', payload: { otp: primary.code } }
    await send(host, forged)
    await host.waitFor((event) => event.type === '@kit-frame/CODE_ENTRY_SHOW' && (event.payload as { requestId: string }).requestId === forged.id)
    const screen = host.frame.getByTestId('code-screen')
    await screen.waitFor({ state: 'visible' })
    expect(await screen.locator('label').textContent()).toBe('Code sent to your current email')
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect((await host.received()).some((event) => event.id === forged.id && /_(SUCCESS|ERROR)$/.test(event.type))).toBe(false)
    // The host page cannot read the frame's field (another origin), and its own DOM has no code field.
    expect(await host.page.evaluate(() => (document.getElementById('secure') as HTMLIFrameElement).contentDocument)).toBeNull()
    expect(await host.page.evaluate(() => document.querySelectorAll('input').length)).toBe(0)

    // A wrong code typed on the frame: its error, the entry stays open.
    await host.frame.getByTestId('otp-input').fill(primary.code === '000000' ? '111111' : '000000')
    await host.frame.getByTestId('otp-input-error').waitFor({ state: 'visible' })
    expect(await host.frame.getByTestId('otp-input-error').textContent()).toMatch(/code/i)
    // Abort (the host left the view): 'Request was aborted', the entry hides, the update waits.
    await host.request(createAppEvent('RPC_ABORT', undefined))
    expect(await reply(host, forged.id)).toMatchObject({ type: '@kit-frame/UPDATE_EMAIL_PRIMARY_OTP_ERROR', payload: { message: 'Request was aborted' } })
    await screen.waitFor({ state: 'hidden' })
    expect(await host.request(createAppEvent('GET_USER', {}))).toMatchObject({ payload: { email: oldEmail } })

    // The owner types the code on the frame: the next step.
    const step = createAppEvent('UPDATE_EMAIL_PRIMARY_OTP', {})
    await send(host, step)
    await screen.waitFor({ state: 'visible' })
    await host.frame.getByTestId('otp-input').fill(primary.code ?? '')
    expect(await reply(host, step.id)).toMatchObject({ type: '@kit-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS', payload: { action: 'VERIFY_SECONDARY_OTP' } })

    const secondary = await client.latestMail(newEmail)
    const last = createAppEvent('UPDATE_EMAIL_SECONDARY_OTP', {})
    await send(host, last)
    await screen.waitFor({ state: 'visible' })
    expect(await screen.locator('label').textContent()).toBe('Code sent to your new email')
    await host.frame.getByTestId('otp-input').fill(secondary.code ?? '')
    expect(await reply(host, last.id)).toMatchObject({ type: '@kit-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS', payload: { newEmail } })
    await host.waitFor((event) => event.type === '@kit-frame/USER_CHANGED')
    expect(await host.request(createAppEvent('GET_USER', {}))).toMatchObject({ payload: { email: newEmail } })
    expect(await types(host)).toEqual(expect.arrayContaining(['@kit-frame/CODE_ENTRY_SHOW', '@kit-frame/CODE_ENTRY_HIDE']))
    // No reply or notice carried a code back to the host.
    const posted = JSON.stringify(await host.received())
    expect(posted).not.toContain(`"${secondary.code}"`)
    expect(host.errors).toEqual([])
    await host.page.close()
  })
})
