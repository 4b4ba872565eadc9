import { test as base, expect } from '@playwright/test'
import { verifyMessage } from 'viem'
import { publicClient } from './support/fixtures.js'
import { createWalletKitWallet, readPairingUri, type WalletKitWallet } from './support/walletkit.js'

// AppKit's no-adapter (UniversalProvider) mode: apps/demo/no-adapter.html calls createAppKit with
// no adapters and Kit's WalletConnect client as `universalProvider`, on the local relay. A real
// WalletKit wallet in this process reads the QR code's pixels, pairs and approves; the page signs
// and sends through the provider useAppKitProvider('eip155') gives, and anvil mines the transfer.

const test = base.extend<{ wallet: WalletKitWallet }>({
  wallet: async ({}, use) => {
    const wallet = await createWalletKitWallet()
    await use(wallet)
    await wallet.close()
  },
})

test('no adapters: the modal opens on the QR code, the wallet pairs, the app signs and sends through the kit provider', async ({ page, wallet }) => {
  test.setTimeout(90_000)
  await page.goto('/no-adapter.html')
  await expect(page.getByTestId('universal-status')).toHaveText('disconnected')

  // Without adapters the modal opens straight on the WalletConnect QR code (the basic form).
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('connecting-walletconnect-view')).toBeVisible()
  await expect(page.getByTestId('wc-wallet')).toHaveCount(0)
  const uri = await readPairingUri(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri)

  await expect(page.getByTestId('universal-status')).toHaveText('connected')
  await expect(page.getByTestId('universal-address')).toHaveText(wallet.address)
  await expect(page.getByTestId('universal-provider-type')).toHaveText('walletConnect')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  // The proposal asked for the app's networks with the eip155 methods.
  const proposed = wallet.proposals[0]?.params.optionalNamespaces.eip155
  expect(proposed?.chains).toEqual(['eip155:31337', 'eip155:8453'])
  expect(proposed?.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction']))

  // Signing through the kit's provider reaches the wallet over the session.
  await page.getByTestId('universal-sign').click()
  const signature = page.getByTestId('universal-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(await verifyMessage({ address: wallet.address, message: 'Hello from no adapters', signature: (await signature.textContent()) as `0x${string}` })).toBe(
    true,
  )

  // Sending: the wallet sends on anvil; the transfer is mined from the wallet's account.
  await page.getByTestId('universal-send').click()
  const hash = page.getByTestId('universal-tx-hash')
  await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/)
  const receipt = await publicClient(31337).waitForTransactionReceipt({ hash: (await hash.textContent()) as `0x${string}` })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
  expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign', 'eth_sendTransaction'])

  // A reload restores the session; disconnecting ends it on the wallet too.
  await page.reload()
  await expect(page.getByTestId('universal-status')).toHaveText('connected')
  await expect(page.getByTestId('universal-address')).toHaveText(wallet.address)
  await page.getByTestId('universal-disconnect').click()
  await expect(page.getByTestId('universal-status')).toHaveText('disconnected')
  await expect.poll(() => wallet.sessions().length, { timeout: 15_000 }).toBe(0)
})
