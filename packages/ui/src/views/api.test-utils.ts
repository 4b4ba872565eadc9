// A fake Kit API for the view tests (excluded from the build): wallet catalogue, balances, history.
import type { CreateKitParameters, Kit } from '@kit/core'
import { createTestKit } from './kit.test-utils.js'

export const usdcAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** 95 wallets; `wallet-3` is Rainbow, `wallet-0` has MetaMask's rdns. */
export const testCatalogue = Array.from({ length: 95 }, (_, index) => ({
  id: `wallet-${index}`,
  name: index === 3 ? 'Rainbow' : `Wallet ${String(index).padStart(2, '0')}`,
  image_id: null,
  rdns: index === 0 ? 'io.metamask' : null,
  chains: ['eip155:1'],
  mobile_link: index === 3 ? 'rainbow://' : null,
}))

export const testBalances = [
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 0, price: 0, quantity: { decimals: '18', numeric: '1.234567' }, iconUrl: '' },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: 'eip155:31337',
    address: `eip155:31337:${usdcAddress}`,
    value: 10,
    price: 1,
    quantity: { decimals: '6', numeric: '10' },
    iconUrl: '',
  },
]

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } })

export type FakeApiParameters = {
  /** Every request fails as a network error (the API is down). */
  down?: boolean
  /** Holds `/getWallets` answers until this resolves. */
  walletsGate?: Promise<void> | undefined
}

export function createFakeApi({ down = false, walletsGate }: FakeApiParameters = {}) {
  const requests: URL[] = []
  const fetch = async (input: string) => {
    const url = new URL(input)
    requests.push(url)
    if (down) throw new TypeError('Failed to fetch')
    const query = url.searchParams
    if (url.pathname === '/getWallets') {
      if (walletsGate) await walletsGate
      const list = (key: string) => query.get(key)?.split(',') ?? []
      const search = query.get('search')?.toLowerCase()
      const matches = testCatalogue.filter(
        (wallet) =>
          (!list('include').length || list('include').includes(wallet.id)) &&
          !list('exclude').includes(wallet.id) &&
          (!search || wallet.name.toLowerCase().includes(search)),
      )
      const page = Number(query.get('page') ?? 1)
      const entries = Number(query.get('entries') ?? 40)
      return json({ count: matches.length, data: matches.slice((page - 1) * entries, page * entries) })
    }
    if (url.pathname.endsWith('/balance')) return json({ balances: testBalances })
    if (url.pathname.endsWith('/history')) return json({ data: [], next: null })
    if (url.pathname.startsWith('/v1/identity/')) return json({ name: null, avatar: null })
    if (url.pathname === '/getAnalyticsConfig') return json({ isAnalyticsEnabled: false })
    if (url.pathname === '/appkit/v1/config') return json({ features: [] })
    return json({ message: 'Not Found', code: 'NOT_FOUND' }, 404)
  }
  const count = (path: string) => requests.filter((url) => url.pathname.startsWith(path)).length
  return { fetch, requests, count }
}

/** A test kit talking to a fake API. */
export function createApiKit(api: ReturnType<typeof createFakeApi>, parameters: Parameters<typeof createTestKit>[0] = {}): Kit {
  return createTestKit({
    apiUrl: 'http://api.test',
    environment: { isBrowser: () => true, isMobile: () => false, fetch: api.fetch },
    ...(parameters as Partial<CreateKitParameters>),
  })
}

/** Types into a kit text field's `<input>` (found by its `data-testid`) as a user would. */
export function typeInto(input: HTMLElement | null, value: string): void {
  if (!(input instanceof HTMLInputElement)) throw new Error('Not an input')
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }))
}
