import { ed25519 } from '@noble/curves/ed25519'
import { test as base, expect, type Page } from '@playwright/test'
import { PublicKey } from '@solana/web3.js'
import { Verifier } from 'bip322-js'
import bs58 from 'bs58'
import { solanaDevnetId } from './support/solana.js'
import { createWalletKitWallet, readPairingUri, type WalletKitWallet } from './support/walletkit.js'

// One WalletConnect session, several namespaces: a real WalletKit wallet in this process approves
// eip155, solana and bip122 in the one pairing; the demo (all three adapters sharing one
// WalletConnect handle) connects each namespace, switches between them without a new pairing,
// and signs through the session in Solana (ed25519) and Bitcoin (BIP-322).

const evm = 'eip155:31337'
const bitcoinTestnet = 'bip122:000000000933ea01ad0ee984209779ba'
const signText = 'Hello from the Kit demo'

const test = base.extend<{ wallet: WalletKitWallet }>({
  wallet: async ({}, use) => {
    const wallet = await createWalletKitWallet({ namespaces: ['eip155', 'solana', 'bip122'] })
    await use(wallet)
    await wallet.close()
  },
})

async function pairAll(page: Page, wallet: WalletKitWallet) {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-item-walletconnect').click()
  await wallet.pair(await readPairingUri(page))
  for (const namespace of ['eip155', 'solana', 'bip122']) await expect(page.getByTestId(`demo-status-${namespace}`)).toHaveText('connected')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
}

async function switchTo(page: Page, caip: string, address: string) {
  await page.getByTestId('network-button').click()
  await page.getByTestId(`network-item-${caip}`).click()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('demo-chain-id')).toHaveText(caip)
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
}

async function signed(page: Page): Promise<string> {
  await page.getByTestId('demo-sign').click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveAttribute('data-pending', 'false')
  await expect(signature).toHaveAttribute('data-error', 'false')
  return (await signature.textContent()) ?? ''
}

test('one pairing connects eip155, solana and bip122; switching namespaces uses the same session', async ({ page, wallet }) => {
  await pairAll(page, wallet)
  const proposal = wallet.proposals[0]?.params.optionalNamespaces
  expect(Object.keys(proposal ?? {}).sort()).toEqual(['bip122', 'eip155', 'solana'])
  expect(proposal?.solana?.chains).toContain(solanaDevnetId)
  expect(proposal?.bip122?.chains).toContain(bitcoinTestnet)
  // The active namespace stays the one the modal connected (EVM first).
  await expect(page.getByTestId('demo-chain-id')).toHaveText(evm)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)

  await switchTo(page, solanaDevnetId, wallet.solanaAddress)
  const payment = wallet.bitcoinAddresses(bitcoinTestnet).find((address) => address.purpose === 'payment')!
  await switchTo(page, bitcoinTestnet, payment.address)
  await switchTo(page, evm, wallet.address)
  // No second pairing, one session in the wallet.
  expect(wallet.proposals).toHaveLength(1)
  expect(wallet.sessions()).toHaveLength(1)
  const session = wallet.sessions()[0]!
  expect(session.namespaces.solana?.accounts).toContain(`${solanaDevnetId}:${wallet.solanaAddress}`)
  expect(session.namespaces.bip122?.accounts).toContain(`${bitcoinTestnet}:${payment.address}`)
})

test('a Solana sign message over WalletConnect verifies with ed25519', async ({ page, wallet }) => {
  await pairAll(page, wallet)
  await switchTo(page, solanaDevnetId, wallet.solanaAddress)
  const text = await signed(page)
  expect(text).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  const valid = ed25519.verify(bs58.decode(text), new TextEncoder().encode(signText), new PublicKey(wallet.solanaAddress).toBytes())
  expect(valid).toBe(true)
  expect(wallet.requests.filter((request) => request.method === 'solana_signMessage')).toHaveLength(1)
  expect(wallet.requests.find((request) => request.method === 'solana_signMessage')?.chainId).toBe(solanaDevnetId)
})

test('a Bitcoin sign message over WalletConnect verifies (BIP-322)', async ({ page, wallet }) => {
  await pairAll(page, wallet)
  const payment = wallet.bitcoinAddresses(bitcoinTestnet).find((address) => address.purpose === 'payment')!
  await switchTo(page, bitcoinTestnet, payment.address)
  const text = await signed(page)
  expect(text).toMatch(/^[A-Za-z0-9+/]+={0,2}$/)
  expect(Verifier.verifySignature(payment.address, signText, text)).toBe(true)
  expect(wallet.requests.find((request) => request.method === 'signMessage')?.chainId).toBe(bitcoinTestnet)
})

test('reload: every namespace of the session is restored, still one pairing', async ({ page, wallet }) => {
  await pairAll(page, wallet)
  await switchTo(page, solanaDevnetId, wallet.solanaAddress)
  await page.reload()
  for (const namespace of ['eip155', 'solana', 'bip122']) await expect(page.getByTestId(`demo-status-${namespace}`)).toHaveText('connected')
  await expect(page.getByTestId('demo-chain-id')).toHaveText(solanaDevnetId)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.solanaAddress)
  expect(wallet.proposals).toHaveLength(1)
  expect(wallet.sessions()).toHaveLength(1)
})

test('a wallet approving only eip155: solana and bip122 stay disconnected, nothing fails', async ({ page }) => {
  const wallet = await createWalletKitWallet({ namespaces: ['eip155'] })
  try {
    await page.goto('/')
    await page.getByTestId('connect-button').click()
    await page.getByTestId('wallet-item-walletconnect').click()
    await wallet.pair(await readPairingUri(page))
    await expect(page.getByTestId('demo-status-eip155')).toHaveText('connected')
    await expect(page.getByTestId('kit-modal')).toBeHidden()
    await expect(page.getByTestId('demo-status-solana')).toHaveText('disconnected')
    await expect(page.getByTestId('demo-status-bip122')).toHaveText('disconnected')
    await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
  } finally {
    await wallet.close()
  }
})
