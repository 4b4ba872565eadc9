import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { type Address, createWalletClient, encodeFunctionData, erc20Abi, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { loadApiConfig, startApi } from '../apps/api/dist/index.js'
import { DEFAULT_SANDBOX_API_KEY, DEVNET_TREASURY_KEY, startOnRamp, TEST_CARDS } from '../apps/onramp/dist/index.js'
import { connectWallet, expect, publicClient, test } from './support/fixtures.js'
import { stack } from './support/stack.js'

// Buying crypto through the on-ramp sandbox of the e2e stack (apps/onramp): a real checkout page
// in a real popup, real payouts from the sandbox's treasury on the e2e anvil chain.
const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const usdcBalance = (address: `0x${string}`) => publicClient(31337).readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

async function openBuy(page: Page) {
  await page.getByTestId('account-button').click()
  await page.getByTestId('onramp-button').click()
  await expect(page.getByTestId('onramp-view')).toBeVisible()
}

/** The USDC quantity the Account's token list shows, as a number. */
async function shownUsdc(page: Page): Promise<number> {
  const text = (await page.getByTestId('token-item-USDC').getByTestId('token-quantity').textContent()) ?? ''
  return Number(text.replace(/[^\d.]/g, ''))
}

async function payInPopup(popup: Page, card: string) {
  await popup.waitForLoadState()
  await expect(popup.getByTestId('checkout-amount')).toHaveValue('50.00')
  await popup.getByTestId('checkout-card-number').fill(card)
  await popup.getByTestId('checkout-card-expiry').fill('12/39')
  await popup.getByTestId('checkout-card-cvc').fill('123')
  await popup.getByTestId('checkout-pay').click()
}

test('buy 50 USD of USDC with the success card: popup checkout, BuyInProgress, the Account shows the new funds', async ({ demo: page, wallet }) => {
  test.setTimeout(90_000)
  await connectWallet(page)
  const address = wallet.getAddress()
  const before = await usdcBalance(address)
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('token-item-USDC')).toBeVisible()
  const shownBefore = await shownUsdc(page)
  await page.getByTestId('onramp-button').click()
  await expect(page.getByTestId('onramp-view')).toBeVisible()
  await expect(page.getByTestId('onramp-network')).toHaveValue('anvil')
  await expect(page.getByTestId('onramp-currency')).toHaveValue('USD')
  await expect(page.getByTestId('onramp-limits')).toHaveText('From 10.00 to 7500.00 USD')
  await page.getByTestId('onramp-amount').fill('50')
  await expect(page.getByTestId('onramp-quote-total')).toHaveText('50.80 USD')
  await expect(page.getByTestId('onramp-quote-amount')).toHaveText('50 USDC')
  await expect(page.getByTestId('onramp-quote-estimate')).toHaveCount(0)

  const popupPromise = page.waitForEvent('popup')
  await page.getByTestId('onramp-provider-kit-sandbox').click()
  const popup = await popupPromise
  await expect(page.getByTestId('onramp-status')).toHaveAttribute('data-status', 'pending')
  // The popup opens blank at the click (no popup blocker) and then loads the checkout URL.
  await expect(popup.getByTestId('checkout-destination')).toHaveText(address)
  const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }))
  expect(size).toEqual({ width: 600, height: 800 })
  await payInPopup(popup, '4242 4242 4242 4242')
  await expect(popup.getByTestId('checkout-status')).toHaveAttribute('data-status', 'completed', { timeout: 20_000 })

  await expect(page.getByTestId('onramp-status')).toHaveAttribute('data-status', 'completed', { timeout: 20_000 })
  await expect(page.getByTestId('onramp-status')).toHaveText('50 USDC bought')
  const tx = (await page.getByTestId('onramp-tx').textContent()) as `0x${string}`
  expect(await popup.getByTestId('checkout-tx').textContent()).toBe(tx)
  const receipt = await publicClient(31337).getTransactionReceipt({ hash: tx })
  expect(receipt.status).toBe('success')
  expect((await usdcBalance(address)) - before).toBe(50_000_000n)

  await page.getByTestId('onramp-done').click()
  await expect(page.getByTestId('account-view')).toBeVisible()
  await expect.poll(() => shownUsdc(page), { timeout: 20_000 }).toBe(shownBefore + 50)
})

test('the decline card and an over-limit amount give clear errors and send nothing', async ({ demo: page, wallet }) => {
  test.setTimeout(90_000)
  await connectWallet(page)
  const address = wallet.getAddress()
  const before = await usdcBalance(address)
  await openBuy(page)

  await page.getByTestId('onramp-amount').fill('7500.01')
  await expect(page.getByTestId('onramp-error')).toHaveText('The maximum is 7500.00 USD')
  await expect(page.getByTestId('onramp-provider-kit-sandbox')).toBeDisabled()
  await page.getByTestId('onramp-payment-method').selectOption('ach_bank_account')
  await expect(page.getByTestId('onramp-limits')).toHaveText('From 10.00 to 25000.00 USD')
  await expect(page.getByTestId('onramp-quote-total')).toHaveText('7612.57 USD')
  await page.getByTestId('onramp-payment-method').selectOption('card')
  await page.getByTestId('onramp-amount').fill('9')
  await expect(page.getByTestId('onramp-error')).toHaveText('The minimum is 10.00 USD')

  await page.getByTestId('onramp-amount').fill('50')
  await expect(page.getByTestId('onramp-quote-total')).toHaveText('50.80 USD')
  const popupPromise = page.waitForEvent('popup')
  await page.getByTestId('onramp-provider-kit-sandbox').click()
  const popup = await popupPromise
  await payInPopup(popup, '4000000000000002')
  await expect(popup.getByTestId('checkout-error')).toHaveText('Your card was declined.')
  await expect(page.getByTestId('onramp-attempt-error')).toHaveText('Your card was declined.', { timeout: 10_000 })
  await expect(page.getByTestId('onramp-status')).toHaveAttribute('data-status', 'pending')
  expect(await usdcBalance(address)).toBe(before)
})

test('a stopped on-ramp server: the default options and an estimate, labelled, and no checkout', async ({ page, injected }) => {
  void injected
  test.setTimeout(90_000)
  // A real sandbox, really stopped; a Kit API of its own pointed at it (the documented ?api= override).
  const onramp = await startOnRamp({ port: 0, chains: [{ chainId: 31337, name: 'anvil', displayName: 'Anvil', rpcUrl: stack.anvilUrl }], log: () => undefined })
  await onramp.stop()
  const dataDir = await mkdtemp(join(tmpdir(), 'kit-e2e-onramp-'))
  const config = loadApiConfig({
    env: {
      KIT_API_PORT: '0',
      KIT_API_DATA_DIR: dataDir,
      KIT_API_INDEXER: 'off',
      KIT_API_RPC_URLS: `eip155:31337=${stack.anvilUrl},eip155:8453=${stack.baseUrl}`,
      KIT_API_ONRAMP_URL: onramp.url,
    },
  })
  config.projects.find((project) => project.id === 'kit-demo')?.allowedOrigins.push(stack.demoUrl)
  const api = await startApi(config, { log: () => undefined })
  try {
    await page.goto(`/?api=${encodeURIComponent(api.url)}`)
    await connectWallet(page)
    await openBuy(page)
    await expect(page.getByTestId('onramp-default-list')).toBeVisible()
    await expect(page.getByTestId('onramp-network').locator('option')).toHaveText(['Ethereum', 'Polygon'])
    await page.getByTestId('onramp-amount').fill('50')
    await expect(page.getByTestId('onramp-quote-estimate')).toBeVisible()
    await expect(page.getByTestId('onramp-quote-total')).toHaveText('51.00 USD')
    await expect(page.getByTestId('onramp-provider-kit-sandbox')).toBeDisabled()
  } finally {
    await api.close()
  }
})

/** A checkout session of the stack's sandbox for `address` (server to server, with the sandbox's development key). */
async function newCheckout(address: Address): Promise<string> {
  const response = await fetch(`${stack.onrampUrl}/v1/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${DEFAULT_SANDBOX_API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ destinationWallets: [{ address, blockchains: ['anvil'], assets: ['USDC'] }] }),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { url: string }).url
}

test('the hosted checkout keeps each refusal on screen until its field changes (not on a quote refresh)', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(await newCheckout('0x00000000000000000000000000000000000000e1'))
  await expect(page.getByTestId('checkout-quote')).toContainText('50.80 USD')
  const error = page.getByTestId('checkout-error')
  const refusals: { field: 'checkout-card-number' | 'checkout-card-expiry'; number: string; expiry: string; text: string; fix: string }[] = [
    { field: 'checkout-card-number', number: '4242 4242 4242 4241', expiry: '12/39', text: 'The card number is not valid.', fix: TEST_CARDS.success },
    { field: 'checkout-card-expiry', number: TEST_CARDS.success, expiry: '01/20', text: 'The card has expired.', fix: '12/39' },
    { field: 'checkout-card-expiry', number: TEST_CARDS.success, expiry: '13/30', text: 'The expiry date must be MM/YY.', fix: '12/30' },
    { field: 'checkout-card-number', number: TEST_CARDS.decline, expiry: '12/39', text: 'Your card was declined.', fix: TEST_CARDS.success },
  ]
  for (const refusal of refusals) {
    await page.getByTestId('checkout-card-number').fill(refusal.number)
    await page.getByTestId('checkout-card-expiry').fill(refusal.expiry)
    await page.getByTestId('checkout-card-cvc').fill('123')
    await page.getByTestId('checkout-pay').click()
    await expect(error).toHaveText(refusal.text)
    // The quote refresh (250 ms after a change) used to clear it: still there after more than a second.
    await page.waitForTimeout(1_200)
    await expect(error).toHaveText(refusal.text)
    // Another field (the amount: a new quote) leaves it too.
    await page.getByTestId('checkout-amount').fill('60')
    await expect(page.getByTestId('checkout-quote')).toContainText('60.95 USD')
    await page.waitForTimeout(500)
    await expect(error).toHaveText(refusal.text)
    // The field it concerns changes: it goes.
    await page.getByTestId(refusal.field).fill(refusal.fix)
    await expect(error).toHaveText('')
    await page.getByTestId('checkout-amount').fill('50')
  }
  // An amount error is the amount's: it goes when a valid amount is quoted.
  await page.getByTestId('checkout-amount').fill('7500.01')
  await expect(error).toHaveText('The maximum card purchase is 7500.00 USD')
  await page.getByTestId('checkout-amount').fill('50')
  await expect(error).toHaveText('')
})

test('a payout the sandbox cannot make (its treasury out of USDC) is refunded, and BuyInProgress says why', async ({ demo: page, wallet }) => {
  test.setTimeout(120_000)
  const reader = publicClient(31337)
  const treasury = privateKeyToAccount(DEVNET_TREASURY_KEY).address
  const sink: Address = '0x00000000000000000000000000000000000000e2'
  // The sandbox's payout account out of funds: its USDC moved away (anvil impersonation), given back at the end.
  const move = async (from: Address, to: Address) => {
    const amount = await reader.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [from] })
    await reader.request({ method: 'anvil_impersonateAccount' as never, params: [from] as never })
    await reader.request({ method: 'anvil_setBalance' as never, params: [from, '0x56BC75E2D63100000'] as never })
    const hash = await createWalletClient({ transport: http(stack.anvilUrl) }).sendTransaction({
      account: from,
      chain: null,
      to: usdc,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
    })
    await reader.waitForTransactionReceipt({ hash })
    await reader.request({ method: 'anvil_stopImpersonatingAccount' as never, params: [from] as never })
  }
  await connectWallet(page)
  const address = wallet.getAddress()
  const before = await usdcBalance(address)
  await move(treasury, sink)
  try {
    await openBuy(page)
    await page.getByTestId('onramp-amount').fill('50')
    await expect(page.getByTestId('onramp-quote-total')).toHaveText('50.80 USD')
    const popupPromise = page.waitForEvent('popup')
    await page.getByTestId('onramp-provider-kit-sandbox').click()
    const popup = await popupPromise
    await payInPopup(popup, '4242 4242 4242 4242')
    await expect(popup.getByTestId('checkout-status')).toHaveAttribute('data-status', 'refunded', { timeout: 20_000 })
    await expect(popup.getByTestId('checkout-status')).toHaveText('Refunded: The provider could not send the crypto right now.')
    await expect(popup.getByTestId('checkout-refund')).toHaveText('50.80 USD refunded to your payment method.')

    await expect(page.getByTestId('onramp-status')).toHaveAttribute('data-status', 'refunded', { timeout: 20_000 })
    await expect(page.getByTestId('onramp-status')).toHaveText('Refunded: 50.80 USD returned to your payment method')
    await expect(page.getByTestId('onramp-refund-reason')).toHaveAttribute('data-reason', 'provider_unfunded')
    await expect(page.getByTestId('onramp-refund-reason')).toHaveText('The provider could not send the crypto right now, so the payment was refunded.')
    await expect(page.getByTestId('onramp-tx')).toHaveCount(0)
    expect(await usdcBalance(address)).toBe(before)
    await page.getByTestId('onramp-done').click()
    await expect(page.getByTestId('account-view')).toBeVisible()
  } finally {
    await move(sink, treasury)
  }
})
