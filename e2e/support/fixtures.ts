import { createTestWallet, type InjectedTestWallet, injectTestWallet, type TestWallet } from '@kit/test'
import { test as base, expect, type Page } from '@playwright/test'
import { createPublicClient, defineChain, http } from 'viem'
import { stack } from './stack.js'

export const walletRdns = 'dev.kit.testwallet'

export const chains = [
  { chainId: 31337, rpcUrl: stack.anvilUrl, name: 'Anvil' },
  { chainId: 8453, rpcUrl: stack.baseUrl, name: 'Base' },
] as const

export function publicClient(chainId: 31337 | 8453) {
  const rpcUrl = chainId === 31337 ? stack.anvilUrl : stack.baseUrl
  const chain = defineChain({
    id: chainId,
    name: String(chainId),
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createPublicClient({ chain, transport: http(rpcUrl) })
}

/** Truncates (never rounds) to 3 decimals, as the modal shows balances (docs/rules/validation.md). */
export function truncate3(value: string) {
  const [integer, fraction = ''] = value.split('.')
  return `${integer}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

type Fixtures = { wallet: TestWallet; injected: InjectedTestWallet; demo: Page }

/** Each test gets a fresh test wallet (anvil account 1) injected through EIP-6963 before the page loads. */
export const test = base.extend<Fixtures>({
  wallet: async ({}, use) => {
    await use(createTestWallet({ accountIndex: 1, chains }))
  },
  injected: async ({ page, wallet }, use) => {
    await use(await injectTestWallet(page, wallet))
  },
  demo: async ({ page, injected }, use) => {
    void injected
    await page.goto('/')
    await use(page)
  },
})

export { expect }

export async function connectWallet(page: Page) {
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
}

/** Account → Wallets: the ProfileWallets view (multi-wallet), from a connected page with the modal closed. */
export async function openProfileWallets(page: Page) {
  await page.getByTestId('account-button').click()
  await page.getByTestId('account-wallets').click()
  await expect(page.getByTestId('profile-wallets-view')).toBeVisible()
}
