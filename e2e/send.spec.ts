import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { erc20Abi, formatEther, parseEther } from 'viem'
import { connectWallet, expect, publicClient, test } from './support/fixtures.js'

// Devnet USDC (apps/devnet: 6 decimals, funded to accounts 0-9); the receiver is anvil account 5.
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const receiver = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as const

const usdcBalance = (address: `0x${string}`) => publicClient(31337).readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

async function openSend(page: Page) {
  await page.getByTestId('account-button').click()
  await page.getByTestId('send-button').click()
  await expect(page.getByTestId('wallet-send-view')).toBeVisible()
}

async function chooseToken(page: Page, symbol: string) {
  await page.getByTestId('send-token-select').click()
  await page.getByTestId(`send-token-${symbol}`).click()
  await expect(page.getByTestId('send-token-symbol')).toHaveText(symbol)
}

/** Preview → confirm in the wallet → the hash shown; returns it. */
async function confirmSend(page: Page) {
  await page.getByTestId('send-submit').click()
  await expect(page.getByTestId('wallet-send-preview-view')).toBeVisible()
  await page.getByTestId('send-confirm').click()
  const hash = page.getByTestId('send-hash')
  await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/)
  return (await hash.textContent()) as `0x${string}`
}

test('send USDC from the Send view: the balances move on chain and the transfer appears in Activity', async ({ demo: page, wallet }) => {
  await connectWallet(page)
  const sender = wallet.getAddress()
  const [senderBefore, receiverBefore] = await Promise.all([usdcBalance(sender), usdcBalance(receiver)])
  await openSend(page)
  await chooseToken(page, 'USDC')
  await expect(page.getByTestId('send-balance')).toContainText('USDC')
  await page.getByTestId('send-amount').fill('1.5')
  await page.getByTestId('send-address').fill(receiver)
  await page.getByTestId('send-submit').click()
  await expect(page.getByTestId('send-preview-amount')).toContainText('1.5 USDC')
  await page.getByTestId('send-confirm').click()
  await expect(page.getByTestId('send-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('send-hash').textContent()) as `0x${string}`

  const receipt = await publicClient(31337).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(usdc.toLowerCase())
  expect((await usdcBalance(receiver)) - receiverBefore).toBe(1_500_000n)
  expect(senderBefore - (await usdcBalance(sender))).toBe(1_500_000n)

  // Done closes the modal; the activity was read again after the send (the indexer follows the chain).
  await page.getByTestId('send-done').click()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await page.getByTestId('account-button').click()
  await page.getByTestId('tab-activity').click()
  const item = page.locator(`[data-testid="activity-item"][data-hash="${hash}"]`)
  await expect(item).toBeVisible({ timeout: 20_000 })
  await expect(item).toContainText('USDC')
})

test("open({ view: 'WalletSend', arguments }) from the React hook resolves with the hash; closing first rejects", async ({ demo: page, wallet }) => {
  await connectWallet(page)
  const sender = wallet.getAddress()
  // The demo sends 1 USDC to anvil's account 9 (apps/demo/src/config.ts sendTo).
  const to = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' as const
  const before = await usdcBalance(to)
  const senderBefore = await usdcBalance(sender)
  // Closing the modal before sending rejects the promise with 'Modal closed'.
  await page.getByTestId('demo-open-send').click()
  await expect(page.getByTestId('wallet-send-view')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('demo-open-send-hash')).toHaveText('Modal closed')
  expect(await usdcBalance(sender)).toBe(senderBefore)
  // The presets fill the form; confirming resolves the promise with the hash the view shows.
  await page.getByTestId('demo-open-send').click()
  await expect(page.getByTestId('send-token-symbol')).toHaveText('USDC')
  await expect(page.getByTestId('send-amount')).toHaveValue('1')
  await expect(page.getByTestId('send-address')).toHaveValue(to)
  const hash = await confirmSend(page)
  await expect(page.getByTestId('demo-open-send-hash')).toHaveText(hash)
  const receipt = await publicClient(31337).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect((await usdcBalance(to)) - before).toBe(1_000_000n)
})

test('plain HTML: openSend(kit, arguments) with <appkit-modal> resolves with the hash; closing first rejects', async ({ page, injected }) => {
  void injected
  const to = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720' as const
  await page.goto('/vanilla.html')
  await connectWallet(page)
  const before = await usdcBalance(to)
  await page.getByTestId('demo-open-send').click()
  await expect(page.getByTestId('wallet-send-view')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('demo-open-send-hash')).toHaveText('Modal closed')
  await page.getByTestId('demo-open-send').click()
  await expect(page.getByTestId('send-token-symbol')).toHaveText('USDC')
  await expect(page.getByTestId('send-address')).toHaveValue(to)
  const hash = await confirmSend(page)
  await expect(page.getByTestId('demo-open-send-hash')).toHaveText(hash)
  expect((await publicClient(31337).waitForTransactionReceipt({ hash })).status).toBe('success')
  expect((await usdcBalance(to)) - before).toBe(1_000_000n)
})

test('send the native currency', async ({ demo: page }) => {
  await connectWallet(page)
  const before = await publicClient(31337).getBalance({ address: receiver })
  await openSend(page)
  await chooseToken(page, 'ETH')
  await page.getByTestId('send-amount').fill('0.01')
  await page.getByTestId('send-address').fill(receiver)
  const hash = await confirmSend(page)
  const receipt = await publicClient(31337).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect((await publicClient(31337).getBalance({ address: receiver })) - before).toBe(parseEther('0.01'))
})

test('bad input shows the the texts of docs/rules and sends nothing', async ({ demo: page, wallet }) => {
  const asked: unknown[] = []
  wallet.override('eth_sendTransaction', (params, next) => {
    asked.push(params)
    return next()
  })
  await connectWallet(page)
  await openSend(page)
  const error = page.getByTestId('send-error')
  await page.getByTestId('send-submit').click()
  await expect(error).toHaveText('An amount and receiver address are required')
  await page.getByTestId('send-amount').fill('1')
  await expect(error).toHaveText('An amount and receiver address are required')
  await page.getByTestId('send-address').fill(receiver)
  await expect(error).toHaveText('A token is required')
  await chooseToken(page, 'USDC')
  await expect(error).toBeHidden()
  await page.getByTestId('send-address').fill('0x1234')
  await expect(error).toHaveText('Invalid address')
  await page.getByTestId('send-address').fill(receiver)
  await page.getByTestId('send-amount').fill('100000000')
  await expect(error).toHaveText('Insufficient funds')
  await page.getByTestId('send-submit').click()
  await expect(page.getByTestId('wallet-send-view')).toBeVisible()
  await expect(page.getByTestId('wallet-send-preview-view')).toHaveCount(0)
  // The native balance too (the amount above the account's ETH).
  await chooseToken(page, 'ETH')
  const eth = formatEther(await publicClient(31337).getBalance({ address: wallet.getAddress() }))
  await page.getByTestId('send-amount').fill(String(Math.ceil(Number(eth)) + 1))
  await expect(error).toHaveText('Insufficient funds')
  expect(asked).toEqual([])
})

test('a refusal in the wallet shows its text and a retry sends', async ({ demo: page, wallet }) => {
  await connectWallet(page)
  await openSend(page)
  await chooseToken(page, 'ETH')
  await page.getByTestId('send-amount').fill('0.001')
  await page.getByTestId('send-address').fill(receiver)
  await page.getByTestId('send-submit').click()
  wallet.setReject(true)
  await page.getByTestId('send-confirm').click()
  await expect(page.getByTestId('send-error')).toHaveText('Transaction rejected')
  wallet.setReject(false)
  await page.getByTestId('send-confirm').click()
  await expect(page.getByTestId('send-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
})

test('receive: the address with its QR code and the networks it works on', async ({ demo: page, wallet }) => {
  await connectWallet(page)
  await page.getByTestId('account-button').click()
  await page.getByTestId('receive-button').click()
  await expect(page.getByTestId('receive-address')).toHaveText(wallet.getAddress())
  await expect(page.getByTestId('receive-qr').locator('svg')).toBeVisible()
  await expect(page.getByTestId('receive-network-eip155:31337')).toBeVisible()
  await expect(page.getByTestId('receive-network-eip155:8453')).toBeVisible()
  await expect(page.getByTestId('receive-copy')).toBeVisible()
})

async function seriousViolations(page: Page) {
  // Measured at rest: no hover state left from the last click.
  await page.mouse.move(0, 0)
  await page.waitForTimeout(200)
  const results = await new AxeBuilder({ page }).include('appkit-modal').analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

for (const theme of ['light', 'dark'] as const)
  test(`axe (${theme}): no serious or critical violations in Send, its token list, preview and confirmation, and Receive`, async ({ page, injected }) => {
    void injected
    await page.goto(theme === 'dark' ? '/?theme=dark' : '/')
    await connectWallet(page)
    await openSend(page)
    await page.getByTestId('send-submit').click()
    await expect(page.getByTestId('send-error')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByTestId('send-token-select').click()
    await expect(page.getByTestId('send-token-USDC')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByTestId('send-token-USDC').click()
    await page.getByTestId('send-amount').fill('0.5')
    await page.getByTestId('send-address').fill(receiver)
    await page.getByTestId('send-submit').click()
    await expect(page.getByTestId('wallet-send-preview-view')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByTestId('send-confirm').click()
    await expect(page.getByTestId('send-hash')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByTestId('send-done').click()
    await page.getByTestId('account-button').click()
    await page.getByTestId('receive-button').click()
    await expect(page.getByTestId('receive-address')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
