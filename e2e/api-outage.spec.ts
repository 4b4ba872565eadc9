import { connectWallet, expect, test } from './support/fixtures.js'
import { stack } from './support/stack.js'

test('API down: the modal still opens at once and shows clear errors', async ({ page, injected }) => {
  void injected
  const aborted: string[] = []
  await page.route(`${stack.apiUrl}/**`, async (route) => {
    aborted.push(new URL(route.request().url()).pathname)
    await route.abort('connectionrefused')
  })
  await page.goto('/')
  // Connect opens without waiting on the API.
  const started = Date.now()
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('kit-modal')).toBeVisible()
  expect(Date.now() - started).toBeLessThan(5_000)
  await page.getByTestId('wallet-item-dev.kit.testwallet').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  // The Account header needs no API: address, native balance (RPC), network, disconnect.
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-view')).toBeVisible()
  await expect(page.getByTestId('account-balance')).toContainText('ETH')
  await expect(page.getByTestId('account-network')).toBeVisible()
  await expect(page.getByTestId('disconnect-button')).toBeVisible()
  // Tokens: a clear error in the panel and docs/rules toast.
  await expect(page.getByTestId('tokens-error')).toHaveText('Token Balance Unavailable')
  await expect(page.getByTestId('toast').filter({ hasText: 'Token Balance Unavailable' })).toBeVisible()
  // Activity: 'Failed to fetch transactions' with a retry.
  await page.getByTestId('tab-activity').click()
  await expect(page.getByTestId('activity-error')).toContainText('Failed to fetch transactions')
  await expect(page.getByTestId('toast').filter({ hasText: 'Failed to fetch transactions' })).toBeVisible()
  await expect(page.getByTestId('activity-retry')).toBeVisible()
  expect(aborted.some((path) => path.endsWith('/balance'))).toBe(true)
  // Disconnect still works.
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('API answers 401: the Invalid Project ID alert is shown', async ({ page, injected }) => {
  void injected
  await page.route(`${stack.apiUrl}/**`, (route) =>
    route.fulfill({
      status: 401,
      json: { message: 'Unauthorized: invalid key', code: 'INVALID_PROJECT_ID' },
      headers: { 'access-control-allow-origin': '*' },
    }),
  )
  await page.goto('/')
  await connectWallet(page)
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('toast').filter({ hasText: 'Invalid Project ID' }).first()).toBeVisible()
  await expect(page.getByTestId('tokens-error')).toHaveText('Token Balance Unavailable')
})

test('API back after an outage: a reload shows the data again', async ({ page, injected }) => {
  void injected
  await page.route(`${stack.apiUrl}/**`, (route) => route.abort('connectionrefused'))
  await page.goto('/')
  await connectWallet(page)
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('tokens-error')).toBeVisible()
  await page.unroute(`${stack.apiUrl}/**`)
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('token-item-USDC')).toBeVisible()
})
