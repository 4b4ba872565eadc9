import { createServer } from 'node:net'
import { startSecure } from '../apps/secure/dist/index.js'
import { secureFrame, uniqueEmail } from './support/auth.js'
import { expect, test } from './support/fixtures.js'
import { stack } from './support/stack.js'

// docs/rules/errors.md alerts of the embedded wallet, end to end: the demo pointed (`?secure=`) at a
// secure origin that is down, and at a real apps/secure that does not know the demo's project.

/** A loopback port nothing listens on (bound once by the OS, then released). */
async function downPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

async function submitEmail(page: import('@playwright/test').Page, email: string) {
  await page.getByTestId('connect-button').click()
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
}

test('alerts: the secure frame cannot load → after 20 s "Network Error - Could not load embedded wallet"', async ({ page }) => {
  test.setTimeout(60_000)
  const port = await downPort()
  await page.goto(`/?secure=http://127.0.0.1:${port}`)
  const started = Date.now()
  await submitEmail(page, uniqueEmail('down'))
  const toast = page.getByTestId('toast').filter({ hasText: 'Network Error - Could not load embedded wallet' })
  await expect(toast).toBeVisible({ timeout: 30_000 })
  // docs/rules/limits.md: the frame load timeout is 20 s.
  expect(Date.now() - started).toBeGreaterThanOrEqual(19_000)
  await expect(page.getByTestId('email-input-error')).toHaveText('Unable to load email login dependency')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('alerts: the secure server answers "Unauthorized: invalid key" → "Invalid Project ID"', async ({ page }) => {
  // A real apps/secure with no project configured and no Kit API: 'kit-demo' is unknown there.
  const secure = await startSecure({
    mode: 'development',
    port: 0,
    smtp: { port: 0, host: '127.0.0.1' },
    dataDir: 'memory://',
    secureKey: '22'.repeat(32),
    projects: [],
    log: () => undefined,
  })
  try {
    await page.goto(`/?secure=${secure.url}`)
    await submitEmail(page, uniqueEmail('unknown-project'))
    await expect(page.getByTestId('toast').filter({ hasText: 'Invalid Project ID' })).toBeVisible()
    await expect(page.getByTestId('email-input-error')).toHaveText('Unauthorized: invalid key')
    await expect(page.getByTestId('email-code-slot')).toHaveCount(0)
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  } finally {
    await secure.stop()
  }
})

test('alerts: the secure server fails (HTTP 502, its SMTP relay down) → "Server Error"', async ({ page }) => {
  // A real apps/secure sending mail through an SMTP URL where nothing listens.
  const secure = await startSecure({
    mode: 'development',
    port: 0,
    smtp: { url: `smtp://127.0.0.1:${await downPort()}`, port: 0, host: '127.0.0.1' },
    dataDir: 'memory://',
    secureKey: '44'.repeat(32),
    // The demo's own origin (its port follows KIT_E2E_DEMO_PORT).
    projects: [{ id: 'kit-demo', allowedOrigins: [stack.demoUrl] }],
    log: () => undefined,
  })
  try {
    await page.goto(`/?secure=${secure.url}`)
    await submitEmail(page, uniqueEmail('smtp-down'))
    await expect(page.getByTestId('toast').filter({ hasText: 'Server Error' })).toBeVisible()
    await expect(page.getByTestId('email-input-error')).toHaveText('The email could not be sent, try again later')
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  } finally {
    await secure.stop()
  }
})

test('alerts: the session expires on the secure server → "JWT validation error" → "Session Expired", signed out', async ({ page }) => {
  test.setTimeout(60_000)
  // A real apps/secure whose sessions last 6 s.
  const secure = await startSecure({
    mode: 'development',
    port: 0,
    smtp: { port: 0, host: '127.0.0.1' },
    dataDir: 'memory://',
    secureKey: '55'.repeat(32),
    // The demo's own origin (its port follows KIT_E2E_DEMO_PORT).
    projects: [{ id: 'kit-demo', allowedOrigins: [stack.demoUrl] }],
    // The e2e stack's own chains: the default list knows ports 8645/8646 only, and the signature
    // below would be refused for its RPC URL before the expired session is noticed.
    chains: [
      { id: 31337, name: 'Anvil', rpcUrls: [stack.anvilUrl] },
      { id: 8453, name: 'Base (local)', rpcUrls: [stack.baseUrl] },
    ],
    sessionTtlMs: 6_000,
    log: () => undefined,
  })
  try {
    const email = uniqueEmail('expiry')
    await page.goto(`/?secure=${secure.url}`)
    await submitEmail(page, email)
    await expect(secureFrame(page).getByTestId('otp-input')).toBeVisible()
    let code: string | null = null
    await expect
      .poll(async () => {
        const { mails } = (await (await fetch(`${secure.url}/inbox.json?to=${encodeURIComponent(email)}`)).json()) as { mails: { code: string | null }[] }
        code = mails.find((mail) => mail.code)?.code ?? null
        return code
      })
      .not.toBeNull()
    await secureFrame(page).getByTestId('otp-input').fill(code!)
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    // The session was made before the page showed connected: count its 6 s from here (counted
    // from the code's entry, a slow login left it valid when the signature below asked).
    const loggedIn = Date.now()
    await expect(page.getByTestId('kit-modal')).toBeHidden()
    await page.waitForTimeout(Math.max(0, 6_500 - (Date.now() - loggedIn)))

    // The next call that needs the session: the server answers 401 'JWT validation error'.
    await page.getByTestId('demo-sign').click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Session Expired' })).toBeVisible()
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
    expect(await page.evaluate(() => localStorage.getItem('kit.kit-demo.email'))).toBeNull()
  } finally {
    await secure.stop()
  }
})
