import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createTestWallet, injectTestWallet, ProviderRpcError } from '@kit/test'
import type { Page } from '@playwright/test'
import { chains, connectWallet, expect, test, walletRdns } from './support/fixtures.js'
import { stack } from './support/stack.js'

// Saves a picture of every view in both themes to e2e/screenshots (git-ignored) for review,
// and checks that each view rendered.
const folder = join(import.meta.dirname, 'screenshots')
mkdirSync(folder, { recursive: true })

async function shot(page: Page, theme: string, name: string) {
  await page.waitForTimeout(200)
  await page.screenshot({ path: join(folder, `${theme}-${name}.png`) })
}

for (const theme of ['light', 'dark'] as const) {
  test(`screenshots: every view, ${theme}`, async ({ page }) => {
    const wallet = createTestWallet({ accountIndex: 3, chains: [...chains, { chainId: 1, rpcUrl: stack.anvilUrl, name: 'Unknown' }] })
    await injectTestWallet(page, wallet)
    await page.setViewportSize({ width: 1100, height: 760 })
    await page.goto(`/?theme=${theme}`)
    await shot(page, theme, '00-page')

    await page.getByTestId('connect-button').click()
    await expect(page.getByTestId(`wallet-item-${walletRdns}`)).toBeVisible()
    await shot(page, theme, '01-connect')

    let approve: () => void = () => undefined
    wallet.override('eth_requestAccounts', (_params, next) => new Promise((resolve) => (approve = () => resolve(next()))))
    await page.getByTestId(`wallet-item-${walletRdns}`).click()
    await expect(page.getByTestId('kit-modal')).toContainText('Kit Test Wallet')
    await shot(page, theme, '02-connecting')
    wallet.override('eth_requestAccounts', undefined)
    wallet.setReject(true)
    approve()
    await expect(page.getByTestId('connecting-error')).toBeVisible()
    await shot(page, theme, '03-connecting-rejected')
    wallet.setReject(false)
    await page.getByTestId('connecting-retry').click()
    await expect(page.getByTestId('demo-status')).toHaveText('connected')

    await page.getByTestId('account-button').click()
    await expect(page.getByTestId('account-balance')).toContainText('ETH')
    await shot(page, theme, '04-account')

    await page.getByTestId('account-network').click()
    await expect(page.getByTestId('network-item-eip155:8453')).toBeVisible()
    await shot(page, theme, '05-networks')

    wallet.override('wallet_switchEthereumChain', () => {
      throw new ProviderRpcError(4001, 'User rejected the request.')
    })
    await page.getByTestId('network-item-eip155:8453').click()
    await expect(page.getByTestId('switch-network-retry')).toBeVisible()
    await shot(page, theme, '06-switch-network-declined')
    wallet.override('wallet_switchEthereumChain', undefined)
    await page.getByTestId('switch-network-retry').click()
    await expect(page.getByTestId('demo-chain-id')).toHaveText('eip155:8453')

    wallet.switchChain(1)
    await expect(page.getByTestId('demo-chain-id')).toHaveText('eip155:1')
    await expect(page.getByTestId('kit-modal')).toBeVisible()
    await shot(page, theme, '07-unsupported-chain')
    await page.keyboard.press('Escape')
    await shot(page, theme, '08-unsupported-buttons')
  })
}

test('screenshots: toast', async ({ page, injected }) => {
  void injected
  await page.route(`${stack.anvilUrl}/**`, (route) => route.abort('connectionrefused'))
  await page.goto('/')
  await connectWallet(page)
  await expect(page.getByTestId('toast').first()).toBeVisible()
  await shot(page, 'light', '09-toast')
})
