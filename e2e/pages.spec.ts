import { injectTestWallet } from '@kit/test'
import { expect, test, walletRdns } from './support/fixtures.js'

test('vanilla page connects with <appkit-modal> and <appkit-button> only', async ({ page, injected, wallet }) => {
  void injected
  await page.goto('/vanilla.html')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  await expect(page.getByTestId('account-button')).toBeVisible()
})

test('two kits on one page stay apart', async ({ page, injected }) => {
  void injected
  await page.goto('/two.html')
  const left = page.locator('#left')
  const right = page.locator('#right')
  await left.getByTestId('connect-button').click()
  await expect(left.getByTestId('kit-modal')).toBeVisible()
  await expect(right.getByTestId('kit-modal')).toBeHidden()
  await left.getByTestId(`wallet-item-${walletRdns}`).click()
  await expect(left.getByTestId('demo-status')).toHaveText('connected')
  await expect(right.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(right.getByTestId('connect-button')).toBeVisible()
  await page.reload()
  await expect(left.getByTestId('demo-status')).toHaveText('connected')
  await expect(right.getByTestId('demo-status')).toHaveText('disconnected')
  const keys = await page.evaluate(() => Object.keys(localStorage))
  expect(keys.some((key) => key.startsWith('kit.two.left.'))).toBe(true)
  expect(keys.some((key) => key.startsWith('kit.two.right.connections'))).toBe(false)
})

test('legacy window.ethereum shows as Browser Wallet and connects', async ({ page, wallet }) => {
  await injectTestWallet(page, wallet, { eip6963: false, legacy: true })
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('wallet-item-injected')).toContainText('Browser Wallet')
  await page.getByTestId('wallet-item-injected').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})
