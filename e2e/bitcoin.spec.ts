import { type Page, test as base, expect } from '@playwright/test'
import {
  BITCOIN_TEST_WALLET_RDNS,
  type BitcoinTestWallet,
  type InjectedBitcoinTestWallet,
  createBitcoinTestWallet,
  injectBitcoinTestWallet,
} from '@kit/test'
import { Verifier } from 'bip322-js'
import { Psbt, networks } from 'bitcoinjs-lib'
import { truncate3 } from './support/fixtures.js'
import { stack } from './support/stack.js'

// Bitcoin end to end: the demo with @kit/adapters-bip122, the local Esplora service (stack.bitcoinUrl,
// standing in for Bitcoin Testnet) and the @kit/test Bitcoin wallet injected as a Wallet Standard wallet.
const bitcoinTestnet = 'bip122:000000000933ea01ad0ee984209779ba'
const signText = 'Hello from the Kit demo'

type Fixtures = { btcWallet: BitcoinTestWallet; btcInjected: InjectedBitcoinTestWallet; btcDemo: Page }

const test = base.extend<Fixtures>({
  // Account 7 of BITCOIN_DEVNET_ACCOUNTS (1 BTC on a fresh service); other specs use other accounts.
  btcWallet: async ({}, use) => {
    await use(createBitcoinTestWallet({ account: 7, esploraUrls: { testnet: stack.bitcoinUrl } }))
  },
  btcInjected: async ({ page, btcWallet }, use) => {
    await use(await injectBitcoinTestWallet(page, btcWallet))
  },
  btcDemo: async ({ page, btcInjected }, use) => {
    void btcInjected
    await page.goto('/')
    await use(page)
  },
})

async function esplora<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${stack.bitcoinUrl}${path}`, init)
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Confirmed + mempool sats of an address, as the service reports them. */
async function serviceBalance(address: string): Promise<bigint> {
  type Stats = { funded_txo_sum: number; spent_txo_sum: number }
  const { chain_stats: chain, mempool_stats: mempool } = await esplora<{ chain_stats: Stats; mempool_stats: Stats }>(`/address/${address}`)
  return BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum)
}

const toBtc = (sats: bigint) => `${sats / 100_000_000n}.${(sats % 100_000_000n).toString().padStart(8, '0')}`

async function connectBitcoin(page: Page, wallet: BitcoinTestWallet) {
  await page.getByTestId('connect-button').click()
  const item = page.getByTestId(`wallet-item-${BITCOIN_TEST_WALLET_RDNS}`)
  const listed = await item.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  )
  test.skip(!listed, 'the demo does not list Bitcoin wallets yet (it does not include @kit/adapters-bip122)')
  await item.click()
  // A multi-namespace chooser, when the modal asks which namespace, gets Bitcoin.
  const chooser = page.getByTestId('namespace-bip122')
  if (await chooser.isVisible().catch(() => false)) await chooser.click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddresses()[0]!.address)
  await expect(page.getByTestId('demo-chain-id')).toHaveText(bitcoinTestnet)
  await expect(page.getByTestId('kit-modal')).toBeHidden()
}

async function expectShownBalance(page: Page, sats: bigint) {
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-balance')).toContainText(`${truncate3(toBtc(sats))} BTC`)
  await page.keyboard.press('Escape')
}

test('bitcoin: connect, payment address and balance match the service', async ({ btcDemo: page, btcWallet: wallet }) => {
  await connectBitcoin(page, wallet)
  const [payment] = wallet.getAddresses()
  expect(payment!.address).toMatch(/^tb1q/)
  await expectShownBalance(page, await serviceBalance(payment!.address))
})

test('bitcoin: sign a message, BIP-322 signature verifies', async ({ btcDemo: page, btcWallet: wallet }) => {
  await connectBitcoin(page, wallet)
  await page.getByTestId('demo-sign').click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveAttribute('data-pending', 'false')
  await expect(signature).toHaveAttribute('data-error', 'false')
  const text = (await signature.textContent()) ?? ''
  expect(text).toMatch(/^[A-Za-z0-9+/]+={0,2}$/)
  expect(Verifier.verifySignature(wallet.getAddresses()[0]!.address, signText, text)).toBe(true)
})

test('bitcoin: send BTC, accepted, balance updated after a block', async ({ btcDemo: page, btcWallet: wallet }) => {
  await connectBitcoin(page, wallet)
  const address = wallet.getAddresses()[0]!.address
  const before = await serviceBalance(address)
  await page.getByTestId('demo-send').click()
  const hash = page.getByTestId('demo-tx-hash')
  await expect(hash).toHaveText(/^[0-9a-f]{64}$/)
  const txid = (await hash.textContent()) ?? ''
  const tx = await esplora<{ fee: number; status: { confirmed: boolean }; vin: { prevout: { scriptpubkey_address?: string } }[] }>(`/tx/${txid}`)
  expect(tx.vin.every((input) => input.prevout.scriptpubkey_address === address)).toBe(true)
  await esplora('/mine', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ blocks: 1 }) })
  await expect.poll(async () => (await esplora<{ confirmed: boolean }>(`/tx/${txid}/status`)).confirmed).toBe(true)
  const after = await serviceBalance(address)
  expect(before - after).toBeGreaterThan(BigInt(tx.fee))
  expect(before - after - BigInt(tx.fee)).toBeGreaterThan(0n)
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expectShownBalance(page, after)
})

test('bitcoin: the wallet rejects signing → UserRejectedRequestError shown', async ({ btcDemo: page, btcWallet: wallet }) => {
  await connectBitcoin(page, wallet)
  wallet.setReject(true)
  await page.getByTestId('demo-sign').click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveAttribute('data-error', 'true')
  await expect(signature).toHaveText('User rejected the request.')
  await page.getByTestId('demo-send').click()
  await expect(page.getByTestId('demo-tx-hash')).toHaveText('User rejected the request.')
})

test('bitcoin: a broadcast the service rejects shows its reason', async ({ btcDemo: page, btcWallet: wallet }) => {
  await connectBitcoin(page, wallet)
  // The wallet returns a PSBT whose signature was tampered with: the service refuses the spend.
  wallet.override('signPsbt', async (_params, next) => {
    const result = (await next()) as { psbt: string }
    const psbt = Psbt.fromBase64(result.psbt, { network: networks.testnet })
    const signature = psbt.data.inputs[0]!.partialSig![0]!.signature
    signature[10] = signature[10]! ^ 0xff
    return { psbt: psbt.toBase64() }
  })
  await page.getByTestId('demo-send').click()
  const hash = page.getByTestId('demo-tx-hash')
  await expect(hash).toHaveAttribute('data-error', 'true')
  await expect(hash).toHaveText(/^Transaction rejected: mandatory-script-verify-flag-failed/)
})
