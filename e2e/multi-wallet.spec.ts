import { createTestWallet, injectTestWallet } from '@kit/test'
import { verifyMessage } from 'viem'
import { chains, expect, openProfileWallets, test, walletRdns } from './support/fixtures.js'

// Multi-wallet (docs/rules/screens.md and docs/rules/states.md): two real EIP-6963 test wallets (anvil accounts 1 and 2)
// connected at once on eip155, one active. ProfileWallets switches and disconnects each; the
// stored statuses survive a reload; the demo's wallet list comes from useAppKitConnections.
const secondRdns = 'dev.kit.testwallet.second'
/** apps/demo/src/config.ts signText: what demo-sign asks the wallet to sign. */
const signText = 'Hello from the Kit demo'

test('two wallets connected at once: add, switch, sign with the active one, reload, disconnect one', async ({ page, injected, wallet }) => {
  void injected
  const second = createTestWallet({ accountIndex: 2, chains })
  await injectTestWallet(page, second, { eip6963: { name: 'Second Test Wallet', rdns: secondRdns } })
  await page.goto('/?features=multiWallet:on')

  // The first wallet through the modal.
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())

  // Account → Wallets → Add wallet → the second wallet: it becomes active, the first stays connected.
  await openProfileWallets(page)
  await expect(page.getByTestId(`profile-wallet-active-${walletRdns}`)).toBeVisible()
  await page.getByTestId('profile-wallets-add').click()
  await page.getByTestId(`wallet-item-${secondRdns}`).click()
  // Back on the list (not closed), the new wallet active.
  await expect(page.getByTestId(`profile-wallet-active-${secondRdns}`)).toBeVisible()
  await expect(page.getByTestId(`profile-wallet-${walletRdns}`)).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId(`profile-wallet-address-${secondRdns}`)).toHaveAttribute('title', second.getAddress())
  await expect(page.getByTestId('demo-address')).toHaveText(second.getAddress())
  await expect(page.getByTestId('demo-connections')).toHaveText(`${walletRdns}:connected:${wallet.getAddress()} ${secondRdns}:active:${second.getAddress()}`)

  // Signing goes to the active wallet's provider.
  await page.keyboard.press('Escape')
  await page.getByTestId('demo-sign').click()
  await expect(page.getByTestId('demo-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const bySecond = (await page.getByTestId('demo-signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address: second.getAddress(), message: signText, signature: bySecond })).toBe(true)

  // Switch back to the first wallet: no prompt, it signs now.
  await page.getByTestId('account-button').click()
  await page.getByTestId('account-wallets').click()
  await page.getByTestId(`profile-wallet-switch-${walletRdns}`).click()
  await expect(page.getByTestId(`profile-wallet-active-${walletRdns}`)).toBeVisible()
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  await page.keyboard.press('Escape')
  await page.getByTestId('demo-sign').click()
  await expect(page.getByTestId('demo-signature')).not.toHaveText(bySecond)
  const byFirst = (await page.getByTestId('demo-signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address: wallet.getAddress(), message: signText, signature: byFirst })).toBe(true)

  // A reload restores both, with the same one active (docs/rules/states.md stored statuses).
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  await expect(page.getByTestId('demo-connections')).toHaveText(`${walletRdns}:active:${wallet.getAddress()} ${secondRdns}:connected:${second.getAddress()}`)

  // Disconnect the active one: the other becomes active and stays connected.
  await page.getByTestId('account-button').click()
  await page.getByTestId('account-wallets').click()
  await page.getByTestId(`profile-wallet-disconnect-${walletRdns}`).click()
  await expect(page.getByTestId(`profile-wallet-${walletRdns}`)).toHaveCount(0)
  await expect(page.getByTestId(`profile-wallet-active-${secondRdns}`)).toBeVisible()
  await expect(page.getByTestId('demo-address')).toHaveText(second.getAddress())
  await expect(page.getByTestId('demo-connections')).toHaveText(`${secondRdns}:active:${second.getAddress()}`)
})

test('without the multi-wallet feature the Account view offers no wallet list', async ({ page, injected, wallet }) => {
  void injected
  const second = createTestWallet({ accountIndex: 2, chains })
  await injectTestWallet(page, second, { eip6963: { name: 'Second Test Wallet', rdns: secondRdns } })
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-view')).toBeVisible()
  await expect(page.getByTestId('account-wallets')).toHaveCount(0)
})
