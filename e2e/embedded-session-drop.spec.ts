import type { Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { startSecure } from '../apps/secure/dist/index.js'
import { type InboxMail, loginWithEmail, secureFrame, seenMails, storageValue, uniqueEmail, waitForMail } from './support/auth.js'
import { expect, test } from './support/fixtures.js'
import { stack } from './support/stack.js'

// An email wallet whose session ends while the page stays open (no reload): the session expires on
// the secure server, or the person signs out in another tab of the same site (the server deletes
// the session the frames share). The next call that needs it ends in a clear state: the account is
// disconnected, the call failed with a message, the 'Session Expired' alert where the server says
// so (docs/rules/errors.md), nothing left loading and no uncaught exception in the page; then the
// same email signs in again in the same page and gets the same wallet back.

/** apps/demo/src/config.ts signText: what demo-sign asks the wallet to sign. */
const signText = 'Hello from the Kit demo'

/** docs/rules/limits.md: one code per address every 30 s. */
const codeCooldownMs = 30_000

/** Uncaught exceptions of the page (its frames included), collected from the start. */
function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  return errors
}

/** The state after a session ended: disconnected, the failed call settled with an error, nothing loading. */
async function expectSignedOutCleanly(page: Page) {
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveAttribute('data-pending', 'false')
  await expect(signature).toHaveAttribute('data-error', 'true')
  await expect(page.getByTestId('demo-sign')).toBeDisabled()
  await expect(page.getByTestId('connect-button')).toHaveText(/^\s*Connect Wallet\s*$/)
  await expect(page.locator('iframe[data-testid="kit-secure-frame"]')).toBeHidden()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  // The login cache is cleared with the session (docs/rules/states.md: Disconnect).
  expect(await storageValue(page, 'email')).toBeNull()
}

/** The Connect view's email field, a code from `readCode`, typed on the frame; resolves with the address. */
async function signInAgain(page: Page, email: string, readCode: () => Promise<string>): Promise<string> {
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('email-input')).toBeVisible()
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
  await expect(secureFrame(page).getByTestId('otp-input')).toBeVisible()
  await secureFrame(page).getByTestId('otp-input').fill(await readCode())
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  return (await page.getByTestId('demo-address').textContent()) ?? ''
}

/** demo-sign approved on the frame; the signature verifies for `address`. */
async function signApproved(page: Page, address: string) {
  await page.getByTestId('demo-sign').click()
  await secureFrame(page).getByTestId('approve-confirm').click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(await verifyMessage({ address: address as Hex, message: signText, signature: (await signature.textContent()) as Hex })).toBe(true)
}

test('email: signed out in another tab → the next signature fails, the page shows disconnected; the same email signs in again without a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const errors = collectPageErrors(page)
  const email = uniqueEmail('other-tab')
  await page.goto('/')
  const address = await loginWithEmail(page, email)
  const firstCode = Date.now()

  // A second tab of the same site is signed in through the same frame session; it signs out.
  const other = await context.newPage()
  await other.goto('/')
  await expect(other.getByTestId('demo-address')).toHaveText(address)
  await other.getByTestId('account-button').click()
  await other.getByTestId('disconnect-button').click()
  await expect(other.getByTestId('demo-status')).toHaveText('disconnected')
  await other.close()

  // This tab still shows the account until a call needs the session: the server refuses it.
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await page.getByTestId('demo-sign').click()
  await expectSignedOutCleanly(page)
  await expect(page.getByTestId('demo-signature')).toHaveText('Not connected')

  const seen = await seenMails(email)
  await page.waitForTimeout(Math.max(0, firstCode + codeCooldownMs + 1_000 - Date.now()))
  const again = await signInAgain(page, email, async () => (await waitForMail(email, { seen })).code!)
  expect(again).toBe(address)
  await signApproved(page, address)
  expect(errors).toEqual([])
})

test('email: the session expires on the secure server while the page is open → "Session Expired", disconnected; the same email signs in again without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const errors = collectPageErrors(page)
  // A real apps/secure whose sessions last 8 s (the e2e stack's chains, so signatures name a known RPC URL).
  const sessionTtlMs = 8_000
  const secure = await startSecure({
    mode: 'development',
    port: 0,
    smtp: { port: 0, host: '127.0.0.1' },
    dataDir: 'memory://',
    secureKey: '57'.repeat(32),
    projects: [{ id: 'kit-demo', allowedOrigins: [stack.demoUrl] }],
    chains: [
      { id: 31337, name: 'Anvil', rpcUrls: [stack.anvilUrl] },
      { id: 8453, name: 'Base (local)', rpcUrls: [stack.baseUrl] },
    ],
    sessionTtlMs,
    log: () => undefined,
  })
  const mails = async (email: string) =>
    ((await (await fetch(`${secure.url}/inbox.json?to=${encodeURIComponent(email)}`)).json()) as { mails: InboxMail[] }).mails
  /** The code of a mail to `email` not among `seen`. */
  const nextCode = async (email: string, seen: Set<string>) => {
    let code: string | null = null
    await expect
      .poll(async () => {
        code = (await mails(email)).find((mail) => mail.code && !seen.has(mail.id))?.code ?? null
        return code
      })
      .not.toBeNull()
    return code!
  }
  try {
    const email = uniqueEmail('expiry')
    await page.goto(`/?secure=${encodeURIComponent(secure.url)}`)
    const firstCode = Date.now()
    const address = await signInAgain(page, email, () => nextCode(email, new Set()))
    const loggedIn = Date.now()
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await page.waitForTimeout(Math.max(0, sessionTtlMs + 500 - (Date.now() - loggedIn)))

    // The next call that needs the session: 401 'JWT validation error' → the alert, signed out.
    await page.getByTestId('demo-sign').click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Session Expired' })).toBeVisible()
    await expectSignedOutCleanly(page)
    await expect(page.getByTestId('demo-signature')).toHaveText('JWT validation error')

    const seen = new Set((await mails(email)).map((mail) => mail.id))
    await page.waitForTimeout(Math.max(0, firstCode + codeCooldownMs + 1_000 - Date.now()))
    const again = await signInAgain(page, email, () => nextCode(email, seen))
    expect(again).toBe(address)
    // The new session (8 s again) signs at once.
    await signApproved(page, address)
    expect(errors).toEqual([])
  } finally {
    await secure.stop()
  }
})
