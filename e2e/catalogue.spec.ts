import AxeBuilder from '@axe-core/playwright'
import { injectTestWallet } from '@kit/test'
import { expect, test, walletRdns } from './support/fixtures.js'
import { stack } from './support/stack.js'

const catalogueItems = '[data-testid^="catalogue-wallet-"]'

test('Connect: the installed wallets, then 4 recommended wallets from the API, then All Wallets', async ({ demo: page }) => {
  await page.getByTestId('connect-button').click()
  const list = page.getByTestId('wallet-list')
  await expect(list.getByTestId(`wallet-item-${walletRdns}`)).toBeVisible()
  await expect(list.locator(catalogueItems)).toHaveCount(4)
  await expect(list.getByTestId('catalogue-wallet-metamask')).toBeVisible()
  await expect(list.locator(catalogueItems).first().locator('img')).toHaveAttribute('src', `${stack.apiUrl}/v1/images/wallets/metamask`)
  await expect(list.getByTestId('all-wallets')).toBeVisible()
})

test('AllWallets: 40 a page, more on scroll, search finds a wallet by name', async ({ demo: page }) => {
  await page.getByTestId('connect-button').click()
  await page.getByTestId('all-wallets').click()
  await expect(page.getByTestId('all-wallets-view')).toBeVisible()
  // The installed test wallet leads, tagged; the catalogue follows, 40 at first.
  await expect(page.getByTestId(`wallet-item-${walletRdns}`)).toBeVisible()
  await expect(page.locator(catalogueItems)).toHaveCount(40)
  // The next page of 40 when the end of the list scrolls into view.
  await page.locator(catalogueItems).last().scrollIntoViewIfNeeded()
  await expect.poll(() => page.locator(catalogueItems).count()).toBeGreaterThan(70)
  await page.getByTestId('all-wallets-search').fill('Rainbow')
  await expect(page.locator(catalogueItems)).toHaveCount(1)
  await expect(page.getByTestId('catalogue-wallet-rainbow')).toContainText('Rainbow')
  await page.getByTestId('all-wallets-search').fill('no such wallet')
  await expect(page.getByTestId('all-wallets-empty')).toHaveText('No results found')
})

test('an installed wallet that is also in the catalogue is marked Installed and never listed twice', async ({ page, wallet }) => {
  // The test wallet announces itself as MetaMask (the catalogue's `io.metamask`).
  await injectTestWallet(page, wallet, { eip6963: { name: 'MetaMask', rdns: 'io.metamask' } })
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  const list = page.getByTestId('wallet-list')
  const installed = list.getByTestId('wallet-item-io.metamask')
  await expect(installed).toBeVisible()
  await expect(installed).toContainText('Installed')
  // Still 4 recommended wallets after the installed one, MetaMask not among them.
  await expect(list.locator(catalogueItems)).toHaveCount(4)
  await expect(list.getByTestId('catalogue-wallet-metamask')).toHaveCount(0)
  await page.getByTestId('all-wallets').click()
  await expect(page.getByTestId('all-wallets-view')).toBeVisible()
  await expect(page.getByTestId('wallet-item-io.metamask')).toHaveCount(1)
  // The first page of 40 from the API, less the installed MetaMask.
  await expect(page.locator(catalogueItems)).toHaveCount(39)
  await page.locator(catalogueItems).last().scrollIntoViewIfNeeded()
  await expect.poll(() => page.locator(catalogueItems).count()).toBeGreaterThan(70)
  await expect(page.getByTestId('catalogue-wallet-metamask')).toHaveCount(0)
  await page.getByTestId('all-wallets-search').fill('MetaMask')
  await expect(page.getByTestId('catalogue-wallet-metamask')).toHaveCount(0)
  await expect(page.getByTestId('wallet-item-io.metamask')).toHaveCount(1)
})

test('a catalogue wallet that is not installed connects over WalletConnect', async ({ demo: page }) => {
  await page.getByTestId('connect-button').click()
  await page.getByTestId('catalogue-wallet-rainbow').click()
  await expect(page.getByTestId('wc-wallet-name')).toHaveText('Continue in Rainbow')
  await expect(page.getByTestId('wc-qr')).toBeVisible()
})

test('API down: the modal opens at once with the installed wallets; All Wallets shows an error', async ({ page, injected }) => {
  void injected
  await page.route(`${stack.apiUrl}/**`, (route) => route.abort('connectionrefused'))
  await page.goto('/')
  const started = Date.now()
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId(`wallet-item-${walletRdns}`)).toBeVisible()
  expect(Date.now() - started).toBeLessThan(5_000)
  await expect(page.getByTestId('recommended-loading')).toHaveCount(0)
  await expect(page.locator(catalogueItems)).toHaveCount(0)
  await page.getByTestId('all-wallets').click()
  await expect(page.getByTestId('all-wallets-error')).toContainText('Failed to fetch wallets')
  await expect(page.getByTestId(`wallet-item-${walletRdns}`)).toBeVisible()
})

test('axe: no serious or critical violations in AllWallets (light and dark)', async ({ page, injected }) => {
  void injected
  for (const url of ['/', '/?theme=dark']) {
    await page.goto(url)
    await page.getByTestId('connect-button').click()
    await page.getByTestId('all-wallets').click()
    await expect(page.locator(catalogueItems)).toHaveCount(40)
    const results = await new AxeBuilder({ page }).include('appkit-modal').analyze()
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(serious.map((violation) => violation.id)).toEqual([])
  }
})
