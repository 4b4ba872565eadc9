import { test as base, devices, expect, type Page } from '@playwright/test'
import { createWalletKitWallet, type WalletKitWallet } from './support/walletkit.js'

// WalletConnect on a phone: a mobile viewport, touch and user agent (Playwright's Pixel 7). With
// manual control (`?wc=manual`) the modal opens on AllWallets (docs/rules/screens.md); choosing a
// catalogue wallet opens its deep link with the pairing URI. Chromium reports the navigation to
// the wallet's scheme as a request (the page itself stays), so the test reads the URI from it,
// a real WalletKit wallet pairs with it, and back on the page the flow has continued: connected.

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7']

const test = base.extend<{ wallet: WalletKitWallet }>({
  wallet: async ({}, use) => {
    const wallet = await createWalletKitWallet()
    await use(wallet)
    await wallet.close()
  },
})
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })

/** The `uri` parameter of a wallet link (`rainbow://wc?uri=…`). */
const uriOf = (link: string) => new URL(link).searchParams.get('uri') ?? ''

async function chooseRainbow(page: Page): Promise<string> {
  await page.goto('/?wc=manual')
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('all-wallets-view')).toBeVisible()
  const opened = page.waitForRequest((request) => request.url().startsWith('rainbow://'))
  await page.getByTestId('catalogue-wallet-rainbow').click()
  return (await opened).url()
}

test('mobile: AllWallets opens; a catalogue wallet opens its deep link with the URI; back on the page, connected', async ({ page, wallet }) => {
  const link = await chooseRainbow(page)
  expect(link).toMatch(/^rainbow:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
  const uri = uriOf(link)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await expect(page.getByTestId('wc-wallet-name')).toHaveText('Continue in Rainbow')
  // The wallet app pairs with the URI of the link while the page waits in the background.
  await wallet.pair(uri)
  await page.bringToFront()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  expect(wallet.proposals).toHaveLength(1)
})

test('mobile: "Open" opens the wallet again with the same pairing URI', async ({ page, wallet }) => {
  const first = uriOf(await chooseRainbow(page))
  // The test taps "Open" within milliseconds of the first launch, while the browser may still be
  // handling it (Chromium also launches one external protocol per user gesture). Such a tap can
  // open nothing: one run saw no second request at all. A person taps after coming back from the
  // wallet app, and taps again if nothing happens: so does the test, until a launch comes.
  let again = ''
  await expect(async () => {
    const request = page.waitForRequest((candidate) => candidate.url().startsWith('rainbow://'), { timeout: 2_000 })
    await page.getByTestId('wc-open-app').click()
    again = (await request).url()
  }).toPass({ timeout: 15_000 })
  expect(uriOf(again)).toBe(first)
  await wallet.pair(first)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

test.describe('desktop', () => {
  const desktop = devices['Desktop Chrome']
  test.use({ viewport: desktop.viewport, userAgent: desktop.userAgent, deviceScaleFactor: 1, isMobile: false, hasTouch: false })

  test('desktop with manual control: ConnectingWalletConnectBasic (the QR code), no AllWallets, no deep link', async ({ page }) => {
    const links: string[] = []
    page.on('request', (request) => {
      if (!/^(https?|wss?|data):/.test(request.url())) links.push(request.url())
    })
    await page.goto('/?wc=manual')
    await page.getByTestId('connect-button').click()
    await expect(page.getByTestId('connecting-walletconnect-view')).toBeVisible()
    await expect(page.getByTestId('wc-qr')).toBeVisible()
    await expect(page.getByTestId('all-wallets-view')).toHaveCount(0)
    await expect(page.getByTestId('wc-open-app')).toHaveCount(0)
    expect(links).toEqual([])
  })
})
