import { createMultiTestWallet, type InjectedMultiTestWallet, injectMultiTestWallet, type MultiTestWallet } from '@kit/test'
import { test as base, type Page, type Response } from '@playwright/test'
import { chains, expect, walletRdns } from './support/fixtures.js'
import { solanaDevnetId } from './support/solana.js'
import { stack } from './support/stack.js'

// What a visitor downloads from the demo with all three adapters: Solana's @solana/web3.js and
// Bitcoin's bitcoinjs-lib + secp256k1 are chunks loaded only when something needs them (an RPC
// read, a PSBT), never with the page, the Connect view, discovery or connect. Each library is
// recognised by text only its code contains.
const libraryMarkers = {
  web3: 'solana-client', // the request header @solana/web3.js sets
  bitcoinjs: 'has no matching Script', // bitcoinjs-lib's address.toOutputScript
} as const
/** The Solana and Bitcoin adapters' own code (their main entries). */
const adapterMarkers = {
  solanaAdapter: 'Solana wallet discovery failed',
  bitcoinAdapter: 'btc_providers',
} as const

/** Records which markers the page's JavaScript responses carried; `settle()` waits for every body read. */
function watchLibraries(page: Page, markers: Record<string, string> = libraryMarkers) {
  const loaded = new Set<string>()
  const reads: Promise<void>[] = []
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return
    reads.push(
      response.text().then(
        (body) => {
          for (const [name, marker] of Object.entries(markers)) if (body.includes(marker)) loaded.add(name)
        },
        () => undefined,
      ),
    )
  })
  return {
    async settle() {
      await page.waitForLoadState('networkidle')
      await Promise.all(reads)
      return [...loaded].sort()
    },
  }
}

type Fixtures = { multi: MultiTestWallet; multiInjected: InjectedMultiTestWallet }

const test = base.extend<Fixtures>({
  // Accounts: anvil 6, Solana 4, Bitcoin 8 (other specs use other accounts).
  multi: async ({}, use) => {
    await use(
      createMultiTestWallet({
        eip155: { accountIndex: 6, chains },
        solana: { rpcUrl: stack.solanaUrl, account: 4 },
        bip122: { account: 8, esploraUrls: { testnet: stack.bitcoinUrl } },
      }),
    )
  },
  multiInjected: async ({ page, multi }, use) => {
    await use(await injectMultiTestWallet(page, multi))
  },
})

const bitcoinTestnet = 'bip122:000000000933ea01ad0ee984209779ba'

test('lazy: bitcoinjs-lib loads on the first Bitcoin send only; discovery, connect and signing go without it', async ({ page, multi, multiInjected }) => {
  void multiInjected
  const libraries = watchLibraries(page)
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  // Discovery ran: the wallet doing EVM, Solana and Bitcoin is listed.
  await expect(page.getByTestId(`wallet-item-${walletRdns}`)).toBeVisible()
  expect(await libraries.settle()).toEqual([])
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await page.getByTestId('namespace-bip122').click()
  await expect(page.getByTestId('demo-chain-id')).toHaveText(bitcoinTestnet)
  await expect(page.getByTestId('demo-address')).toHaveText(multi.bip122.getAddresses()[0]!.address)
  await page.getByTestId('demo-sign').click()
  await expect(page.getByTestId('demo-signature')).toHaveAttribute('data-error', 'false')
  await expect(page.getByTestId('demo-signature')).toHaveAttribute('data-pending', 'false')
  // Connected, balance read, message signed (BIP-322 by the wallet): still no bitcoinjs-lib, no web3.js.
  expect(await libraries.settle()).toEqual([])
  await page.getByTestId('demo-send').click()
  await expect(page.getByTestId('demo-tx-hash')).toHaveText(/^[0-9a-f]{64}$/)
  expect(await libraries.settle()).toEqual(['bitcoinjs'])
})

test('lazy: @solana/web3.js loads with the first Solana RPC read, not with the page or discovery', async ({ page, multi, multiInjected }) => {
  void multiInjected
  const libraries = watchLibraries(page)
  await page.goto('/')
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId(`wallet-item-${walletRdns}`)).toBeVisible()
  expect(await libraries.settle()).toEqual([])
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await page.getByTestId('namespace-solana').click()
  await expect(page.getByTestId('demo-chain-id')).toHaveText(solanaDevnetId)
  await expect(page.getByTestId('demo-address')).toHaveText(multi.solana.getAddress())
  // The balance is an RPC read: web3.js is needed now (bitcoinjs-lib still is not).
  await expect.poll(() => libraries.settle()).toEqual(['web3'])
})

test('lazy: the EVM-only page (evm.html) carries no Solana or Bitcoin code at all', async ({ page, multi, multiInjected }) => {
  void multiInjected
  const code = watchLibraries(page, { ...libraryMarkers, ...adapterMarkers })
  await page.goto('/evm.html')
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  // Only the wallet's EVM side exists here: it connects directly, without a namespace chooser.
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(multi.eip155.getAddress())
  expect(await code.settle()).toEqual([])
  // The main page, for contrast, loads both adapters' entries (not their heavy libraries).
  const main = watchLibraries(page, { ...libraryMarkers, ...adapterMarkers })
  await page.goto('/')
  await page.getByTestId('connect-button').waitFor()
  await expect.poll(() => main.settle()).toEqual(['bitcoinAdapter', 'solanaAdapter'])
})
