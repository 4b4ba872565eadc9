import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createMultiTestWallet, createTestWallet, injectMultiTestWallet, injectTestWallet, ProviderRpcError, type TestWallet } from '@kit/test'
import type { Page } from '@playwright/test'
import { generatePrivateKey } from 'viem/accounts'
import { secureFrame, seenMails, uniqueEmail, waitForMail } from './support/auth.js'
import { chains, connectWallet, expect, test, walletRdns } from './support/fixtures.js'
import { solanaDevnetId } from './support/solana.js'
import { stack } from './support/stack.js'

// The documentation's pictures: every modal view of the demo, light and dark, clipped to the
// modal's card (the Views page shows them and docs/test/screenshots.test.ts checks that every
// registered view has both). Each view is reached as a person reaches it in the demo, on the real
// stack the e2e config starts (wallets, Kit API quotes, on-ramp sandbox, secure frame, relay). The
// few views no button of the demo leads to are opened by name with the kit's public `open`.
//
// KIT_DOCS_SCREENSHOTS=1 writes both themes to docs/public/screenshots/<View>-<theme>.png (commit
// them). Otherwise (npm test) the light theme's walk still checks that every view is reached and
// renders, and its pictures go to test-results, so a test run leaves the committed ones alone.
const update = process.env.KIT_DOCS_SCREENSHOTS === '1'
const folder = update ? join(import.meta.dirname, '..', 'docs', 'public', 'screenshots') : join(import.meta.dirname, '..', 'test-results', 'docs-screenshots')
mkdirSync(folder, { recursive: true })
const themes = update ? (['light', 'dark'] as const) : (['light'] as const)

type Theme = 'light' | 'dark'

/** The view the modal shows now (its router), so a picture is never saved under the wrong name. */
function currentView(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      (document.querySelector('appkit-modal') as unknown as { kit?: { _internal: { state: { router: { view: string } } } } })?.kit?._internal.state.router.view,
  )
}

/** Saves the modal's card once `view` shows and its loading placeholders are gone. */
async function capture(page: Page, theme: Theme, view: string) {
  const modal = page.getByTestId('kit-modal')
  await expect(modal).toBeVisible()
  await expect.poll(() => currentView(page)).toBe(view)
  await expect(page.getByTestId('view-loading')).toHaveCount(0)
  // Images, fonts and transitions settle (the dialog's size animates between views).
  // (Bounded: the secure frame's polling can keep the network busy.)
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined)
  await page.waitForTimeout(400)
  // The page behind is hidden, so the card's rounded corners show only the backdrop.
  await modal.screenshot({
    path: join(folder, `${view}-${theme}.png`),
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    style: '#root { visibility: hidden !important; }',
  })
}

/** Opens the modal at `view` with the route's data (the public `open`, then the router's data). */
async function openView(page: Page, view: string, data: Record<string, unknown> = {}) {
  await page.evaluate(
    async ([name, routeData]) => {
      type Kit = { open(options: { view: string }): Promise<void>; _internal: { state: { router: { data: Record<string, unknown> } } } }
      const kit = (document.querySelector('appkit-modal') as unknown as { kit: Kit }).kit
      await kit.open({ view: name as string })
      Object.assign(kit._internal.state.router.data, routeData)
    },
    [view, data] as const,
  )
}

async function close(page: Page) {
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
}

/** Connect, its explainer, All Wallets, a WalletConnect pairing, then the wallet's own prompt (approved). */
async function connectViews(page: Page, theme: Theme, wallet: TestWallet) {
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId(`wallet-item-${walletRdns}`)).toBeVisible()
  await capture(page, theme, 'Connect')
  await page.getByTestId('connect-what-is-a-wallet').click()
  await capture(page, theme, 'WhatIsAWallet')
  await page.getByTestId('modal-back').click()
  await page.getByTestId('all-wallets').click()
  await capture(page, theme, 'AllWallets')
  await page.getByTestId('modal-back').click()
  // A recommended wallet that is not installed pairs through WalletConnect (its QR code).
  await page.getByTestId('catalogue-wallet-metamask').click()
  await expect(page.getByTestId('wc-qr')).toBeVisible()
  await capture(page, theme, 'ConnectingWalletConnect')
  await page.getByTestId('modal-back').click()

  // Connecting: the wallet's prompt held open, then approved.
  let approve: () => void = () => undefined
  wallet.override('eth_requestAccounts', (_params, next) => new Promise((resolve) => (approve = () => resolve(next()))))
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await capture(page, theme, 'ConnectingExternal')
  wallet.override('eth_requestAccounts', undefined)
  approve()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
}

/** Account, the connected wallets, Networks, and a network switch the wallet declines. */
async function accountViews(page: Page, theme: Theme, wallet: TestWallet) {
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-balance')).toContainText('ETH')
  await capture(page, theme, 'Account')
  await page.getByTestId('account-wallets').click()
  await capture(page, theme, 'ProfileWallets')
  await page.getByTestId('modal-back').click()
  await page.getByTestId('account-network').click()
  await expect(page.getByTestId('network-item-eip155:8453')).toBeVisible()
  await capture(page, theme, 'Networks')

  // Switching declined by the wallet: the view offers to try again.
  wallet.override('wallet_switchEthereumChain', () => {
    throw new ProviderRpcError(4001, 'User rejected the request.')
  })
  await page.getByTestId('network-item-eip155:8453').click()
  await expect(page.getByTestId('switch-network-retry')).toBeVisible()
  await capture(page, theme, 'SwitchNetwork')
  wallet.override('wallet_switchEthereumChain', undefined)
  await close(page)
}

/** Send (form, token list, preview) and Receive. */
async function sendViews(page: Page, theme: Theme) {
  // Send: the form with presets, the token list, the preview.
  await page.getByTestId('demo-open-send').click()
  await expect(page.getByTestId('send-amount')).toBeVisible()
  await capture(page, theme, 'WalletSend')
  await page.getByTestId('send-token-select').click()
  await capture(page, theme, 'WalletSendSelectToken')
  await page.getByTestId('modal-back').click()
  await expect(page.getByTestId('send-submit')).toBeEnabled()
  await page.getByTestId('send-submit').click()
  await capture(page, theme, 'WalletSendPreview')
  await close(page)

  await page.getByTestId('account-button').click()
  await page.getByTestId('receive-button').click()
  await expect(page.getByTestId('receive-qr')).toBeVisible()
  await capture(page, theme, 'WalletReceive')
  await close(page)
}

/** Swap and its preview, then Buy and the purchase it starts. */
async function swapAndBuyViews(page: Page, theme: Theme) {
  // Swap with the demo's presets (10 USDC → ETH), quoted by the Kit API, then its preview.
  await page.getByTestId('demo-open-swap').click()
  await expect(page.getByTestId('swap-to-amount')).toHaveValue(/^0\.\d+/)
  await expect(page.getByTestId('swap-network-fee')).toHaveText(/ETH$/)
  await capture(page, theme, 'Swap')
  await page.getByTestId('swap-review').click()
  await expect(page.getByTestId('swap-preview-view')).toBeVisible()
  await capture(page, theme, 'SwapPreview')
  await close(page)

  // Buy: the form quoted for 50 USD, then the purchase followed while its checkout is open.
  await page.getByTestId('account-button').click()
  await page.getByTestId('onramp-button').click()
  await page.getByTestId('onramp-amount').fill('50')
  await expect(page.getByTestId('onramp-quote-total')).toHaveText(/USD$/)
  await capture(page, theme, 'OnRampProviders')
  const checkoutPromise = page.waitForEvent('popup')
  await page.getByTestId('onramp-provider-kit-sandbox').click()
  const checkout = await checkoutPromise
  await expect(page.getByTestId('onramp-status')).toHaveAttribute('data-status', 'pending')
  await capture(page, theme, 'BuyInProgress')
  await checkout.close()
  await close(page)
}

for (const theme of themes) {
  test(`docs screenshots: the wallet's views, ${theme}`, async ({ page }) => {
    test.setTimeout(240_000)
    const wallet = createTestWallet({ accountIndex: 3, chains: [...chains, { chainId: 1, rpcUrl: stack.anvilUrl, name: 'Unknown' }] })
    await injectTestWallet(page, wallet)
    await page.setViewportSize({ width: 900, height: 900 })
    await page.goto(`/?theme=${theme}&features=multiWallet:on`)
    await connectViews(page, theme, wallet)
    await accountViews(page, theme, wallet)
    await sendViews(page, theme)
    await swapAndBuyViews(page, theme)

    // Views no button of the demo leads to (the network explainer; the plain WalletConnect QR view,
    // which `open()` shows with manualWCControl): opened by name, as an app does with `open({ view })`.
    for (const view of ['WhatIsANetwork', 'ConnectingWalletConnectBasic']) {
      await openView(page, view)
      await capture(page, theme, view)
      await close(page)
    }

    // A chain the kit does not list: the modal opens on Unsupported chain by itself.
    wallet.switchChain(1)
    await expect(page.getByTestId('demo-chain-id')).toHaveText('eip155:1')
    await capture(page, theme, 'UnsupportedChain')
  })

  test(`docs screenshots: email and social login, ${theme}`, async ({ page }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width: 900, height: 900 })
    await page.goto(`/?theme=${theme}`)

    // Email login: the code is asked on the secure frame's own field.
    const email = uniqueEmail('docs')
    const seen = await seenMails(email)
    await page.getByTestId('connect-button').click()
    await page.getByTestId('email-input').fill(email)
    await page.getByTestId('email-submit').click()
    await expect(secureFrame(page).getByTestId('otp-input')).toBeVisible()
    await capture(page, theme, 'EmailLogin')
    const mail = await waitForMail(email, { seen })
    await secureFrame(page).getByTestId('otp-input').fill(mail.code!)
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    await expect(page.getByTestId('kit-modal')).toBeHidden()

    await page.getByTestId('account-button').click()
    await page.getByTestId('update-email').click()
    await capture(page, theme, 'UpdateEmailWallet')
    await close(page)

    // Signing with the embedded wallet: the approval shows in the modal.
    await page.getByTestId('demo-sign').click()
    await expect(secureFrame(page).getByTestId('approve-confirm')).toBeVisible()
    await capture(page, theme, 'ApproveTransaction')
    await secureFrame(page).getByTestId('approve-reject').click()
    await expect(page.getByTestId('kit-modal')).toBeHidden()

    // Social login: the view that waits for the provider's window.
    await page.getByTestId('account-button').click()
    await page.getByTestId('disconnect-button').click()
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
    await page.getByTestId('connect-button').click()
    const popupPromise = page.waitForEvent('popup')
    await page.getByTestId('social-google').click()
    const popup = await popupPromise
    await expect(page.getByTestId('connecting-social-title')).toBeVisible()
    await capture(page, theme, 'ConnectingSocial')
    await popup.close()
    await close(page)
    await page.getByTestId('connect-button').click()
    await page.getByTestId('social-farcaster').click()
    await expect(page.getByTestId('farcaster-qr')).toBeVisible()
    await capture(page, theme, 'ConnectingFarcaster')
    await close(page)
  })

  test(`docs screenshots: a name, ${theme}`, async ({ page }) => {
    // A fresh key: a name is registered once per address.
    await injectTestWallet(page, createTestWallet({ privateKey: generatePrivateKey(), chains }))
    await page.setViewportSize({ width: 900, height: 900 })
    await page.goto(`/?theme=${theme}`)
    await connectWallet(page)
    await page.getByTestId('account-button').click()
    await page.getByTestId('account-register-name').click()
    const name = `docs-${theme}-${Date.now().toString(36)}`
    await page.getByTestId('name-input').fill(name)
    await expect(page.getByTestId('name-availability')).toHaveText(`${name}.kit.id is available`)
    await capture(page, theme, 'RegisterAccountName')
    await page.getByTestId('name-register').click()
    await expect(page.getByTestId('name-success')).toHaveText(`${name}.kit.id`)
    await capture(page, theme, 'RegisterAccountNameSuccess')
  })

  test(`docs screenshots: a wallet of several namespaces, ${theme}`, async ({ page }) => {
    const multi = createMultiTestWallet({
      eip155: { accountIndex: 6, chains },
      solana: { rpcUrl: stack.solanaUrl, account: 3 },
      bip122: { account: 6, esploraUrls: { testnet: stack.bitcoinUrl } },
    })
    await injectMultiTestWallet(page, multi)
    await page.setViewportSize({ width: 900, height: 900 })
    await page.goto(`/?theme=${theme}`)
    await page.getByTestId('connect-button').click()
    await page.getByTestId(`wallet-item-${walletRdns}`).click()
    await expect(page.getByTestId('namespace-all')).toBeVisible()
    await capture(page, theme, 'ConnectingMultiChain')
    await page.getByTestId('namespace-eip155').click()
    await expect(page.getByTestId('kit-modal')).toBeHidden()
    // A Solana network while only the EVM side is connected: the modal offers to connect it.
    await page.getByTestId('network-button').click()
    await page.getByTestId(`network-item-${solanaDevnetId}`).click()
    await expect(page.getByTestId('switch-active-chain-view')).toBeVisible()
    await capture(page, theme, 'SwitchActiveChain')
  })

  test(`docs screenshots: sign in with the wallet, ${theme}`, async ({ page, injected }) => {
    void injected
    await page.setViewportSize({ width: 900, height: 900 })
    await page.goto(`/?theme=${theme}&siwx=required`)
    await connectWallet(page)
    await expect(page.getByTestId('siwx-view')).toBeVisible()
    await capture(page, theme, 'SIWXSignMessage')
  })
}
