import { afterEach, describe, expect, test, vi } from 'vitest'
import { json } from '../api/api.test-utils.js'
import { createApiTestKit, createFakeApi, type FakeRequest } from '../api/fakeApi.test-utils.js'
import { getAlerts } from '../getters/getAlerts.js'
import { getWalletCatalogue } from '../getters/getWalletCatalogue.js'
import { excludeInstalledWallets } from '../state/wallets.js'
import { createTestKit } from '../testKit.test-utils.js'
import { fetchRecommendedWallets } from './fetchRecommendedWallets.js'
import { fetchWallets } from './fetchWallets.js'
import { searchWallets } from './searchWallets.js'

/** A catalogue of 95 wallets served like apps/api's `GET /getWallets`. */
const catalogue = Array.from({ length: 95 }, (_, index) => ({
  id: `wallet-${index}`,
  name: index === 3 ? 'Rainbow' : `Wallet ${index}`,
  image_id: `image-${index}`,
  rdns: index === 0 ? 'io.metamask' : null,
  homepage: 'https://example.com',
  chains: ['eip155:1'],
  mobile_link: index === 3 ? 'rainbow://' : null,
  desktop_link: null,
  webapp_link: null,
}))

function serveWallets(request: FakeRequest) {
  const query = request.url.searchParams
  const list = (key: string) => query.get(key)?.split(',') ?? []
  const include = list('include')
  const exclude = list('exclude')
  const search = query.get('search')?.toLowerCase()
  const matches = catalogue.filter(
    (wallet) => (!include.length || include.includes(wallet.id)) && !exclude.includes(wallet.id) && (!search || wallet.name.toLowerCase().includes(search)),
  )
  const page = Number(query.get('page') ?? 1)
  const entries = Number(query.get('entries') ?? 40)
  return { count: matches.length, data: matches.slice((page - 1) * entries, page * entries) }
}

const setup = (parameters: Parameters<typeof createApiTestKit>[1] = {}, route = serveWallets) => {
  const api = createFakeApi({ 'GET /getWallets': route })
  const kit = createApiTestKit(api, parameters)
  const walletRequests = () =>
    api.requests.filter((request) => request.url.pathname === '/getWallets').map((request) => Object.fromEntries(request.url.searchParams))
  return { api, kit, walletRequests }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('fetchRecommendedWallets', () => {
  test('default: the first catalogue entries with image URLs; the modal never waits for them', async () => {
    const { kit, walletRequests } = setup()
    expect(getWalletCatalogue(kit).recommendedStatus).toBe('idle')
    const pending = fetchRecommendedWallets(kit)
    expect(getWalletCatalogue(kit).recommendedStatus).toBe('loading')
    await pending
    const catalogueState = getWalletCatalogue(kit)
    expect(catalogueState.recommendedStatus).toBe('success')
    expect(catalogueState.recommended).toHaveLength(12)
    expect(catalogueState.count).toBe(95)
    expect(catalogueState.recommended[3]).toEqual({
      id: 'wallet-3',
      name: 'Rainbow',
      imageUrl: 'http://api.test/v1/images/wallets/wallet-3',
      rdns: undefined,
      homepage: 'https://example.com',
      mobileLink: 'rainbow://',
      desktopLink: undefined,
      webappLink: undefined,
      chains: ['eip155:1'],
    })
    expect(walletRequests()).toEqual([{ projectId: 'test', st: 'appkit', sv: 'html-kit-0.1.0', page: '1', entries: '12' }])
    // Cached: a second open reads nothing.
    await fetchRecommendedWallets(kit)
    expect(walletRequests()).toHaveLength(1)
    expect(getWalletCatalogue(kit)).toBe(catalogueState)
  })

  test('parameters: includeWalletIds, excludeWalletIds, featuredWalletIds', async () => {
    const { kit, walletRequests } = setup({
      includeWalletIds: ['wallet-1', 'wallet-2', 'wallet-3', 'wallet-4', 'wallet-5'],
      excludeWalletIds: ['wallet-2'],
      featuredWalletIds: ['wallet-5', 'wallet-4'],
    })
    await fetchRecommendedWallets(kit)
    const { featured, recommended, count } = getWalletCatalogue(kit)
    expect(featured.map((wallet) => wallet.id)).toEqual(['wallet-5', 'wallet-4'])
    expect(recommended.map((wallet) => wallet.id)).toEqual(['wallet-1', 'wallet-3'])
    expect(count).toBe(2)
    expect(walletRequests()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ include: 'wallet-5,wallet-4', entries: '2' }),
        expect.objectContaining({ include: 'wallet-1,wallet-2,wallet-3,wallet-4,wallet-5', exclude: 'wallet-2,wallet-5,wallet-4' }),
      ]),
    )
  })

  test('behavior: without apiUrl nothing is read', async () => {
    const kit = createTestKit()
    await fetchRecommendedWallets(kit)
    expect(getWalletCatalogue(kit).recommendedStatus).toBe('idle')
  })

  test('behavior: the API down is an error state, read again on the next call', async () => {
    let down = true
    const { kit } = setup({}, (request) => {
      if (down) throw new TypeError('Failed to fetch')
      return serveWallets(request)
    })
    await fetchRecommendedWallets(kit)
    expect(getWalletCatalogue(kit)).toMatchObject({ recommendedStatus: 'error', error: 'Failed to fetch wallets', recommended: [] })
    expect(getAlerts(kit)).toEqual([])
    down = false
    await fetchRecommendedWallets(kit)
    expect(getWalletCatalogue(kit).recommendedStatus).toBe('success')
  })

  test('behavior: an unknown project raises the Invalid Project ID alert', async () => {
    const { kit } = setup({}, () => json({ message: 'Unauthorized: invalid key', code: 'INVALID_PROJECT_ID' }, 401))
    await fetchRecommendedWallets(kit)
    expect(getWalletCatalogue(kit).recommendedStatus).toBe('error')
    expect(getAlerts(kit).map((alert) => alert.code)).toContain('INVALID_PROJECT_ID')
  })
})

describe('fetchWallets', () => {
  test('default: pages of 40 until the catalogue is exhausted, featured wallets left out', async () => {
    const { kit, walletRequests } = setup({ featuredWalletIds: ['wallet-0'] })
    await fetchWallets(kit)
    expect(getWalletCatalogue(kit)).toMatchObject({ listStatus: 'success', page: 1, count: 94 })
    expect(getWalletCatalogue(kit).list).toHaveLength(40)
    expect(getWalletCatalogue(kit).list[0]?.id).toBe('wallet-1')
    await fetchWallets(kit)
    await fetchWallets(kit)
    expect(getWalletCatalogue(kit).list).toHaveLength(94)
    await fetchWallets(kit)
    expect(walletRequests().map((query) => [query.page, query.entries, query.exclude])).toEqual([
      ['1', '40', 'wallet-0'],
      ['2', '40', 'wallet-0'],
      ['3', '40', 'wallet-0'],
    ])
  })

  test('behavior: one request at a time; a failure keeps the loaded pages and can be retried', async () => {
    let fail = false
    const { kit, walletRequests } = setup({}, (request) => {
      if (fail) return json({ message: 'Server Error', code: 'SERVER_ERROR' }, 500)
      return serveWallets(request)
    })
    await Promise.all([fetchWallets(kit), fetchWallets(kit)])
    expect(walletRequests()).toHaveLength(1)
    fail = true
    await fetchWallets(kit)
    expect(getWalletCatalogue(kit)).toMatchObject({ listStatus: 'error', page: 1 })
    expect(getWalletCatalogue(kit).list).toHaveLength(40)
    fail = false
    await fetchWallets(kit)
    expect(getWalletCatalogue(kit)).toMatchObject({ listStatus: 'success', page: 2 })
    expect(getWalletCatalogue(kit).list).toHaveLength(80)
  })
})

describe('searchWallets', () => {
  test('default: 500 ms after the last keystroke, up to 100 results', async () => {
    vi.useFakeTimers()
    const { kit, walletRequests } = setup()
    searchWallets(kit, { query: 'R' })
    searchWallets(kit, { query: 'Ra' })
    searchWallets(kit, { query: 'Rain' })
    expect(getWalletCatalogue(kit)).toMatchObject({ search: 'Rain', searchStatus: 'loading' })
    await vi.advanceTimersByTimeAsync(499)
    expect(walletRequests()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await vi.runAllTimersAsync()
    expect(walletRequests()).toEqual([expect.objectContaining({ search: 'Rain', entries: '100', page: '1' })])
    expect(getWalletCatalogue(kit)).toMatchObject({ searchStatus: 'success' })
    expect(getWalletCatalogue(kit).searchResults.map((wallet) => wallet.name)).toEqual(['Rainbow'])
  })

  test('behavior: clearing the query cancels the pending search', async () => {
    vi.useFakeTimers()
    const { kit, walletRequests } = setup()
    searchWallets(kit, { query: 'Wallet' })
    searchWallets(kit, { query: '  ' })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(walletRequests()).toEqual([])
    expect(getWalletCatalogue(kit)).toMatchObject({ search: '  ', searchStatus: 'idle', searchResults: [] })
  })

  test('behavior: an answer to an older query is dropped', async () => {
    vi.useFakeTimers()
    let release: () => void = () => undefined
    const { kit } = setup({}, async (request) => {
      if (request.url.searchParams.get('search') === 'Wallet 1')
        await new Promise<void>((resolve) => {
          release = resolve
        })
      return serveWallets(request)
    })
    searchWallets(kit, { query: 'Wallet 1' })
    await vi.advanceTimersByTimeAsync(500)
    searchWallets(kit, { query: 'Rainbow' })
    await vi.advanceTimersByTimeAsync(500)
    await vi.runAllTimersAsync()
    release()
    await vi.runAllTimersAsync()
    expect(getWalletCatalogue(kit).searchResults.map((wallet) => wallet.name)).toEqual(['Rainbow'])
  })
})

test('excludeInstalledWallets: drops catalogue wallets installed in the browser (rdns)', () => {
  const wallets = [
    { id: 'metamask', rdns: 'io.metamask' },
    { id: 'rainbow', rdns: 'me.rainbow' },
    { id: 'no-rdns', rdns: undefined },
  ]
  expect(excludeInstalledWallets(wallets, [{ rdns: 'IO.METAMASK' }, { rdns: undefined }]).map((wallet) => wallet.id)).toEqual(['rainbow', 'no-rdns'])
})
