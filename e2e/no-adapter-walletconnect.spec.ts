import { ed25519 } from '@noble/curves/ed25519'
import { test as base, expect, type Page } from '@playwright/test'
import { PublicKey } from '@solana/web3.js'
import { Verifier } from 'bip322-js'
import bs58 from 'bs58'
import { verifyMessage } from 'viem'
import { publicClient } from './support/fixtures.js'
import { solanaDevnetId } from './support/solana.js'
import { createWalletKitWallet, readPairingUri, type WalletKitWallet } from './support/walletkit.js'

// AppKit's no-adapter (UniversalProvider) mode: apps/demo/no-adapter.html calls createAppKit with
// no adapters and Kit's WalletConnect client as `universalProvider`, on the local relay. A real
// WalletKit wallet in this process reads the QR code's pixels, pairs and approves; the page signs
// and sends through the provider useAppKitProvider('eip155') gives, and anvil mines the transfer.
// The page also pairs through its own provider (AppKit's display_uri → modal.open({ uri })), and
// signs Solana and Bitcoin messages through the same session, which the test verifies.

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

const bitcoinTestnet = 'bip122:000000000933ea01ad0ee984209779ba'
const signText = 'Hello from no adapters'

/** The copy-link button's value: the URI a visitor pastes into a wallet. */
const copyLinkValue = (page: Page) =>
  page.getByTestId('wc-copy-link').evaluate((element) => ((element.getRootNode() as ShadowRoot).host as HTMLElement & { value: string }).value)

test('open({ uri }): the app pairs through its own provider; the modal shows that URI (QR and copy link) and pairs nothing itself', async ({
  page,
  wallet,
}) => {
  test.setTimeout(90_000)
  await page.goto('/no-adapter.html')
  await expect(page.getByTestId('universal-status')).toHaveText('disconnected')

  // A link that is not a WalletConnect URI: the named error, and no modal.
  await page.getByTestId('app-open-bad-uri').click()
  await expect(page.getByTestId('universal-error')).toContainText('InvalidWalletConnectUriError: Invalid WalletConnect URI')
  await expect(page.getByTestId('kit-modal')).toBeHidden()

  await page.getByTestId('app-pair').click()
  const appUri = page.getByTestId('app-uri')
  await expect(appUri).toHaveText(/^wc:[0-9a-f]{64}@2\?/)
  await expect(page.getByTestId('connecting-walletconnect-view')).toBeVisible()
  const uri = await readPairingUri(page)
  expect(uri).toBe(await appUri.textContent())
  expect(await copyLinkValue(page)).toBe(uri)
  // The modal opened on the app's URI and started no connection of its own.
  await expect(page.getByTestId('app-events')).toContainText('MODAL_OPEN')
  expect((await page.getByTestId('app-events').textContent())?.split(' ')).not.toContain('SELECT_WALLET')
  await wallet.pair(uri)

  // The app's connect resolved with the session, closed the modal; the kit shows the connection.
  await expect(page.getByTestId('app-session')).toHaveText(/^[0-9a-f]{64}$/)
  expect(wallet.sessions().map((session) => session.topic)).toEqual([await page.getByTestId('app-session').textContent()])
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('universal-status')).toHaveText('connected')
  await expect(page.getByTestId('universal-address')).toHaveText(wallet.address)
  // One proposal: the modal started no pairing of its own; the kit adopted the app's session.
  expect(wallet.proposals).toHaveLength(1)
  await expect(page.getByTestId('app-events')).toContainText('CONNECT_SUCCESS')

  await page.getByTestId('universal-sign').click()
  const signature = page.getByTestId('universal-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(await verifyMessage({ address: wallet.address, message: signText, signature: (await signature.textContent()) as `0x${string}` })).toBe(true)
  await expect(page.getByTestId('universal-error')).toHaveText('')
})

test('Solana and Bitcoin messages signed through getUniversalProvider() and Kit signMessage verify (ed25519, BIP-322)', async ({ page }) => {
  test.setTimeout(90_000)
  const wallet = await createWalletKitWallet({ namespaces: ['eip155', 'solana', 'bip122'] })
  try {
    await page.goto('/no-adapter.html')
    await page.getByTestId('connect-button').click()
    await wallet.pair(await readPairingUri(page))
    await expect(page.getByTestId('universal-status')).toHaveText('connected')
    await expect(page.getByTestId('solana-address')).toHaveText(wallet.solanaAddress)
    const payment = wallet.bitcoinAddresses(bitcoinTestnet).find((address) => address.purpose === 'payment')!
    await expect(page.getByTestId('bitcoin-address')).toHaveText(payment.address)
    const proposal = wallet.proposals[0]?.params.optionalNamespaces
    expect(proposal?.solana?.methods).toContain('solana_signMessage')
    expect(proposal?.bip122?.methods).toContain('signMessage')

    const solanaKey = new PublicKey(wallet.solanaAddress).toBytes()
    for (const button of ['solana-sign-provider', 'solana-sign-kit']) {
      await page.getByTestId(button).click()
      const text = page.getByTestId('solana-signature')
      await expect(text).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
      expect(ed25519.verify(bs58.decode((await text.textContent())!), new TextEncoder().encode(signText), solanaKey)).toBe(true)
    }
    for (const button of ['bitcoin-sign-provider', 'bitcoin-sign-kit']) {
      await page.getByTestId(button).click()
      const text = page.getByTestId('bitcoin-signature')
      await expect(text).toHaveText(/^[A-Za-z0-9+/]+={0,2}$/)
      expect(Verifier.verifySignature(payment.address, signText, (await text.textContent())!)).toBe(true)
    }
    await expect(page.getByTestId('universal-error')).toHaveText('')
    const signed = wallet.requests.filter((request) => request.method !== 'personal_sign')
    expect(signed.map(({ method, chainId }) => [method, chainId])).toEqual([
      ['solana_signMessage', solanaDevnetId],
      ['solana_signMessage', solanaDevnetId],
      ['signMessage', bitcoinTestnet],
      ['signMessage', bitcoinTestnet],
    ])
  } finally {
    await wallet.close()
  }
})
