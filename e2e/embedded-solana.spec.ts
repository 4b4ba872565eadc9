import { ed25519 } from '@noble/curves/ed25519'
import type { Page } from '@playwright/test'
import { LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { loginWithEmail, secureFrame, uniqueEmail } from './support/auth.js'
import { expect, test } from './support/fixtures.js'
import { expectAccountBalance, shownSol, solanaConnection, solanaDevnetId, solanaReceiver } from './support/solana.js'

// The embedded wallet on Solana (issue 17): an email login also connects the user's Solana
// account (an ed25519 key on the secure origin); on a Solana network the demo shows it, reads its
// balance from the local devnet, and every signature waits for the frame's own approval screen.
const signText = 'Hello from the Kit demo'

async function switchToSolana(page: Page): Promise<string> {
  await page.getByTestId('network-button').click()
  await page.getByTestId(`network-item-${solanaDevnetId}`).click()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('demo-chain-id')).toHaveText(solanaDevnetId)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  const address = page.getByTestId('demo-address')
  await expect(address).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  return (await address.textContent()) ?? ''
}

/** Approves the pending request on the secure frame's own screen. */
async function approveOnFrame(page: Page) {
  await expect(page.getByTestId('approve-transaction')).toBeVisible()
  await secureFrame(page).getByTestId('approve-confirm').click()
}

test('embedded solana: email login → Solana address → signature verified with ed25519 → SOL sent and confirmed', async ({ page }) => {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  await page.goto('/')
  const evmAddress = await loginWithEmail(page, uniqueEmail('solana'))
  const address = await switchToSolana(page)
  expect(address).not.toBe(evmAddress)
  expect(PublicKey.isOnCurve(new PublicKey(address).toBytes())).toBe(true)

  // Balances come from the local Solana RPC.
  const connection = solanaConnection()
  const airdrop = await connection.requestAirdrop(new PublicKey(address), LAMPORTS_PER_SOL)
  const latest = await connection.getLatestBlockhash()
  await connection.confirmTransaction({ signature: airdrop, ...latest }, 'confirmed')
  // After a reload the embedded wallet's Solana account is restored with the fresh balance.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-chain-id')).toHaveText(solanaDevnetId)
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expectAccountBalance(page, await shownSol(address))

  // A message signature needs the approval on the frame; it verifies with ed25519 for the address.
  await page.getByTestId('demo-sign').click()
  await approveOnFrame(page)
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveAttribute('data-pending', 'false')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  expect(ed25519.verify(bs58.decode((await signature.textContent()) ?? ''), new TextEncoder().encode(signText), new PublicKey(address).toBytes())).toBe(true)

  // The Send view's SOL transfer goes through the embedded wallet's sign-and-send, approved on the frame.
  const receiverBefore = await connection.getBalance(new PublicKey(solanaReceiver))
  await page.getByTestId('account-button').click()
  await page.getByTestId('send-button').click()
  await expect(page.getByTestId('wallet-send-view')).toBeVisible()
  await page.getByTestId('send-token-select').click()
  await page.getByTestId('send-token-SOL').click()
  await page.getByTestId('send-amount').fill('0.001')
  await page.getByTestId('send-address').fill(solanaReceiver)
  await page.getByTestId('send-submit').click()
  await page.getByTestId('send-confirm').click()
  // The frame's screen shows what is signed: the cluster, the fee payer, the receiver and the amount.
  await expect(page.getByTestId('approve-transaction')).toBeVisible()
  const details = secureFrame(page).locator('#approval-details')
  await expect(secureFrame(page).getByTestId('approve-title')).toHaveText('Send transaction')
  for (const text of ['Solana Devnet', address, solanaReceiver, '0.001 SOL']) await expect(details).toContainText(text)
  await approveOnFrame(page)
  await expect(page.getByTestId('send-hash')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  const sent = (await page.getByTestId('send-hash').textContent()) ?? ''
  const status = await connection.getSignatureStatus(sent, { searchTransactionHistory: true })
  expect(status.value?.err ?? null).toBeNull()
  await expect.poll(() => connection.getBalance(new PublicKey(solanaReceiver))).toBe(receiverBefore + 1_000_000)
  expect(errors).toEqual([])
})

test('embedded solana: a rejected approval sends nothing and signs nothing', async ({ page }) => {
  await page.goto('/')
  await loginWithEmail(page, uniqueEmail('solana-reject'))
  await switchToSolana(page)
  await page.getByTestId('demo-sign').click()
  await expect(page.getByTestId('approve-transaction')).toBeVisible()
  await secureFrame(page).getByTestId('approve-reject').click()
  await expect(page.getByTestId('demo-signature')).toContainText('User rejected the request')
})

test('embedded solana: a social login (Google, the local OIDC stand-in) connects the Solana account too', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  const popupPromise = page.waitForEvent('popup')
  await page.getByTestId('social-google').click()
  const popup = await popupPromise
  await popup.getByTestId('oidc-username').fill(`sol-${Date.now().toString(36)}`)
  await popup.getByTestId('oidc-submit').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-status-solana')).toHaveText('connected')
  const address = await switchToSolana(page)
  await page.getByTestId('demo-sign').click()
  await approveOnFrame(page)
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  expect(ed25519.verify(bs58.decode((await signature.textContent()) ?? ''), new TextEncoder().encode(signText), new PublicKey(address).toBytes())).toBe(true)
})
