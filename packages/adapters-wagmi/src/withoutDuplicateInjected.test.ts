import { anvil, createKit, createMemoryBackend, getAccount } from '@kit/core'
import { afterEach, expect, test, vi } from 'vitest'
import { connect, disconnect } from 'wagmi/actions'
import { WagmiAdapter } from './wagmiAdapter.js'

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

test("behavior: an app connecting wagmi's generic injected connector itself: the kit lists it while connected and adopts the connection", async () => {
  const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const answers: Record<string, unknown> = { eth_requestAccounts: [account], eth_accounts: [account], eth_chainId: '0x7a69' }
  const ethereum = { ...provider(), request: async ({ method }: { method: string }) => answers[method] ?? null }
  pageWithWallets(ethereum, ethereum)
  const adapter = new WagmiAdapter({ networks: [anvil], projectId: 'test', walletConnect: false })
  const kit = createKit({
    projectId: 'test',
    networks: [anvil],
    adapters: [adapter],
    storage: createMemoryBackend(),
    enableReconnect: false,
    environment: { isBrowser: () => true, isMobile: () => false },
  })
  const listedIds = () => (kit._internal.state.connectors.byNamespace.eip155 ?? []).map((connector) => connector.id)
  await vi.waitFor(() => expect(listedIds()).toEqual(['com.example.wallet']))
  const generic = adapter.wagmiConfig.connectors.find((connector) => connector.id === 'injected')!
  await connect(adapter.wagmiConfig, { connector: generic })
  await vi.waitFor(() => expect(getAccount(kit)).toMatchObject({ isConnected: true, connectorId: 'injected', address: account }))
  // Still listed once the duplicate check has settled again (the kit's connection needs it).
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(listedIds()).toContain('injected')
  await disconnect(adapter.wagmiConfig)
  await vi.waitFor(() => expect(getAccount(kit).isConnected).toBe(false))
  await vi.waitFor(() => expect(listedIds()).toEqual(['com.example.wallet']))
  kit._internal.unmount()
})
