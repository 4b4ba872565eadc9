import { createTestWallet } from '@kit/test'
import type { Page } from '@playwright/test'
import { erc20Abi, formatEther, formatUnits } from 'viem'
import { chains, connectWallet, expect, publicClient, test } from './support/fixtures.js'
import { stack } from './support/stack.js'

// The devnet's tokens (apps/devnet) and its ERC-721 collection: account 1 holds tokens 3 and 4.
const tokens = [
  { symbol: 'USDC', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6 },
  { symbol: 'TST', address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', decimals: 18 },
] as const
const collection = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'

/** Truncates (never rounds) to 2 decimals, as the Tokens tab shows balances (docs/rules/validation.md). */
function truncate2(value: string) {
  const [integer, fraction = ''] = value.split('.')
  return `${integer}.${fraction.padEnd(2, '0').slice(0, 2)}`
}

async function openAccount(page: Page) {
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-view')).toBeVisible()
}

/** Polls the Kit API until the indexer has listed `hash` for `address` on anvil. */
async function waitForIndexed(address: string, hash: string) {
  const query = new URLSearchParams({ projectId: 'kit-demo', st: 'appkit', sv: 'e2e', chainId: 'eip155:31337' })
  await expect
    .poll(
      async () => {
        const response = await fetch(`${stack.apiUrl}/v1/account/${address}/history?${query}`)
        const body = (await response.json()) as { data: { metadata: { hash: string } }[] }
        return body.data.some((item) => item.metadata.hash.toLowerCase() === hash.toLowerCase())
      },
      { timeout: 20_000 },
    )
    .toBe(true)
}

test('tokens: the Tokens tab matches the chain (2 decimals) and the header is unchanged', async ({ demo: page, wallet }) => {
  await connectWallet(page)
  const client = publicClient(31337)
  const address = wallet.getAddress() as `0x${string}`
  await openAccount(page)
  await expect(page.getByTestId('account-address')).toContainText(address.slice(-4))
  await expect(page.getByTestId('account-balance')).toContainText('ETH')
  await expect(page.getByTestId('tab-tokens')).toHaveAttribute('aria-selected', 'true')
  for (const token of tokens) {
    const raw = await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    const item = page.getByTestId(`token-item-${token.symbol}`)
    await expect(item.getByTestId('token-quantity')).toHaveText(`${truncate2(formatUnits(raw, token.decimals))} ${token.symbol}`)
    await expect(item.getByTestId('token-value')).toHaveText(/^\$[\d,]+\.\d{2}$/)
  }
  const eth = formatEther(await client.getBalance({ address }))
  await expect(page.getByTestId('token-item-ETH').getByTestId('token-quantity')).toHaveText(`${truncate2(eth)} ETH`)
  await expect(page.getByTestId('disconnect-button')).toBeVisible()
  await expect(page.getByTestId('account-network')).toBeVisible()
})

test.describe('a wallet with ERC-7811 asset discovery (USDC only)', () => {
  test.use({ wallet: async ({}, use) => use(createTestWallet({ accountIndex: 1, chains, assets: [tokens[0].address] })) })

  test('tokens: the Tokens tab shows what wallet_getAssets answered, and the Kit API is not asked', async ({ demo: page, wallet }) => {
    const balanceRequests: string[] = []
    page.on('request', (request) => {
      if (/\/v1\/account\/[^/]+\/balance/.test(request.url())) balanceRequests.push(request.url())
    })
    await connectWallet(page)
    const client = publicClient(31337)
    const address = wallet.getAddress() as `0x${string}`
    await openAccount(page)
    const usdc = tokens[0]
    const raw = await client.readContract({ address: usdc.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    await expect(page.getByTestId(`token-item-${usdc.symbol}`).getByTestId('token-quantity')).toHaveText(`${truncate2(formatUnits(raw, usdc.decimals))} USDC`)
    const eth = formatEther(await client.getBalance({ address }))
    await expect(page.getByTestId('token-item-ETH').getByTestId('token-quantity')).toHaveText(`${truncate2(eth)} ETH`)
    // The wallet does not list TST (the Kit API would): the list is the wallet's.
    await expect(page.getByTestId('token-item-TST')).toHaveCount(0)
    expect(balanceRequests).toEqual([])
  })
})

test('nfts: the NFTs tab shows the devnet collection (account 1: tokens 3 and 4)', async ({ demo: page }) => {
  await connectWallet(page)
  await openAccount(page)
  await page.getByTestId('tab-nfts').click()
  for (const tokenId of ['3', '4']) {
    const item = page.getByTestId(`nft-item-${collection}-${tokenId}`)
    await expect(item).toBeVisible()
    await expect(item).toContainText(`#${tokenId}`)
    await expect(item.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
  }
  await expect(page.getByTestId(`nft-item-${collection}-1`)).toHaveCount(0)
})

test('activity: a transfer sent in the test appears after the indexer catches up', async ({ demo: page, wallet }) => {
  await connectWallet(page)
  await page.getByTestId('demo-send').click()
  const hashOutput = page.getByTestId('demo-tx-hash')
  await expect(hashOutput).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await hashOutput.textContent())!
  await waitForIndexed(wallet.getAddress(), hash)
  await openAccount(page)
  await page.getByTestId('tab-activity').click()
  const item = page.locator(`[data-testid="activity-item"][data-hash="${hash}"]`)
  await expect(item).toBeVisible()
  await expect(item).toContainText('Sent')
  await expect(item).toContainText('-0.001 ETH')
  // Newest first, under a month heading.
  await expect(page.getByTestId('activity-item').first()).toHaveAttribute('data-hash', hash)
  await expect(page.getByTestId('activity-group').first().locator('h3')).toHaveText(/^[A-Z][a-z]+ \d{4}$/)
})

test('activity: load more by cursor', async ({ demo: page }) => {
  // Pages of one transaction: every page but the last has a cursor.
  await page.route(`${stack.apiUrl}/v1/account/*/history*`, async (route) => {
    const url = new URL(route.request().url())
    url.searchParams.set('limit', '1')
    await route.continue({ url: url.toString() })
  })
  await connectWallet(page)
  await page.getByTestId('demo-send').click()
  await expect(page.getByTestId('demo-tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  await page.getByTestId('demo-send').click()
  await expect(page.getByTestId('demo-tx-hash')).toHaveAttribute('data-pending', 'false')
  const hash = (await page.getByTestId('demo-tx-hash').textContent())!
  await waitForIndexed(await page.getByTestId('demo-address').textContent(), hash)
  await openAccount(page)
  await page.getByTestId('tab-activity').click()
  await expect(page.getByTestId('activity-item')).toHaveCount(1)
  await page.getByTestId('activity-load-more').click()
  await expect(page.getByTestId('activity-item')).toHaveCount(2)
})

test('remote config narrows defaults but never overrides an option given in code', async ({ page, injected }) => {
  void injected
  const remote = { features: [{ id: 'activity', isEnabled: false, config: null }] }
  await page.route(`${stack.apiUrl}/appkit/v1/config*`, (route) => route.fulfill({ json: remote, headers: { 'access-control-allow-origin': '*' } }))
  const configAnswered = page.waitForResponse((response) => response.url().startsWith(`${stack.apiUrl}/appkit/v1/config`))
  // No option in code: the project's remote config turns Activity off.
  await page.goto('/')
  await configAnswered
  await connectWallet(page)
  await openAccount(page)
  await expect(page.getByTestId('tab-nfts')).toBeVisible()
  await expect(page.getByTestId('tab-activity')).toHaveCount(0)
  // `features: { history: true }` in code: the remote config does not override it.
  await page.goto('/?features=history:on')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await openAccount(page)
  await expect(page.getByTestId('tab-activity')).toBeVisible()
  await page.getByTestId('tab-activity').click()
  await expect(page.getByTestId('activity-panel')).toBeVisible()
})

test('identity: name and avatar from the API in the account button and the Account view', async ({ page, injected, wallet }) => {
  void injected
  const avatar =
    'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiNmMDAiLz48L3N2Zz4='
  const asked: string[] = []
  await page.route(`${stack.apiUrl}/v1/identity/*`, (route) => {
    asked.push(new URL(route.request().url()).pathname)
    return route.fulfill({ json: { name: 'alice.kit', avatar }, headers: { 'access-control-allow-origin': '*' } })
  })
  await page.goto('/')
  await connectWallet(page)
  await expect(page.getByTestId('account-button')).toContainText('alice.kit')
  await openAccount(page)
  await expect(page.getByTestId('account-address')).toHaveText('alice.kit')
  await expect(page.getByTestId('account-address')).toHaveAttribute('title', wallet.getAddress())
  expect(asked).toEqual([`/v1/identity/${wallet.getAddress()}`])
})
