import { test as base } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { fund, loginWithEmail, secureFrame, uniqueEmail } from './support/auth.js'
import { expect, publicClient, test } from './support/fixtures.js'
import { createWalletKitWallet, readPairingUri, type WalletKitWallet } from './support/walletkit.js'

// Kit's wagmi page (apps/demo/wagmi.html): WagmiAdapter gives wagmi a WalletConnect connector on
// Kit's handle (the local relay) and the embedded wallet (the secure frame, code from the SMTP
// catcher). Whatever connected in Kit's modal, wagmi's own hooks sign and send (mined on anvil);
// a connection made with wagmi's useConnect shows in Kit's modal, and a disconnect on either
// side ends both.

const message = 'Hello from wagmi on Kit'

const walletConnectTest = base.extend<{ walletKit: WalletKitWallet }>({
  walletKit: async ({}, use) => {
    const wallet = await createWalletKitWallet()
    await use(wallet)
    await wallet.close()
  },
})

async function expectSignature(page: import('@playwright/test').Page, address: string) {
  const signature = page.getByTestId('wagmi-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(await verifyMessage({ address: address as Hex, message, signature: (await signature.textContent()) as Hex })).toBe(true)
}

/** wagmi's useSwitchChain to 8453 and back: Kit follows each time. */
async function switchBothWays(page: import('@playwright/test').Page) {
  await page.getByTestId('wagmi-switch-8453').click()
  await expect(page.getByTestId('wagmi-chain')).toHaveText('8453')
  await expect(page.getByTestId('demo-chain-id')).toHaveText('eip155:8453')
  await page.getByTestId('wagmi-switch-31337').click()
  await expect(page.getByTestId('wagmi-chain')).toHaveText('31337')
  await expect(page.getByTestId('demo-chain-id')).toHaveText('eip155:31337')
}

async function expectMinedFrom(page: import('@playwright/test').Page, address: string) {
  await expect(page.getByTestId('wagmi-receipt')).toHaveText('success', { timeout: 20_000 })
  const hash = (await page.getByTestId('wagmi-hash').textContent()) as Hex
  const receipt = await publicClient(31337).getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
}

walletConnectTest(
  'WalletConnect in Kit modal: wagmi signs, sends and switches through the session; a wagmi disconnect ends both',
  async ({ page, walletKit }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto('/wagmi.html')
    await expect(page.getByTestId('wagmi-connectors')).toContainText('walletConnect')
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-item-walletconnect').click()
    await walletKit.pair(await readPairingUri(page))
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    await expect(page.getByTestId('demo-address')).toHaveText(walletKit.address)
    await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
    await expect(page.getByTestId('wagmi-connector')).toHaveText('walletConnect')
    await expect(page.getByTestId('wagmi-address')).toHaveText(walletKit.address)
    await expect(page.getByTestId('wagmi-chain')).toHaveText('31337')
    // WalletConnect's sign-client came with the pairing (a chunk of its own).
    expect(requested.some((url) => /\/createEngine-[\w-]+\.js$/.test(url))).toBe(true)

    // wagmi's useSignMessage and useSendTransaction: the wallet signs and sends over the relay.
    await page.getByTestId('wagmi-sign').click()
    await expectSignature(page, walletKit.address)
    await page.getByTestId('wagmi-send').click()
    await expectMinedFrom(page, walletKit.address)
    await switchBothWays(page)

    // After a reload both restore the stored session, and wagmi still signs through it.
    await page.reload()
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
    await expect(page.getByTestId('wagmi-connector')).toHaveText('walletConnect')
    await page.getByTestId('wagmi-sign').click()
    await expectSignature(page, walletKit.address)

    await page.getByTestId('wagmi-disconnect').click()
    await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
    await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  },
)

test('email login in Kit modal: wagmi signs and sends with the embedded wallet (each approved on the frame) and switches; a Kit disconnect ends both', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/wagmi.html')
  // Nothing of the embedded wallet loads before the login.
  await expect(page.getByTestId('wagmi-connectors')).toContainText('auth')
  await expect(page.locator('iframe[data-testid="kit-secure-frame"]')).toHaveCount(0)
  const address = await loginWithEmail(page, uniqueEmail('wagmi'))
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-connector')).toHaveText('auth')
  await expect(page.getByTestId('wagmi-address')).toHaveText(address)
  // The frame client came with the login (a chunk of its own).
  expect(requested.some((url) => /\/authClient-[\w-]+\.js$/.test(url))).toBe(true)

  await page.getByTestId('wagmi-sign').click()
  await expect(page.getByTestId('approve-transaction')).toBeVisible()
  await secureFrame(page).getByTestId('approve-confirm').click()
  await expectSignature(page, address)

  await fund(address)
  await page.getByTestId('wagmi-send').click()
  await expect(page.getByTestId('approve-transaction')).toBeVisible()
  await secureFrame(page).getByTestId('approve-confirm').click()
  await expectMinedFrom(page, address)
  await switchBothWays(page)

  // After a reload the login is restored on both sides, and wagmi still signs with it.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('wagmi-connector')).toHaveText('auth')
  await page.getByTestId('wagmi-sign').click()
  await expect(page.getByTestId('approve-transaction')).toBeVisible()
  await secureFrame(page).getByTestId('approve-confirm').click()
  await expectSignature(page, address)

  await page.getByTestId('kit-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
})

test("wagmi's useConnect: the modal shows the account; a disconnect on either side ends both", async ({ page, injected, wallet }) => {
  void injected
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/wagmi.html')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await page.getByTestId('wagmi-connect-injected').click()
  await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  // The WalletConnect and embedded-wallet connectors cost nothing unused: neither WalletConnect's
  // sign-client nor the frame client was fetched, and no frame was added.
  expect(requested.filter((url) => /\/(createEngine|authClient)-[\w-]+\.js$/.test(url))).toEqual([])
  await expect(page.locator('iframe[data-testid="kit-secure-frame"]')).toHaveCount(0)

  // Kit's modal shows the account wagmi connected; its disconnect reaches wagmi.
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-address')).toContainText(wallet.getAddress().slice(0, 6))
  await expect(page.getByTestId('account-address')).toContainText(wallet.getAddress().slice(-4))
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')

  // Connected through wagmi again, a wagmi disconnect reaches Kit.
  await page.getByTestId('wagmi-connect-injected').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await page.getByTestId('wagmi-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect(page.getByTestId('connect-button')).toBeVisible()
})
