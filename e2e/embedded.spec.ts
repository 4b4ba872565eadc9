import { connectWallet, expect, test, walletRdns } from './support/fixtures.js'

// Embedded mode (AppKit's enableEmbedded, docs/rules/screens.md): the modal sits in the page, shown
// without a click; closing shows Account if connected, otherwise Connect.
test('embedded: the modal is in the page; closing shows Account when connected, Connect otherwise', async ({ page, injected, wallet }) => {
  void injected
  await page.goto('/?embedded=on')
  const modal = page.getByTestId('kit-modal')
  await expect(modal).toBeVisible()
  await expect(modal).toHaveAttribute('aria-modal', 'false')
  // In the page flow: no fixed backdrop over the page, the page's own buttons stay usable.
  expect(await page.getByTestId('modal-backdrop').evaluate((element) => getComputedStyle(element).position)).toBe('static')
  await expect(page.getByTestId('connect-methods')).toBeVisible()

  // Closing while disconnected shows Connect (and keeps the modal in the page).
  await page.getByTestId('connect-what-is-a-wallet').click()
  await expect(page.getByTestId('what-is-a-wallet-view')).toBeVisible()
  await page.getByTestId('modal-close').click()
  await expect(page.getByTestId('connect-methods')).toBeVisible()

  // Connecting in the embedded modal: it stays, on Account.
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('account-view')).toBeVisible()
  await expect(page.getByTestId('account-address')).toHaveAttribute('title', wallet.getAddress())

  // Closing while connected shows Account.
  await page.getByTestId('account-network').click()
  await expect(page.getByTestId('account-view')).toHaveCount(0)
  await page.getByTestId('modal-close').click()
  await expect(page.getByTestId('account-view')).toBeVisible()
  await expect(modal).toBeVisible()

  // After a reload the restored wallet's Account shows, without a click.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('account-view')).toBeVisible()

  // Disconnecting goes back to Connect, still in the page.
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByTestId('connect-methods')).toBeVisible()
  await expect(modal).toBeVisible()
})

test('not embedded (default): no modal until asked, closing hides it', async ({ page, injected }) => {
  void injected
  await page.goto('/')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await connectWallet(page)
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-view')).toBeVisible()
  await expect(page.getByTestId('kit-modal')).toHaveAttribute('aria-modal', 'true')
  await page.getByTestId('modal-close').click()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
})
