import { BITCOIN_TEST_WALLET_RDNS, type BitcoinTestWallet, createBitcoinTestWallet, type InjectedBitcoinTestWallet, injectBitcoinTestWallet } from '@kit/test'
import { test as base, expect, type Page } from '@playwright/test'
import { Verifier } from 'bip322-js'
import { networks, Psbt } from 'bitcoinjs-lib'
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
  // The Bitcoin-only test wallet: one namespace, so it connects directly (no namespace chooser).
  await page.getByTestId(`wallet-item-${BITCOIN_TEST_WALLET_RDNS}`).click()
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

/** The devnet's account 9 (payment address): the demo's and these tests' receiver. */
const receiver = 'tb1qecdwckghkz056g4t4ejwdm7vm4va0tnhegye0d'

async function fillBtcSend(page: Page, amount: string, to: string) {
  await page.getByTestId('send-token-select').click()
  await page.getByTestId('send-token-BTC').click()
  await expect(page.getByTestId('send-token-symbol')).toHaveText('BTC')
  await page.getByTestId('send-amount').fill(amount)
  await page.getByTestId('send-address').fill(to)
  await page.getByTestId('send-submit').click()
}

test('bitcoin: Send view refuses invalid Bitcoin addresses, then sends 1,000 sats; accepted and mined', async ({ btcDemo: page, btcWallet: wallet }) => {
  await connectBitcoin(page, wallet)
  const address = wallet.getAddresses()[0]!.address
  const [before, receiverBefore] = await Promise.all([serviceBalance(address), serviceBalance(receiver)])
  await page.getByTestId('account-button').click()
  await page.getByTestId('send-button').click()
  await expect(page.getByTestId('wallet-send-view')).toBeVisible()
  // A mainnet address on Testnet, a checksum typo, a Solana and an EVM address.
  for (const invalid of [
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    `${receiver.slice(0, -1)}${receiver.endsWith('q') ? 'p' : 'q'}`,
    '6rtAC9tdtJMZ8YBPwUzpL57Nwa1M9LdAeALy8whdHps3',
    '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  ]) {
    await fillBtcSend(page, '0.00001', invalid)
    await expect(page.getByTestId('send-error')).toHaveText('Invalid address')
    await expect(page.getByTestId('wallet-send-preview-view')).toBeHidden()
  }
  await fillBtcSend(page, '0.00001', receiver)
  await expect(page.getByTestId('send-preview-amount')).toHaveText(/(^|[^\d.])0\.00001 BTC\s*$/)
  await page.getByTestId('send-confirm').click()
  const hash = page.getByTestId('send-hash')
  await expect(hash).toHaveText(/^[0-9a-f]{64}$/)
  const txid = (await hash.textContent()) ?? ''
  const tx = await esplora<{ fee: number; vout: { scriptpubkey_address?: string; value: number }[] }>(`/tx/${txid}`)
  expect(tx.vout).toContainEqual(expect.objectContaining({ scriptpubkey_address: receiver, value: 1_000 }))
  await esplora('/mine', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ blocks: 1 }) })
  await expect.poll(async () => (await esplora<{ confirmed: boolean }>(`/tx/${txid}/status`)).confirmed).toBe(true)
  expect(await serviceBalance(receiver)).toBe(receiverBefore + 1_000n)
  expect(await serviceBalance(address)).toBe(before - 1_000n - BigInt(tx.fee))
})

test('bitcoin: Send view shows the reason of a broadcast the service rejects', async ({ btcDemo: page, btcWallet: wallet }) => {
  await connectBitcoin(page, wallet)
  const address = wallet.getAddresses()[0]!.address
  const before = await serviceBalance(address)
  wallet.override('signPsbt', async (_params, next) => {
    const result = (await next()) as { psbt: string }
    const psbt = Psbt.fromBase64(result.psbt, { network: networks.testnet })
    const signature = psbt.data.inputs[0]!.partialSig![0]!.signature
    signature[10] = signature[10]! ^ 0xff
    return { psbt: psbt.toBase64() }
  })
  await page.getByTestId('account-button').click()
  await page.getByTestId('send-button').click()
  await fillBtcSend(page, '0.00001', receiver)
  await page.getByTestId('send-confirm').click()
  await expect(page.getByTestId('send-error')).toHaveText('Transaction failed')
  await expect(page.getByTestId('send-error-reason')).toHaveText(/^Transaction rejected: mandatory-script-verify-flag-failed/)
  expect(await serviceBalance(address)).toBe(before)
})
