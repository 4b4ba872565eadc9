import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { loadApiConfig, startApi } from '../apps/api/dist/index.js'
import { approveFarcaster, kitKey, loginWithEmail, secureFrame, seenMails, uniqueEmail, waitForMail } from './support/auth.js'
import { expect, openProfileWallets, test, walletRdns } from './support/fixtures.js'
import { stack } from './support/stack.js'
import { createWalletKitWallet, readPairingUri } from './support/walletkit.js'

// ProfileWallets brings back a remembered wallet through the flow of its kind: a WalletConnect
// wallet that ended its session shows a new QR code, which the real WalletKit wallet (local
// relay) scans again; an embedded wallet whose session ended logs in again with an email code
// (the secure frame, its SMTP catcher), its social provider's popup (the secure origin's local
// OpenID Connect stand-in) or a new Farcaster QR code (approved on the secure origin's Farcaster
// stand-in page), and comes back with the same address; the project's remote multi_wallet setting (a Kit API started here with
// kit-demo's multiWallet on) turns the wallet list on without any option in code.

/** apps/demo/src/config.ts signText: what demo-sign asks the wallet to sign. */
const signText = 'Hello from the Kit demo'

/**
 * The embedded wallet's session ends (as when it expires): the secure frame's own storage and the
 * hint the page keeps are gone, then the page reloads. The injected wallet stays active.
 */
async function endEmbeddedSession(page: Page) {
  // The frame's session record (its localStorage); its device key (IndexedDB) stays, as on a device that logged in before.
  const frame = page.frames().find((candidate) => candidate.url().startsWith(stack.secureUrl))
  expect(frame, 'the secure frame is loaded').toBeTruthy()
  await frame!.evaluate(() => localStorage.clear())
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.clearDataForOrigin', { origin: stack.secureUrl, storageTypes: 'local_storage,cookies' })
  await cdp.detach()
  await page.evaluate((key) => localStorage.removeItem(key), kitKey('sessionToken'))
  expect(await frame!.evaluate(() => localStorage.length)).toBe(0)
  await page.reload()
}

/** The embedded wallet first, then the injected one from ProfileWallets (active); the embedded one stays connected. */
async function addInjected(page: Page) {
  await openProfileWallets(page)
  await page.getByTestId('profile-wallets-add').click()
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await expect(page.getByTestId(`profile-wallet-active-${walletRdns}`)).toBeVisible()
  await expect(page.getByTestId('profile-wallet-auth')).toHaveAttribute('data-status', 'connected')
  await page.keyboard.press('Escape')
}

test('a WalletConnect wallet that ended its session comes back with a new QR code from ProfileWallets', async ({ page, injected, wallet }) => {
  void injected
  test.setTimeout(120_000)
  const mobile = await createWalletKitWallet()
  try {
    await page.goto('/?features=multiWallet:on')
    // WalletConnect first, by QR code.
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-item-walletconnect').click()
    await mobile.pair(await readPairingUri(page))
    await expect(page.getByTestId('demo-address')).toHaveText(mobile.address)

    // Then the injected wallet from ProfileWallets: it becomes active, WalletConnect stays connected.
    await openProfileWallets(page)
    await page.getByTestId('profile-wallets-add').click()
    await page.getByTestId(`wallet-item-${walletRdns}`).click()
    await expect(page.getByTestId(`profile-wallet-active-${walletRdns}`)).toBeVisible()
    await expect(page.getByTestId('profile-wallet-walletConnect')).toHaveAttribute('data-status', 'connected')

    // The phone ends the session: the wallet stays listed, disconnected, with a Reconnect button.
    await mobile.disconnect()
    await expect(page.getByTestId('profile-wallet-walletConnect')).toHaveAttribute('data-status', 'disconnected')
    await expect(page.getByTestId('profile-wallet-walletConnect')).toContainText('Reconnect')
    await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())

    // Reconnect: a new QR code; the wallet scans it and the list shows it active again.
    const previous = mobile.sessions().at(-1)?.topic
    await page.getByTestId('profile-wallet-switch-walletConnect').click()
    await expect(page.getByTestId('connecting-walletconnect-view')).toBeVisible()
    await mobile.pair(await readPairingUri(page))
    await expect(page.getByTestId('profile-wallets-view')).toBeVisible()
    await expect(page.getByTestId('profile-wallet-active-walletConnect')).toBeVisible()
    await expect(page.getByTestId(`profile-wallet-${walletRdns}`)).toHaveAttribute('data-status', 'connected')
    await expect(page.getByTestId('demo-address')).toHaveText(mobile.address)
    expect(mobile.sessions().at(-1)?.topic).not.toBe(previous)

    // The new session signs.
    await page.keyboard.press('Escape')
    await page.getByTestId('demo-sign').click()
    await expect(page.getByTestId('demo-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await page.getByTestId('demo-signature').textContent()) as `0x${string}`
    expect(await verifyMessage({ address: mobile.address, message: signText, signature })).toBe(true)
  } finally {
    await mobile.close()
  }
})

test("the project's remote multi_wallet setting turns the wallet list on; a reload keeps both wallets", async ({ page, injected, wallet }) => {
  void injected
  test.setTimeout(120_000)
  const dataDir = await mkdtemp(join(tmpdir(), 'kit-e2e-multi-wallet-'))
  const config = loadApiConfig({
    env: {
      KIT_API_PORT: '0',
      KIT_API_DATA_DIR: dataDir,
      KIT_API_RPC_URLS: `eip155:31337=${stack.anvilUrl},eip155:8453=${stack.baseUrl}`,
      KIT_API_INDEXER: 'off',
    },
  })
  const project = config.projects.find((candidate) => candidate.id === 'kit-demo')!
  project.allowedOrigins.push(stack.demoUrl)
  project.features.multiWallet = true
  const api = await startApi(config)
  const mobile = await createWalletKitWallet()
  try {
    const response = await fetch(`${api.url}/appkit/v1/config?projectId=kit-demo&st=appkit&sv=e2e`, { headers: { origin: stack.demoUrl } })
    expect(((await response.json()) as { features: { id: string; isEnabled: boolean }[] }).features).toContainEqual(
      expect.objectContaining({ id: 'multi_wallet', isEnabled: true }),
    )
    // No features option in the page's code: only the project's config says multi-wallet.
    await page.goto(`/?api=${encodeURIComponent(api.url)}`)
    await page.getByTestId('connect-button').click()
    await page.getByTestId(`wallet-item-${walletRdns}`).click()
    await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
    await openProfileWallets(page)
    await page.getByTestId('profile-wallets-add').click()
    await page.getByTestId('wallet-item-walletconnect').click()
    await mobile.pair(await readPairingUri(page))
    await expect(page.getByTestId('profile-wallet-active-walletConnect')).toBeVisible()
    await expect(page.getByTestId(`profile-wallet-${walletRdns}`)).toHaveAttribute('data-status', 'connected')

    // After a reload both come back (the stored list waits for the project's config).
    await page.reload()
    await expect(page.getByTestId('demo-address')).toHaveText(mobile.address)
    await openProfileWallets(page)
    await expect(page.getByTestId('profile-wallet-active-walletConnect')).toBeVisible()
    await expect(page.getByTestId(`profile-wallet-${walletRdns}`)).toHaveAttribute('data-status', 'connected')
  } finally {
    await mobile.close()
    await api.close()
    await rm(dataDir, { recursive: true, force: true })
  }
})

test('an email wallet whose session ended comes back from ProfileWallets with a code from the secure frame', async ({ page, injected, wallet }) => {
  void injected
  test.setTimeout(120_000)
  const email = uniqueEmail('reconnect')
  await page.goto('/?features=multiWallet:on')
  const embedded = await loginWithEmail(page, email)
  const firstCode = Date.now()
  await addInjected(page)

  await endEmbeddedSession(page)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  await openProfileWallets(page)
  await expect(page.getByTestId('profile-wallet-auth')).toHaveAttribute('data-status', 'disconnected')
  await expect(page.getByTestId('profile-wallet-auth')).toContainText('Reconnect')

  // After a reload only the method is known: the email field asks for the address, then the code.
  const seen = await seenMails(email)
  await page.getByTestId('profile-wallet-switch-auth').click()
  await page.getByTestId('email-input').fill(email)
  // One code per address every 30 s (docs/rules/limits.md).
  await page.waitForTimeout(Math.max(0, firstCode + 31_000 - Date.now()))
  await page.getByTestId('email-submit').click()
  await expect(secureFrame(page).getByTestId('otp-input')).toBeVisible()
  const mail = await waitForMail(email, { seen })
  await secureFrame(page).getByTestId('otp-input').fill(mail.code!)

  await expect(page.getByTestId('profile-wallets-view')).toBeVisible()
  await expect(page.getByTestId('profile-wallet-active-auth')).toBeVisible()
  await expect(page.getByTestId(`profile-wallet-${walletRdns}`)).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('demo-address')).toHaveText(embedded)
})

test("a social-login wallet whose session ended comes back from ProfileWallets through its provider's popup", async ({ page, injected, wallet }) => {
  void injected
  test.setTimeout(120_000)
  const name = `ada${randomBytes(3).toString('hex')}`
  await page.goto('/?features=multiWallet:on')
  await page.getByTestId('connect-button').click()
  let popupPromise = page.waitForEvent('popup')
  await page.getByTestId('social-google').click()
  let popup = await popupPromise
  await popup.getByTestId('oidc-username').fill(name)
  await popup.getByTestId('oidc-submit').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  const embedded = (await page.getByTestId('demo-address').textContent()) ?? ''
  expect(embedded).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await addInjected(page)

  await endEmbeddedSession(page)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  await openProfileWallets(page)
  await expect(page.getByTestId('profile-wallet-auth')).toHaveAttribute('data-status', 'disconnected')

  // The remembered provider's popup opens in the click; the same login brings the same wallet back.
  popupPromise = page.waitForEvent('popup')
  await page.getByTestId('profile-wallet-switch-auth').click()
  popup = await popupPromise
  await expect(page.getByTestId('connecting-social-title')).toHaveText('Continue in the Google window')
  await popup.getByTestId('oidc-username').fill(name)
  await popup.getByTestId('oidc-submit').click()
  await expect(page.getByTestId('profile-wallets-view')).toBeVisible()
  await expect(page.getByTestId('profile-wallet-active-auth')).toBeVisible()
  await expect(page.getByTestId(`profile-wallet-${walletRdns}`)).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('demo-address')).toHaveText(embedded)
})

/** A Farcaster login from the Connect view, then the injected wallet from ProfileWallets (active). */
async function farcasterThenInjected(page: Page, name: string): Promise<{ embedded: string; uri: string }> {
  await page.goto('/?features=multiWallet:on')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('social-farcaster').click()
  const uri = await approveFarcaster(page, name)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  const embedded = (await page.getByTestId('demo-address').textContent()) ?? ''
  expect(embedded).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await addInjected(page)
  return { embedded, uri }
}

test('a Farcaster wallet whose session ended comes back from ProfileWallets with a new Farcaster QR code', async ({ page, injected, wallet }) => {
  void injected
  test.setTimeout(120_000)
  const name = `fc${randomBytes(3).toString('hex')}`
  const { embedded, uri: first } = await farcasterThenInjected(page, name)

  await endEmbeddedSession(page)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  await openProfileWallets(page)
  await expect(page.getByTestId('profile-wallet-auth')).toHaveAttribute('data-status', 'disconnected')
  await expect(page.getByTestId('profile-wallet-auth')).toContainText('Reconnect')

  // Reconnect: the Farcaster view with a new channel's QR code; approved by the same Farcaster user.
  await page.getByTestId('profile-wallet-switch-auth').click()
  await expect(page.getByTestId('connecting-farcaster-view')).toBeVisible()
  expect(await approveFarcaster(page, name)).not.toBe(first)
  await expect(page.getByTestId('profile-wallets-view')).toBeVisible()
  await expect(page.getByTestId('profile-wallet-active-auth')).toBeVisible()
  await expect(page.getByTestId('profile-wallet-address-auth')).toHaveAttribute('title', embedded)
  await expect(page.getByTestId(`profile-wallet-${walletRdns}`)).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('demo-address')).toHaveText(embedded)
})

test('a Farcaster wallet disconnected in ProfileWallets comes back through "Add wallet" and a new Farcaster QR code', async ({ page, injected, wallet }) => {
  void injected
  test.setTimeout(120_000)
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  const name = `fc${randomBytes(3).toString('hex')}`
  const { embedded, uri: first } = await farcasterThenInjected(page, name)

  // The person disconnects the Farcaster wallet: it leaves the list, the injected one stays active.
  await openProfileWallets(page)
  await page.getByTestId('profile-wallet-disconnect-auth').click()
  await expect(page.getByTestId('profile-wallet-auth')).toHaveCount(0)
  await expect(page.getByTestId(`profile-wallet-active-${walletRdns}`)).toBeVisible()
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())

  // Back from ProfileWallets: Add wallet, Farcaster, a new QR code, the same Farcaster user.
  await page.getByTestId('profile-wallets-add').click()
  await page.getByTestId('social-farcaster').click()
  expect(await approveFarcaster(page, name)).not.toBe(first)
  await expect(page.getByTestId('demo-address')).toHaveText(embedded)
  await openWalletsFromAnywhere(page)
  await expect(page.getByTestId('profile-wallet-active-auth')).toBeVisible()
  await expect(page.getByTestId('profile-wallet-address-auth')).toHaveAttribute('title', embedded)
  await expect(page.getByTestId(`profile-wallet-${walletRdns}`)).toHaveAttribute('data-status', 'connected')
  expect(errors).toEqual([])
})

/** ProfileWallets whether the modal is still open (on any view) or closed. */
async function openWalletsFromAnywhere(page: Page) {
  if (await page.getByTestId('profile-wallets-view').isVisible()) return
  if (await page.getByTestId('kit-modal').isVisible()) await page.keyboard.press('Escape')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await openProfileWallets(page)
}
