import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { startSecure } from '../apps/secure/dist/index.js'
import { approveFarcaster, loginWithEmail, secureFrame, seenMails, storageValue, uniqueEmail, waitForMail } from './support/auth.js'
import { expect, openProfileWallets, test, walletRdns } from './support/fixtures.js'
import { stack } from './support/stack.js'

// An email wallet whose session ends while the page stays open (no reload): the session expires on
// the secure server, or the person signs out in another tab of the same site (the server deletes
// the session the frames share). The next call that needs it ends in a clear state: the account is
// disconnected, the call failed with a message, the 'Session Expired' alert where the server says
// so (docs/rules/errors.md), nothing left loading and no uncaught exception in the page; then the
// same email signs in again in the same page and gets the same wallet back. With another wallet
// connected beside it (multi-wallet), that one becomes active and ProfileWallets lists the email
// wallet as disconnected, to reconnect with a code for the email the page still knows. The secure
// frame itself can go too: taken out of the document (the next call loads a new one) or reloaded
// while it shows an approval, a code entry or waits for a Farcaster approval (that call fails at
// once instead of waiting forever, and the next attempt works); or its server is down for a while.

/** apps/demo/src/config.ts signText: what demo-sign asks the wallet to sign. */
const signText = 'Hello from the Kit demo'

/** docs/rules/limits.md: one code per address every 30 s. */
const codeCooldownMs = 30_000

/** Uncaught exceptions of the page (`pageerror`), collected from the start. */
function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  return errors
}

/** A real apps/secure beside the stack's: the demo's origin, the stack's chains (so signatures name a known RPC URL). */
function ownSecureOptions(options: { dataDir: string; secureKey: string; sessionTtlMs?: number }) {
  return {
    mode: 'development' as const,
    port: 0,
    smtp: { port: 0, host: '127.0.0.1' },
    projects: [{ id: 'kit-demo', allowedOrigins: [stack.demoUrl] }],
    chains: [
      { id: 31337, name: 'Anvil', rpcUrls: [stack.anvilUrl] },
      { id: 8453, name: 'Base (local)', rpcUrls: [stack.baseUrl] },
    ],
    log: () => undefined,
    ...options,
  }
}

const frameSelector = 'iframe[data-testid="kit-secure-frame"]'

/** Moves the secure frame to the end of <body>: moving an iframe in the document reloads its page. */
async function reloadFrame(page: Page) {
  await page.evaluate((selector) => {
    const frame = document.querySelector(selector)
    if (frame) document.body.append(frame)
  }, frameSelector)
}

/** Takes the secure frame out of the document (an app re-rendering its body); true once it is out. */
function removeFrame(page: Page): Promise<boolean> {
  return page.evaluate((selector) => {
    const frame = document.querySelector(selector)
    frame?.remove()
    return frame !== null && !frame.isConnected
  }, frameSelector)
}

/** demo-sign's call settled with an error (nothing left pending), with `text` when given. */
async function expectCallFailed(page: Page, text?: string) {
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveAttribute('data-error', 'true')
  await expect(signature).toHaveAttribute('data-pending', 'false')
  if (text !== undefined) await expect(signature).toHaveText(text)
}

/** The state after a session ended: disconnected, the failed call settled with an error, nothing loading. */
async function expectSignedOutCleanly(page: Page) {
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expectCallFailed(page)
  await expect(page.getByTestId('demo-sign')).toBeDisabled()
  await expect(page.getByTestId('connect-button')).toHaveText(/^\s*Connect Wallet\s*$/)
  await expect(page.locator(frameSelector)).toBeHidden()
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
  await secureFrame(page)
    .getByTestId('otp-input')
    .fill(await readCode())
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

/** A second tab of the same site, signed in through the same frame session, signs out (the server deletes the session). */
async function signOutInOtherTab(context: BrowserContext, path: string, address: string) {
  const other = await context.newPage()
  try {
    await other.goto(path)
    await expect(other.getByTestId('demo-address')).toHaveText(address)
    await other.getByTestId('account-button').click()
    await other.getByTestId('disconnect-button').click()
    await expect(other.getByTestId('demo-status')).toHaveText('disconnected')
  } finally {
    await other.close()
  }
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

  await signOutInOtherTab(context, '/', address)

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
  const secure = await startSecure(ownSecureOptions({ dataDir: 'memory://', secureKey: '57'.repeat(32), sessionTtlMs }))
  /** The code of a mail to `email` on this server not among `seen`. */
  const nextCode = async (email: string, seen: Set<string>) => (await waitForMail(email, { seen, secureUrl: secure.url })).code!
  try {
    const email = uniqueEmail('expiry')
    await page.goto(`/?secure=${encodeURIComponent(secure.url)}`)
    const address = await signInAgain(page, email, () => nextCode(email, new Set()))
    // The code was sent before this: its cooldown ends within 30 s from here.
    const loggedIn = Date.now()
    const firstCode = loggedIn
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await page.waitForTimeout(Math.max(0, sessionTtlMs + 500 - (Date.now() - loggedIn)))

    // The next call that needs the session: 401 'JWT validation error' → the alert, signed out.
    await page.getByTestId('demo-sign').click()
    await expect(page.getByTestId('toast').filter({ hasText: 'Session Expired' })).toBeVisible()
    await expectSignedOutCleanly(page)
    await expect(page.getByTestId('demo-signature')).toHaveText('JWT validation error')

    const seen = await seenMails(email, secure.url)
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

test('multi-wallet: the email wallet signed out in another tab → the injected wallet becomes active, the email one is listed disconnected; Reconnect asks for a code for the same email', async ({
  page,
  context,
  injected,
  wallet,
}) => {
  void injected
  test.setTimeout(120_000)
  const errors = collectPageErrors(page)
  const email = uniqueEmail('multi-drop')
  const path = '/?features=multiWallet:on'
  await page.goto(path)
  const address = await loginWithEmail(page, email)
  const firstCode = Date.now()
  // The injected wallet beside it, then the email wallet active again (no prompt).
  await openProfileWallets(page)
  await page.getByTestId('profile-wallets-add').click()
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await expect(page.getByTestId(`profile-wallet-active-${walletRdns}`)).toBeVisible()
  await page.getByTestId('profile-wallet-switch-auth').click()
  await expect(page.getByTestId('profile-wallet-active-auth')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('demo-address')).toHaveText(address)

  await signOutInOtherTab(context, path, address)

  // The next signature needs the session: it fails, and the injected wallet takes over.
  await page.getByTestId('demo-sign').click()
  await expectCallFailed(page, 'Not connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.locator(frameSelector)).toBeHidden()
  await openProfileWallets(page)
  await expect(page.getByTestId(`profile-wallet-active-${walletRdns}`)).toBeVisible()
  await expect(page.getByTestId('profile-wallet-auth')).toHaveAttribute('data-status', 'disconnected')
  await expect(page.getByTestId('profile-wallet-auth')).toContainText('Reconnect')

  // The page still knows the email: Reconnect goes straight to the code, typed on the frame.
  await page.waitForTimeout(Math.max(0, firstCode + codeCooldownMs + 1_000 - Date.now()))
  const seen = await seenMails(email)
  await page.getByTestId('profile-wallet-switch-auth').click()
  await expect(secureFrame(page).getByTestId('otp-input')).toBeVisible()
  await secureFrame(page)
    .getByTestId('otp-input')
    .fill((await waitForMail(email, { seen })).code!)
  await expect(page.getByTestId('profile-wallets-view')).toBeVisible()
  await expect(page.getByTestId('profile-wallet-active-auth')).toBeVisible()
  await expect(page.getByTestId('profile-wallet-address-auth')).toHaveAttribute('title', address)
  await expect(page.getByTestId(`profile-wallet-${walletRdns}`)).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await page.keyboard.press('Escape')
  await signApproved(page, address)
  expect(errors).toEqual([])
})

test('email: signed out in another tab while this tab shows the approval screen → approving fails, disconnected, nothing left open; sign in again', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const errors = collectPageErrors(page)
  const email = uniqueEmail('approval-drop')
  await page.goto('/')
  const address = await loginWithEmail(page, email)
  const firstCode = Date.now()
  await page.getByTestId('demo-sign').click()
  await expect(page.getByTestId('approve-transaction')).toBeVisible()
  await expect(secureFrame(page).getByTestId('approve-confirm')).toBeVisible()

  await signOutInOtherTab(context, '/', address)
  await secureFrame(page).getByTestId('approve-confirm').click()
  await expectSignedOutCleanly(page)
  await expect(page.getByTestId('demo-signature')).toHaveText('Not connected')

  const seen = await seenMails(email)
  await page.waitForTimeout(Math.max(0, firstCode + codeCooldownMs + 1_000 - Date.now()))
  expect(await signInAgain(page, email, async () => (await waitForMail(email, { seen })).code!)).toBe(address)
  await signApproved(page, address)
  expect(errors).toEqual([])
})

test('email: the page removes the secure frame from the document (an app re-rendering its body) → the next signature loads a new frame and works', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const errors = collectPageErrors(page)
  await page.goto('/')
  const address = await loginWithEmail(page, uniqueEmail('frame-removed'))
  // Out of the document (the count of frames would race with a request of the page loading a fresh one).
  expect(await removeFrame(page)).toBe(true)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await signApproved(page, address)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  expect(errors).toEqual([])
})

test('email: the secure frame reloads while its approval screen is open → the signature fails at once, nothing left open or loading; the next one works', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const errors = collectPageErrors(page)
  await page.goto('/')
  const address = await loginWithEmail(page, uniqueEmail('frame-reloaded'))
  await page.getByTestId('demo-sign').click()
  await expect(secureFrame(page).getByTestId('approve-confirm')).toBeVisible()
  await reloadFrame(page)
  // docs/rules/errors.md: an aborted RPC is 'Request was aborted'.
  await expectCallFailed(page, 'Request was aborted')
  await expect(page.locator(frameSelector)).toBeHidden()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await signApproved(page, address)
  expect(errors).toEqual([])
})

test('email: the secure server goes down while the page is open → the signature fails with a message, nothing left open or loading; back up → it signs', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const errors = collectPageErrors(page)
  // A real apps/secure with its data on disk, so the same server (port, key, data) can come back.
  const dataDir = await mkdtemp(join(tmpdir(), 'kit-e2e-secure-down-'))
  const options = ownSecureOptions({ dataDir, secureKey: '59'.repeat(32) })
  let secure = await startSecure(options)
  try {
    const email = uniqueEmail('server-down')
    await page.goto(`/?secure=${encodeURIComponent(secure.url)}`)
    const address = await signInAgain(page, email, async () => (await waitForMail(email, { secureUrl: secure.url })).code!)

    await secure.stop()
    await page.getByTestId('demo-sign').click()
    // The frame's own message when its server cannot be reached.
    await expectCallFailed(page, 'Network error, check your connection')
    await expect(page.locator(frameSelector)).toBeHidden()
    await expect(page.getByTestId('kit-modal')).toBeHidden()
    // The session is not known to have ended: the account stays.
    await expect(page.getByTestId('demo-status')).toHaveText('connected')

    secure = await startSecure({ ...options, port: secure.port })
    await signApproved(page, address)
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    expect(errors).toEqual([])
  } finally {
    await secure.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
})

test('email: the page removes the secure frame while its approval screen is open → the signature fails, nothing left open or loading; the next one works', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const errors = collectPageErrors(page)
  await page.goto('/')
  const address = await loginWithEmail(page, uniqueEmail('approval-removed'))
  await page.getByTestId('demo-sign').click()
  await expect(secureFrame(page).getByTestId('approve-confirm')).toBeVisible()
  expect(await removeFrame(page)).toBe(true)
  await expectCallFailed(page)
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await signApproved(page, address)
  expect(errors).toEqual([])
})

test('email: the secure frame reloads while its code entry is open → the view says so; a new code signs in without a reload', async ({ page }) => {
  test.setTimeout(120_000)
  const errors = collectPageErrors(page)
  const email = uniqueEmail('code-reloaded')
  await page.goto('/')
  let seen = await seenMails(email)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('email-input').fill(email)
  await page.getByTestId('email-submit').click()
  await expect(secureFrame(page).getByTestId('otp-input')).toBeVisible()
  const sent = Date.now()
  await waitForMail(email, { seen })
  await reloadFrame(page)
  // docs/rules/errors.md: 'Something went wrong' for an abort other than an RPC's.
  await expect(page.getByTestId('email-login-error')).toHaveText('Something went wrong')
  await expect(page.locator(frameSelector)).toBeHidden()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')

  seen = await seenMails(email)
  await page.waitForTimeout(Math.max(0, sent + codeCooldownMs + 1_000 - Date.now()))
  await page.locator('kit-button[testid="email-resend"]').click()
  await expect(secureFrame(page).getByTestId('otp-input')).toBeVisible()
  await secureFrame(page)
    .getByTestId('otp-input')
    .fill((await waitForMail(email, { seen })).code!)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  expect(errors).toEqual([])
})

test('Farcaster: the secure frame reloads while the QR code waits → the view fails with "Failed to connect to farcaster"; Try again shows a new code that connects', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const errors = collectPageErrors(page)
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('social-farcaster').click()
  await expect(page.getByTestId('farcaster-qr')).toBeVisible()
  const first = await page.getByTestId('farcaster-link').getAttribute('href')
  await reloadFrame(page)
  await expect(page.getByTestId('connecting-farcaster-error')).toHaveText('Failed to connect to farcaster')
  await page.locator('kit-button[testid="connecting-farcaster-retry"]').click()
  expect(await approveFarcaster(page, `fc${Date.now().toString(36)}`)).not.toBe(first)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  expect(errors).toEqual([])
})

test('multi-wallet: a Farcaster wallet signed out in another tab → listed disconnected beside the injected wallet; Reconnect shows a new Farcaster QR code, same address', async ({
  page,
  context,
  injected,
  wallet,
}) => {
  void injected
  test.setTimeout(120_000)
  const errors = collectPageErrors(page)
  const name = `fc${Date.now().toString(36)}`
  const path = '/?features=multiWallet:on'
  await page.goto(path)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('social-farcaster').click()
  const first = await approveFarcaster(page, name)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  const address = (await page.getByTestId('demo-address').textContent()) ?? ''
  await openProfileWallets(page)
  await page.getByTestId('profile-wallets-add').click()
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await expect(page.getByTestId(`profile-wallet-active-${walletRdns}`)).toBeVisible()
  await page.getByTestId('profile-wallet-switch-auth').click()
  await expect(page.getByTestId('profile-wallet-active-auth')).toBeVisible()
  await page.keyboard.press('Escape')

  await signOutInOtherTab(context, path, address)
  await page.getByTestId('demo-sign').click()
  await expectCallFailed(page, 'Not connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  await openProfileWallets(page)
  await expect(page.getByTestId('profile-wallet-auth')).toHaveAttribute('data-status', 'disconnected')

  await page.getByTestId('profile-wallet-switch-auth').click()
  await expect(page.getByTestId('connecting-farcaster-view')).toBeVisible()
  expect(await approveFarcaster(page, name)).not.toBe(first)
  await expect(page.getByTestId('profile-wallets-view')).toBeVisible()
  await expect(page.getByTestId('profile-wallet-active-auth')).toBeVisible()
  await expect(page.getByTestId('profile-wallet-address-auth')).toHaveAttribute('title', address)
  await expect(page.getByTestId(`profile-wallet-${walletRdns}`)).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  expect(errors).toEqual([])
})
