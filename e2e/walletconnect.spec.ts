import { mkdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { createRelay } from '@kit/relay'
import { test as base, expect, type Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { publicClient } from './support/fixtures.js'
import { createWalletKitWallet, readPairingUri, type WalletKitWallet } from './support/walletkit.js'

// WalletConnect end to end, offline: the demo pairs through the local relay (the stack's, or one
// a test starts) with a real WalletKit wallet in this process, which reads the pairing URI by
// decoding the QR code's pixels.

const test = base.extend<{ wallet: WalletKitWallet }>({
  wallet: async ({}, use) => {
    const wallet = await createWalletKitWallet()
    await use(wallet)
    await wallet.close()
  },
})

const signText = 'Hello from the Kit demo'

async function openWalletConnect(page: Page): Promise<string> {
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-item-walletconnect').click()
  return readPairingUri(page)
}

async function pairDemo(page: Page, wallet: WalletKitWallet) {
  const uri = await openWalletConnect(page)
  await wallet.pair(uri)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
}

async function signAndVerify(page: Page, wallet: WalletKitWallet) {
  await page.getByTestId('demo-sign').click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const valid = await verifyMessage({
    address: wallet.address,
    message: signText,
    signature: (await signature.textContent()) as `0x${string}`,
  })
  expect(valid).toBe(true)
}

test('connect: the wallet scans the QR code and approves; the demo shows its account', async ({ page, wallet }) => {
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('wallet-item-walletconnect')).toBeVisible()
  await page.getByTestId('wallet-item-walletconnect').click()
  await expect(page.getByTestId('wc-copy-link')).toBeVisible()
  const uri = await readPairingUri(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
  await expect(page.getByTestId('demo-chain-id')).toHaveText('eip155:31337')
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  const proposed = wallet.proposals[0]?.params.optionalNamespaces.eip155
  expect(proposed?.chains).toEqual(['eip155:31337', 'eip155:8453'])
  expect(proposed?.events).toEqual(['accountsChanged', 'chainChanged'])
})

test('sign and send go through the session: signature verified, transaction mined', async ({ page, wallet }) => {
  await page.goto('/')
  await pairDemo(page, wallet)
  await signAndVerify(page, wallet)
  await page.getByTestId('demo-send').click()
  const hash = page.getByTestId('demo-tx-hash')
  await expect(hash).toHaveText(/^0x[0-9a-f]{64}$/)
  await expect(hash).toHaveAttribute('data-pending', 'false')
  const receipt = await publicClient(31337).getTransactionReceipt({ hash: (await hash.textContent()) as `0x${string}` })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(wallet.address.toLowerCase())
  expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign', 'eth_sendTransaction'])
})

test('the wallet rejects a request: the error is shown and the demo stays connected', async ({ page, wallet }) => {
  await page.goto('/')
  await pairDemo(page, wallet)
  wallet.refuse('personal_sign')
  await page.getByTestId('demo-sign').click()
  await expect(page.getByTestId('demo-signature')).toHaveText('User rejected the request.')
  await expect(page.getByTestId('demo-signature')).toHaveAttribute('data-error', 'true')
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  wallet.refuse('personal_sign', false)
  await signAndVerify(page, wallet)
})

test('the wallet rejects the connection: Connection rejected, then retry connects', async ({ page, wallet }) => {
  await page.goto('/')
  wallet.rejectProposals()
  await wallet.pair(await openWalletConnect(page))
  await expect(page.getByTestId('connecting-error')).toHaveText('Connection rejected')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  wallet.rejectProposals(false)
  await page.getByTestId('connecting-retry').click()
  await wallet.pair(await readPairingUri(page))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

test('wallet-initiated chainChanged and accountsChanged reach the demo', async ({ page, wallet }) => {
  await page.goto('/')
  await pairDemo(page, wallet)
  await wallet.emit('chainChanged', 8453, 'eip155:8453')
  await expect(page.getByTestId('demo-chain-id')).toHaveText('eip155:8453')
  const other = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 4 }).address
  await wallet.emit('accountsChanged', [other], 'eip155:8453')
  await expect(page.getByTestId('demo-address')).toHaveText(other)
})

test('relay restarted mid-session: the next request still succeeds', async ({ page }) => {
  const directory = await mkdtemp(join(tmpdir(), 'kit-e2e-relay-'))
  const persistPath = join(directory, 'mailbox.json')
  let relay = await createRelay({ port: 0, persistPath })
  const wallet = await createWalletKitWallet({ relayUrl: relay.url })
  try {
    // The demo's documented override points this page at the test's own relay.
    await page.goto(`/?relay=${encodeURIComponent(relay.url)}`)
    await pairDemo(page, wallet)
    const { port } = relay
    await relay.close()
    relay = await createRelay({ port, persistPath })
    await signAndVerify(page, wallet)
  } finally {
    await wallet.close()
    await relay.close()
    await rm(directory, { recursive: true, force: true })
  }
})

test('page reloaded: the session is restored without a new pairing', async ({ page, wallet }) => {
  await page.goto('/')
  await pairDemo(page, wallet)
  const proposals = wallet.proposals.length
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.address)
  await signAndVerify(page, wallet)
  expect(wallet.proposals.length).toBe(proposals)
  expect(wallet.sessions()).toHaveLength(1)
})

test('the wallet disconnects: the demo shows disconnected', async ({ page, wallet }) => {
  await page.goto('/')
  await pairDemo(page, wallet)
  await wallet.disconnect()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})

test('disconnect in the demo deletes the session in the wallet', async ({ page, wallet }) => {
  await page.goto('/')
  await pairDemo(page, wallet)
  await page.getByTestId('account-button').click()
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await expect.poll(() => wallet.sessions().length).toBe(0)
})

test('pairing URI expiry: a fresh URI replaces the QR code by itself', async ({ page, wallet }) => {
  await page.clock.install()
  await page.goto('/')
  const first = await openWalletConnect(page)
  // 3 min 50 s later only 10 s of the 4-minute pairing remain: the kit renews it.
  await page.clock.fastForward('03:50')
  const second = await readPairingUri(page, { previous: first })
  expect(second).not.toBe(first)
  await wallet.pair(second)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
})

for (const theme of ['light', 'dark'] as const)
  test(`ConnectingWalletConnect, ${theme}: no serious axe violation; picture saved for review`, async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 760 })
    await page.goto(`/?theme=${theme}`)
    await openWalletConnect(page)
    const results = await new AxeBuilder({ page }).include('appkit-modal').analyze()
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(serious.map((violation) => violation.id)).toEqual([])
    const folder = join(import.meta.dirname, 'screenshots')
    mkdirSync(folder, { recursive: true })
    await page.screenshot({ path: join(folder, `${theme}-20-walletconnect.png`) })
  })
