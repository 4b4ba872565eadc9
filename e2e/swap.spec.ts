import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { erc20Abi, formatEther, formatUnits, parseEther, parseUnits } from 'viem'
import { loadApiConfig, startApi } from '../apps/api/dist/index.js'
import { connectWallet, expect, publicClient, test, truncate3 } from './support/fixtures.js'
import { stack } from './support/stack.js'

// Swaps through the devnet's real Uniswap V2 pools (apps/devnet: router02 from the npm artifacts,
// ETH/USDC, ETH/TST, USDC/TST) on chain 31337, quoted and built by the Kit API, signed by the
// test wallet (anvil account 1).
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const tst = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as const
const router = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707' as const

const tokenBalance = (token: `0x${string}`, owner: `0x${string}`) =>
  publicClient(31337).readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

const allowance = (owner: `0x${string}`) => publicClient(31337).readContract({ address: usdc, abi: erc20Abi, functionName: 'allowance', args: [owner, router] })

async function openSwap(page: Page) {
  await page.getByTestId('account-button').click()
  await page.getByTestId('swap-button').click()
  await expect(page.getByTestId('swap-view')).toBeVisible()
}

async function pick(page: Page, side: 'from' | 'to', symbol: string) {
  await page.getByTestId(`swap-${side}-token`).click()
  await page.getByTestId('swap-token-search').fill(symbol.toLowerCase())
  await page.getByTestId(`swap-token-${symbol}`).click()
  await expect(page.getByTestId(`swap-${side}-token`)).toContainText(symbol)
}

test('USDC → ETH with the approval: the pools pay out, the balances shown match the chain', async ({ demo: page, wallet }) => {
  await connectWallet(page)
  const user = wallet.getAddress()
  await openSwap(page)
  await pick(page, 'from', 'USDC')
  await pick(page, 'to', 'ETH')
  await page.getByTestId('swap-from-amount').fill('250')
  // The quote: about 250 / 3000 ETH, with price impact, network fee and minimum received.
  await expect(page.getByTestId('swap-to-amount')).toHaveValue(/^0\.08\d+/)
  await expect(page.getByTestId('swap-price-impact')).toHaveText(/%$/)
  await expect(page.getByTestId('swap-network-fee')).toHaveText(/^0\.\d+ ETH$/)
  await expect(page.getByTestId('swap-minimum-received')).toContainText('ETH')
  const [usdcBefore, ethBefore] = await Promise.all([tokenBalance(usdc, user), publicClient(31337).getBalance({ address: user })])

  await page.getByTestId('swap-review').click()
  await expect(page.getByTestId('swap-preview-view')).toBeVisible()
  await expect(page.getByTestId('swap-confirm')).toBeDisabled()
  // A refusal in the wallet leaves everything as it was.
  wallet.setReject(true)
  await page.getByTestId('swap-approve').click()
  await expect(page.getByTestId('swap-error')).toHaveText('Request rejected in the wallet')
  expect(await allowance(user)).toBe(0n)
  wallet.setReject(false)
  await page.getByTestId('swap-approve').click()
  await expect(page.getByTestId('swap-approve')).toBeHidden({ timeout: 20_000 })
  expect(await allowance(user)).toBe(parseUnits('250', 6))
  await page.getByTestId('swap-confirm').click()
  await expect(page.getByTestId('swap-success')).toBeVisible({ timeout: 20_000 })
  const hash = (await page.getByTestId('swap-hash').textContent()) as `0x${string}`
  const receipt = await publicClient(31337).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(router.toLowerCase())
  const [usdcAfter, ethAfter] = await Promise.all([tokenBalance(usdc, user), publicClient(31337).getBalance({ address: user })])
  expect(usdcBefore - usdcAfter).toBe(parseUnits('250', 6))
  expect(ethAfter).toBeGreaterThan(ethBefore + parseEther('0.08'))

  // A new swap shows the balances read again; they match balanceOf and the chain's ETH balance.
  await page.getByTestId('swap-done').click()
  await openSwap(page)
  await pick(page, 'from', 'USDC')
  await pick(page, 'to', 'ETH')
  await expect(page.getByTestId('swap-from-balance')).toHaveText(`Balance: ${truncate3(formatUnits(await tokenBalance(usdc, user), 6))} USDC`)
  await expect(page.getByTestId('swap-to-balance')).toHaveText(
    `Balance: ${truncate3(formatEther(await publicClient(31337).getBalance({ address: user })))} ETH`,
  )
})

test('ETH → TST typed on the receive side: no approval, at least the amount less the slippage arrives', async ({ demo: page, wallet }) => {
  await connectWallet(page)
  const user = wallet.getAddress()
  await openSwap(page)
  await pick(page, 'from', 'ETH')
  await pick(page, 'to', 'TST')
  // Typing what to receive: the amount to pay follows (about 1000 / 6000 ETH).
  await page.getByTestId('swap-to-amount').fill('1000')
  await expect(page.getByTestId('swap-from-amount')).toHaveValue(/^0\.16\d+/)
  const before = await tokenBalance(tst, user)
  await page.getByTestId('swap-review').click()
  await expect(page.getByTestId('swap-approve')).toHaveCount(0)
  await page.getByTestId('swap-confirm').click()
  await expect(page.getByTestId('swap-success')).toBeVisible({ timeout: 20_000 })
  const received = (await tokenBalance(tst, user)) - before
  // At least the wanted amount less the 1 % slippage (docs/rules/limits.md default), at most a little more.
  expect(received).toBeGreaterThanOrEqual(parseUnits('990', 18))
  expect(received).toBeLessThan(parseUnits('1010', 18))
})

test('the demo opens Swap with presets; flipping swaps the sides; more than the balance is refused', async ({ demo: page }) => {
  await connectWallet(page)
  await page.getByTestId('demo-open-swap').click()
  await expect(page.getByTestId('swap-from-token')).toContainText('USDC')
  await expect(page.getByTestId('swap-to-token')).toContainText('ETH')
  await expect(page.getByTestId('swap-from-amount')).toHaveValue('10')
  await expect(page.getByTestId('swap-to-amount')).toHaveValue(/^0\.00\d+/)
  await page.getByTestId('swap-flip').click()
  await expect(page.getByTestId('swap-from-token')).toContainText('ETH')
  await expect(page.getByTestId('swap-to-token')).toContainText('USDC')
  await page.getByTestId('swap-from-amount').fill('50000')
  await expect(page.getByTestId('swap-error')).toHaveText('Insufficient balance')
  await expect(page.getByTestId('swap-review')).toBeDisabled()
})

test('a network the swap provider does not serve: docs/rules text, no quote, nothing to review', async ({ page, injected, wallet }) => {
  void injected
  // A Kit API of its own whose chain 8453 has no Uniswap router configured (31337 keeps its pools).
  const dataDir = await mkdtemp(join(tmpdir(), 'kit-e2e-swap-'))
  const config = loadApiConfig({
    env: {
      KIT_API_PORT: '0',
      KIT_API_DATA_DIR: dataDir,
      KIT_API_INDEXER: 'off',
      KIT_API_RPC_URLS: `eip155:31337=${stack.anvilUrl},eip155:8453=${stack.baseUrl}`,
    },
  })
  const base = config.chains.find((chain) => chain.id === 'eip155:8453')
  expect(base?.uniswapV2).toBeDefined()
  delete base!.uniswapV2
  // The demo's origin, whatever port the stack gave it.
  config.projects.find((project) => project.id === 'kit-demo')?.allowedOrigins.push(stack.demoUrl)
  const api = await startApi(config)
  try {
    await page.goto(`/?api=${encodeURIComponent(api.url)}`)
    await connectWallet(page)
    await page.getByTestId('network-button').click()
    await page.getByTestId('network-item-eip155:8453').click()
    await expect(page.getByTestId('demo-chain-id')).toHaveText('eip155:8453')
    expect(wallet.getChainId()).toBe(8453)
    await openSwap(page)
    await expect(page.getByTestId('swap-error')).toHaveText('Network not supported for Swaps')
    await expect(page.getByTestId('swap-flip')).toBeDisabled()
    await expect(page.getByTestId('swap-review')).toBeDisabled()
    // Back on 31337 the same view trades again.
    await page.getByTestId('modal-close').click()
    await page.getByTestId('network-button').click()
    await page.getByTestId('network-item-eip155:31337').click()
    await expect(page.getByTestId('demo-chain-id')).toHaveText('eip155:31337')
    await openSwap(page)
    await pick(page, 'from', 'USDC')
    await pick(page, 'to', 'ETH')
    await page.getByTestId('swap-from-amount').fill('5')
    await expect(page.getByTestId('swap-to-amount')).toHaveValue(/^0\.00\d+/)
    await expect(page.getByTestId('swap-error')).toBeHidden()
  } finally {
    await api.close()
    await rm(dataDir, { recursive: true, force: true })
  }
})
