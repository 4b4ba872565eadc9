import { createSolanaTestWallet, type InjectedWalletStandardWallet, injectSolanaTestWallet, type SolanaTestWallet } from '@kit/test'
import { ed25519 } from '@noble/curves/ed25519'
import { test as base, type Page } from '@playwright/test'
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { expect } from './support/fixtures.js'
import { expectAccountBalance, shownSol, solanaConnection, solanaDevnetId, solanaReceiver, tokenBalance, usdcMint } from './support/solana.js'
import { stack } from './support/stack.js'

// Solana end to end: the demo with @kit/adapters-solana, the local devnet (stack.solanaUrl,
// answering as Solana Devnet) and the @kit/test Solana wallet injected as a Wallet Standard wallet.
const signText = 'Hello from the Kit demo'

type Fixtures = { solWallet: SolanaTestWallet; solInjected: InjectedWalletStandardWallet; solDemo: Page }

const test = base.extend<Fixtures>({
  // Account 1 of SOLANA_DEVNET_ACCOUNTS (1,000 SOL and 1,000,000 USDC on a fresh devnet); the multichain spec uses 2.
  solWallet: async ({}, use) => {
    await use(createSolanaTestWallet({ rpcUrl: stack.solanaUrl, account: 1 }))
  },
  solInjected: async ({ page, solWallet }, use) => {
    await use(await injectSolanaTestWallet(page, solWallet))
  },
  solDemo: async ({ page, solInjected }, use) => {
    void solInjected
    await page.goto('/')
    await use(page)
  },
})

async function connectSolana(page: Page, wallet: SolanaTestWallet) {
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-item-kit-test-wallet').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  await expect(page.getByTestId('demo-chain-id')).toHaveText(solanaDevnetId)
  await expect(page.getByTestId('kit-modal')).toBeHidden()
}

test('solana: connect, address and balance match the RPC', async ({ solDemo: page, solWallet: wallet }) => {
  await connectSolana(page, wallet)
  await expectAccountBalance(page, await shownSol(wallet.getAddress()))
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-address')).toContainText(wallet.getAddress().slice(0, 4))
  await expect(page.getByTestId('account-network')).toContainText('Solana Devnet')
})

test('solana: send 0.001 SOL, confirmed; the receiver got it and the balance follows', async ({ solDemo: page, solWallet: wallet }) => {
  await connectSolana(page, wallet)
  const connection = solanaConnection()
  const [before, receiverBefore] = await Promise.all([
    connection.getBalance(new PublicKey(wallet.getAddress())),
    connection.getBalance(new PublicKey(solanaReceiver)),
  ])
  await page.getByTestId('demo-send').click()
  const hash = page.getByTestId('demo-tx-hash')
  await expect(hash).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  await expect(hash).toHaveAttribute('data-pending', 'false')
  await expect(hash).toHaveAttribute('data-error', 'false')
  const signature = (await hash.textContent()) ?? ''
  const { value } = await connection.getSignatureStatuses([signature])
  expect(value[0]).toMatchObject({ err: null, confirmationStatus: expect.stringMatching(/confirmed|finalized/) })
  expect(await connection.getBalance(new PublicKey(solanaReceiver))).toBe(receiverBefore + 1_000_000)
  const after = await connection.getBalance(new PublicKey(wallet.getAddress()))
  expect(before - after).toBeGreaterThanOrEqual(1_000_000)
  await expectAccountBalance(page, await shownSol(wallet.getAddress()))
})

test('solana: send 1 USDC (SPL token), confirmed', async ({ solDemo: page, solWallet: wallet }) => {
  await connectSolana(page, wallet)
  const [before, receiverBefore] = await Promise.all([tokenBalance(wallet.getAddress()), tokenBalance(solanaReceiver)])
  await page.getByTestId('demo-send-token').click()
  const hash = page.getByTestId('demo-token-tx-hash')
  await expect(hash).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  await expect(hash).toHaveAttribute('data-pending', 'false')
  await expect(hash).toHaveAttribute('data-error', 'false')
  expect(await tokenBalance(wallet.getAddress())).toBe(before - 1_000_000n)
  expect(await tokenBalance(solanaReceiver)).toBe(receiverBefore + 1_000_000n)
})

test('solana: sign a message; the signature verifies with ed25519', async ({ solDemo: page, solWallet: wallet }) => {
  await connectSolana(page, wallet)
  await page.getByTestId('demo-sign').click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveAttribute('data-pending', 'false')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  const valid = ed25519.verify(
    bs58.decode((await signature.textContent()) ?? ''),
    new TextEncoder().encode(signText),
    new PublicKey(wallet.getAddress()).toBytes(),
  )
  expect(valid).toBe(true)
})

test('solana: the wallet refuses → Connection rejected, then User rejected the request', async ({ solDemo: page, solWallet: wallet }) => {
  wallet.setReject(true)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-item-kit-test-wallet').click()
  await expect(page.getByTestId('connecting-error')).toHaveText('Connection rejected')
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  wallet.setReject(false)
  await page.getByTestId('connecting-retry').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  wallet.setReject(true)
  await page.getByTestId('demo-sign').click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveAttribute('data-error', 'true')
  await expect(signature).toHaveText('User rejected the request.')
  await page.getByTestId('demo-send').click()
  await expect(page.getByTestId('demo-tx-hash')).toHaveText('User rejected the request.')
})

test('solana: the wallet switches account → the UI follows; reload → connected again without a prompt', async ({ solDemo: page, solWallet: wallet }) => {
  await connectSolana(page, wallet)
  wallet.setAccount(3)
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  let prompts = 0
  wallet.override('connect', (input, next) => {
    if (!(input as { silent?: boolean }).silent) prompts += 1
    return next()
  })
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(wallet.getAddress())
  await expect(page.getByTestId('demo-chain-id')).toHaveText(solanaDevnetId)
  expect(prompts).toBe(0)
})

test('solana: disconnect → nothing restored after a reload', async ({ solDemo: page, solWallet: wallet }) => {
  await connectSolana(page, wallet)
  await page.getByTestId('account-button').click()
  await page.getByTestId('disconnect-button').click()
  await expect(page.getByTestId('account-button')).toBeHidden()
  await page.reload()
  await expect(page.getByTestId('connect-button')).toBeVisible()
  await page.waitForTimeout(500)
  await expect(page.getByTestId('connect-button')).toBeVisible()
})

test('solana: Send view refuses an invalid Solana address, then sends 0.001 SOL', async ({ solDemo: page, solWallet: wallet }) => {
  await connectSolana(page, wallet)
  await page.getByTestId('account-button').click()
  await page.getByTestId('send-button').click()
  await expect(page.getByTestId('wallet-send-view')).toBeVisible()
  await page.getByTestId('send-token-select').click()
  await page.getByTestId('send-token-SOL').click()
  await expect(page.getByTestId('send-token-symbol')).toHaveText('SOL')
  await page.getByTestId('send-amount').fill('0.001')
  // An EVM address, and text that is not base58 of 32 to 44 characters (docs/rules/validation.md).
  for (const address of ['0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', 'O0Il'.repeat(10)]) {
    await page.getByTestId('send-address').fill(address)
    await page.getByTestId('send-submit').click()
    await expect(page.getByTestId('send-error')).toHaveText('Invalid address')
    await expect(page.getByTestId('wallet-send-preview-view')).toBeHidden()
  }
  const receiverBefore = await solanaConnection().getBalance(new PublicKey(solanaReceiver))
  await page.getByTestId('send-address').fill(solanaReceiver)
  await page.getByTestId('send-submit').click()
  await page.getByTestId('send-confirm').click()
  await expect(page.getByTestId('send-hash')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  await expect.poll(() => solanaConnection().getBalance(new PublicKey(solanaReceiver))).toBe(receiverBefore + 1_000_000)
})

/** Base units as the modal writes them: whole units truncated to `places` decimals (docs/rules/validation.md). */
function shown(amount: bigint, decimals: number, places: number) {
  const unit = 10n ** BigInt(decimals)
  const fraction = (amount % unit).toString().padStart(decimals, '0').slice(0, places)
  return `${amount / unit}.${fraction}`
}

async function openSendView(page: Page) {
  await page.getByTestId('account-button').click()
  await page.getByTestId('send-button').click()
  await expect(page.getByTestId('wallet-send-view')).toBeVisible()
}

test("solana: the Account view lists SOL and USDC (SPL) with the RPC's balances", async ({ solDemo: page, solWallet: wallet }) => {
  await connectSolana(page, wallet)
  const [lamports, usdc] = await Promise.all([solanaConnection().getBalance(new PublicKey(wallet.getAddress())), tokenBalance(wallet.getAddress())])
  expect(usdc).toBeGreaterThan(0n)
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-balance')).toContainText(`${shown(BigInt(lamports), 9, 3)} SOL`)
  await expect(page.getByTestId('tab-tokens')).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('token-item-SOL').getByTestId('token-quantity')).toHaveText(`${shown(BigInt(lamports), 9, 2)} SOL`)
  await expect(page.getByTestId('token-item-USDC').getByTestId('token-quantity')).toHaveText(`${shown(usdc, 6, 2)} USDC`)
})

test('solana: Send view offers SOL and USDC; 1 USDC to a new wallet creates its token account, confirmed', async ({ solDemo: page, solWallet: wallet }) => {
  await connectSolana(page, wallet)
  const connection = solanaConnection()
  // A wallet that has never held USDC: the transfer must create its associated token account.
  const receiver = Keypair.generate().publicKey.toBase58()
  const [before, lamportsBefore] = await Promise.all([tokenBalance(wallet.getAddress()), connection.getBalance(new PublicKey(wallet.getAddress()))])
  expect((await connection.getParsedTokenAccountsByOwner(new PublicKey(receiver), { mint: new PublicKey(usdcMint) })).value).toHaveLength(0)
  await openSendView(page)
  await page.getByTestId('send-token-select').click()
  await expect(page.getByTestId('send-token-SOL')).toContainText(`${shown(BigInt(lamportsBefore), 9, 3)} SOL`)
  await expect(page.getByTestId('send-token-USDC')).toContainText(`${shown(before, 6, 3)} USDC`)
  await page.getByTestId('send-token-USDC').click()
  await expect(page.getByTestId('send-token-symbol')).toHaveText('USDC')
  await expect(page.getByTestId('send-balance')).toHaveText(`Balance: ${shown(before, 6, 3)} USDC`)
  await page.getByTestId('send-amount').fill('1')
  await page.getByTestId('send-address').fill(receiver)
  await page.getByTestId('send-submit').click()
  await expect(page.getByTestId('send-preview-amount')).toHaveText(/(^|[^\d.])1 USDC\s*$/)
  await page.getByTestId('send-confirm').click()
  const hash = page.getByTestId('send-hash')
  await expect(hash).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  const signature = (await hash.textContent()) ?? ''
  await expect.poll(async () => (await connection.getSignatureStatuses([signature])).value[0]?.confirmationStatus ?? 'none').toMatch(/confirmed|finalized/)
  expect((await connection.getSignatureStatuses([signature])).value[0]?.err).toBeNull()
  expect(await tokenBalance(receiver)).toBe(1_000_000n)
  expect(await tokenBalance(wallet.getAddress())).toBe(before - 1_000_000n)
  const accounts = await connection.getParsedTokenAccountsByOwner(new PublicKey(receiver), { mint: new PublicKey(usdcMint) })
  expect(accounts.value).toHaveLength(1)
  // The sender paid the fee and the new account's rent in SOL.
  expect(await connection.getBalance(new PublicKey(wallet.getAddress()))).toBeLessThan(lamportsBefore - 0.001 * LAMPORTS_PER_SOL)
  // The token list reads the chain again after the send.
  await page.getByTestId('send-done').click()
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('token-item-USDC').getByTestId('token-quantity')).toHaveText(`${shown(before - 1_000_000n, 6, 2)} USDC`)
})

test("solana: Send view refuses an invalid receiver for USDC too; a refused signature shows the wallet's refusal", async ({
  solDemo: page,
  solWallet: wallet,
}) => {
  await connectSolana(page, wallet)
  const before = await tokenBalance(wallet.getAddress())
  await openSendView(page)
  await page.getByTestId('send-token-select').click()
  await page.getByTestId('send-token-USDC').click()
  await page.getByTestId('send-amount').fill('2')
  for (const address of ['tb1qecdwckghkz056g4t4ejwdm7vm4va0tnhegye0d', `${solanaReceiver}0`]) {
    await page.getByTestId('send-address').fill(address)
    await page.getByTestId('send-submit').click()
    await expect(page.getByTestId('send-error')).toHaveText('Invalid address')
    await expect(page.getByTestId('wallet-send-preview-view')).toBeHidden()
  }
  await page.getByTestId('send-address').fill(solanaReceiver)
  await page.getByTestId('send-submit').click()
  wallet.setReject(true)
  await page.getByTestId('send-confirm').click()
  await expect(page.getByTestId('send-error')).toHaveText('Transaction rejected')
  expect(await tokenBalance(wallet.getAddress())).toBe(before)
})
