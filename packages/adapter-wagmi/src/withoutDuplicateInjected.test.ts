import { anvil } from '@kit/core'
import { afterEach, expect, test, vi } from 'vitest'
import { WagmiAdapter } from './WagmiAdapter.js'

/** A page with `window.ethereum` and an EIP-6963 wallet announcing `announced` (Node has no window). */
function pageWithWallets(ethereum: object, announced: object) {
  const window = Object.assign(new EventTarget(), { ethereum })
  window.addEventListener('eip6963:requestProvider', () => {
    const info = { uuid: '350670db-19fa-4704-a166-e52e178b59d1', name: 'Example Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'com.example.wallet' }
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider: announced }) }))
  })
  vi.stubGlobal('window', window)
}

const provider = () => ({ request: async () => undefined, on: () => undefined, removeListener: () => undefined })

/** The connector ids the adapter reports once the duplicate check has settled. */
async function reportedIds(): Promise<string[]> {
  // Injected wallets only (no WalletConnect entry).
  const adapter = new WagmiAdapter({ networks: [anvil], projectId: 'test', walletConnect: false })
  const reports: string[][] = []
  const stop = adapter.setup({} as never).watchConnectors((connectors) => reports.push(connectors.map((connector) => connector.id)))
  await vi.waitFor(() => expect(reports.at(-1)).toContain('com.example.wallet'))
  await new Promise((resolve) => setTimeout(resolve, 20))
  stop()
  return reports.at(-1)!
}

afterEach(() => {
  vi.unstubAllGlobals()
})

test('behavior: an EIP-6963 wallet that announced window.ethereum is listed once, without the generic injected entry', async () => {
  const ethereum = provider()
  pageWithWallets(ethereum, ethereum)
  expect(await reportedIds()).toEqual(['com.example.wallet'])
})

test('behavior: a window.ethereum no announced wallet claims keeps its entry', async () => {
  pageWithWallets(provider(), provider())
  expect((await reportedIds()).sort()).toEqual(['com.example.wallet', 'injected'])
})
