import { createMultiTestWallet, type InjectedMultiTestWallet, injectMultiTestWallet, type MultiTestWallet, ProviderRpcError } from '@kit/test'
import { test as base, type Page } from '@playwright/test'
import { chains, expect, walletRdns } from './support/fixtures.js'
import { expectAccountBalance, shownSol, solanaDevnetId } from './support/solana.js'
import { stack } from './support/stack.js'

// One wallet doing EVM, Solana and Bitcoin (@kit/test's multi-namespace wallet: an EIP-6963
// provider and Wallet Standard wallets under one name) against the demo with all three adapters.
const evm = 'eip155:31337'
const bitcoinTestnet = 'bip122:000000000933ea01ad0ee984209779ba'

type Fixtures = { multi: MultiTestWallet; multiInjected: InjectedMultiTestWallet; multiDemo: Page }

const test = base.extend<Fixtures>({
  // Accounts: anvil 5, Solana 2, Bitcoin 5 (other specs use other accounts).
  multi: async ({}, use) => {
    await use(
      createMultiTestWallet({
        eip155: { accountIndex: 5, chains },
        solana: { rpcUrl: stack.solanaUrl, account: 2 },
        bip122: { account: 5, esploraUrls: { testnet: stack.bitcoinUrl } },
      }),
    )
  },
  multiInjected: async ({ page, multi }, use) => {
    await use(await injectMultiTestWallet(page, multi))
  },
  multiDemo: async ({ page, multiInjected }, use) => {
    void multiInjected
    await page.goto('/')
    await use(page)
  },
})

type Override = (input: unknown, next: () => Promise<unknown>) => unknown

const addressOf = (wallet: MultiTestWallet, caip: string) =>
  caip.startsWith('eip155:') ? wallet.eip155.getAddress() : caip.startsWith('solana:') ? wallet.solana.getAddress() : wallet.bip122.getAddresses()[0]!.address

async function connectAll(page: Page) {
  await page.getByTestId('connect-button').click()
  // Three providers in the page (EIP-6963, two Wallet Standard wallets), one wallet in the list.
  await expect(page.getByTestId('wallet-list').locator('kit-wallet-item', { hasText: 'Kit Test Wallet' })).toHaveCount(1)
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await page.getByTestId('namespace-all').click()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expectAllConnected(page)
}

async function expectAllConnected(page: Page) {
  for (const namespace of ['eip155', 'solana', 'bip122']) await expect(page.getByTestId(`demo-status-${namespace}`)).toHaveText('connected')
}

async function switchTo(page: Page, wallet: MultiTestWallet, caip: string) {
  await page.getByTestId('network-button').click()
  await page.getByTestId(`network-item-${caip}`).click()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('demo-chain-id')).toHaveText(caip)
  await expect(page.getByTestId('demo-address')).toHaveText(addressOf(wallet, caip))
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
}

test('multichain: one wallet item; All chains connects EVM, Solana and Bitcoin in one flow', async ({ multiDemo: page, multi }) => {
  let prompts = { eip155: 0, solana: 0, bip122: 0 }
  multi.eip155.override('eth_requestAccounts', (_params, next) => ((prompts.eip155 += 1), next()))
  multi.solana.override('connect', (input, next) => ((prompts.solana += (input as { silent?: boolean }).silent ? 0 : 1), next()))
  multi.bip122.override('getAccounts', (_params, next) => ((prompts.bip122 += 1), next()))
  await connectAll(page)
  await expect(page.getByTestId('demo-chain-id')).toHaveText(evm)
  await expect(page.getByTestId('demo-address')).toHaveText(multi.eip155.getAddress())
  expect(prompts.eip155).toBe(1)
  expect(prompts.solana).toBe(1)
  expect(prompts.bip122).toBeGreaterThan(0)
  expect(multi.solana.isAuthorized()).toBe(true)
  expect(multi.bip122.isAuthorized()).toBe(true)
  prompts = { eip155: 0, solana: 0, bip122: 0 }
  // Each namespace keeps its own account; switching between connected namespaces asks nothing.
  await switchTo(page, multi, solanaDevnetId)
  await expectAccountBalance(page, await shownSol(multi.solana.getAddress()))
  await switchTo(page, multi, bitcoinTestnet)
  await switchTo(page, multi, evm)
  expect(prompts).toEqual({ eip155: 0, solana: 0, bip122: 0 })
  expect(multi.eip155.getChainId()).toBe(31337)
})

test('multichain: switch EVM → Solana → Bitcoin → EVM; reload restores every namespace', async ({ multiDemo: page, multi }) => {
  await connectAll(page)
  for (const caip of [solanaDevnetId, bitcoinTestnet, evm]) await switchTo(page, multi, caip)
  await switchTo(page, multi, solanaDevnetId)
  await page.reload()
  // The active namespace (Solana) comes back, then every other one is connected too, without a prompt.
  await expect(page.getByTestId('demo-chain-id')).toHaveText(solanaDevnetId)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(multi.solana.getAddress())
  await expectAllConnected(page)
  multi.setReject(true) // any prompt now would fail the switches below
  for (const caip of [bitcoinTestnet, evm, solanaDevnetId]) await switchTo(page, multi, caip)
  const stored = await page.evaluate(() =>
    Object.entries(localStorage)
      .filter(([key]) => key.endsWith('.connections'))
      .map(([, value]) => JSON.parse(value) as { namespace: string }[]),
  )
  expect(
    stored
      .flat()
      .map((connection) => connection.namespace)
      .sort(),
  ).toEqual(['bip122', 'eip155', 'solana'])
})

test('multichain: a refusal in each namespace shows the right error', async ({ multiDemo: page, multi }) => {
  await connectAll(page)
  const signature = page.getByTestId('demo-signature')
  for (const [caip, part] of [
    [evm, multi.eip155],
    [solanaDevnetId, multi.solana],
    [bitcoinTestnet, multi.bip122],
  ] as const) {
    await switchTo(page, multi, caip)
    part.setReject(true)
    await page.getByTestId('demo-sign').click()
    await expect(signature).toHaveAttribute('data-error', 'true')
    await expect(signature).toHaveText('User rejected the request.')
    part.setReject(false)
    await page.getByTestId('demo-sign').click()
    await expect(signature).toHaveAttribute('data-error', 'false')
    await expect(signature).toHaveAttribute('data-pending', 'false')
  }
})

test('multichain: a disconnected wallet and an unsupported method give the same named errors in each namespace', async ({ multiDemo: page, multi }) => {
  await connectAll(page)
  const signature = page.getByTestId('demo-signature')
  // Each namespace's own signing method, failing the way that namespace's wallets fail.
  const parts = [
    { caip: evm, set: (handler: Override | undefined) => multi.eip155.override('personal_sign', handler), unsupported: 4200 },
    { caip: solanaDevnetId, set: (handler: Override | undefined) => multi.solana.override('signMessage', handler), unsupported: 4200 },
    // sats-connect's 'method not supported' code.
    { caip: bitcoinTestnet, set: (handler: Override | undefined) => multi.bip122.override('signMessage', handler), unsupported: -32001 },
  ]
  for (const { caip, set, unsupported } of parts) {
    await switchTo(page, multi, caip)
    for (const [code, text] of [
      [4900, 'The wallet is disconnected.'],
      [unsupported, 'The wallet does not support the requested method.'],
    ] as const) {
      set(() => {
        throw new ProviderRpcError(code, `test wallet error ${code}`)
      })
      await page.getByTestId('demo-sign').click()
      await expect(signature).toHaveAttribute('data-error', 'true')
      await expect(signature).toHaveText(text)
    }
    set(undefined)
    await page.getByTestId('demo-sign').click()
    await expect(signature).toHaveAttribute('data-error', 'false')
    await expect(signature).toHaveAttribute('data-pending', 'false')
  }
})

test('multichain: the Solana connection refused in the one flow → Connection rejected; retry connects the rest', async ({ multiDemo: page, multi }) => {
  multi.solana.setReject(true)
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await page.getByTestId('namespace-all').click()
  await expect(page.getByTestId('connecting-error')).toHaveText('Connection rejected')
  // EVM connected before the refusal and stays connected; the modal stays on the error.
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-chain-id')).toHaveText(evm)
  multi.solana.setReject(false)
  await page.getByTestId('connecting-retry').click()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await switchTo(page, multi, solanaDevnetId)
  await switchTo(page, multi, bitcoinTestnet)
})

test("multichain: one namespace only; another namespace's network offers to connect it (SwitchActiveChain)", async ({ multiDemo: page, multi }) => {
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await page.getByTestId('namespace-eip155').click()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('demo-chain-id')).toHaveText(evm)
  expect(multi.solana.isAuthorized()).toBe(false)
  await page.getByTestId('network-button').click()
  await page.getByTestId(`network-item-${solanaDevnetId}`).click()
  await expect(page.getByTestId('switch-active-chain-view')).toBeVisible()
  await page.getByTestId('switch-active-chain-connect').click()
  // Connect lists the wallet's Solana side only: one item, connected directly (no chooser).
  await page.getByTestId('wallet-item-kit-test-wallet').click()
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.getByTestId('demo-chain-id')).toHaveText(solanaDevnetId)
  await expect(page.getByTestId('demo-address')).toHaveText(multi.solana.getAddress())
  await switchTo(page, multi, evm)
})
