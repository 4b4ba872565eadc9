import { afterEach, describe, expect, test, vi } from 'vitest'
import type { Adapter, AdapterTokenBalance } from '../adapters/contract.js'
import { mockAdapter } from '../adapters/mockAdapter.js'
import { json } from '../api/api.test-utils.js'
import { createApiTestKit, createFakeApi } from '../api/fakeApi.test-utils.js'
import { getAlerts } from '../getters/getAlerts.js'
import { getTokenBalances } from '../getters/getTokenBalances.js'
import { testAddress } from '../testKit.test-utils.js'
import { connect } from './connect.js'
import { fetchPortfolio } from './fetchPortfolio.js'

const token = (symbol: string, decimals: string, numeric: string, extra: object = {}) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  value: Number(numeric),
  price: 1,
  quantity: { decimals, numeric },
  iconUrl: '',
  ...extra,
})

const balances = [
  token('ETH', '18', '1.5'),
  token('USDC', '6', '10000', { address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3' }),
  token('ZERO', '0', '7', { address: 'eip155:31337:0x0000000000000000000000000000000000000001' }),
]

afterEach(() => {
  vi.useRealTimers()
})

describe('fetchPortfolio', () => {
  test('default: tokens of the account on its network, zero-decimal tokens dropped', async () => {
    const api = createFakeApi({ 'GET /v1/account/': () => ({ balances }) })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    expect(getTokenBalances(kit).status).toBe('idle')
    const pending = fetchPortfolio(kit)
    expect(getTokenBalances(kit).status).toBe('loading')
    await pending
    const result = getTokenBalances(kit)
    expect(result.status).toBe('success')
    expect(result.tokens.map((item) => item.symbol)).toEqual(['ETH', 'USDC'])
    expect(getTokenBalances(kit)).toBe(result)
    const request = api.requests.find((item) => item.url.pathname.endsWith('/balance'))!
    expect(request.url.pathname).toBe(`/v1/account/${testAddress}/balance`)
    expect(Object.fromEntries(request.url.searchParams)).toMatchObject({ chainId: 'eip155:31337', projectId: 'test', st: 'appkit', sv: 'html-kit-0.1.0' })
  })

  test('behavior: cached 30 s (docs/rules/limits.md)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = createFakeApi({ 'GET /v1/account/': () => ({ balances }) })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    await fetchPortfolio(kit)
    vi.setSystemTime(Date.now() + 29_000)
    await fetchPortfolio(kit)
    expect(api.count('GET', '/v1/account/')).toBe(1)
    vi.setSystemTime(Date.now() + 1_000)
    await fetchPortfolio(kit)
    expect(api.count('GET', '/v1/account/')).toBe(2)
    await fetchPortfolio(kit, { force: true })
    expect(api.count('GET', '/v1/account/')).toBe(3)
    expect(api.requests.at(-1)!.url.searchParams.get('forceUpdate')).toBe('true')
  })

  test('behavior: failure → Token Balance Unavailable, no retry for 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    let fail = true
    const api = createFakeApi({
      'GET /v1/account/': () => (fail ? json({ message: 'Token Balance Unavailable', code: 'UPSTREAM_UNAVAILABLE' }, 502) : { balances }),
    })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    await fetchPortfolio(kit)
    expect(getTokenBalances(kit)).toMatchObject({ status: 'error', tokens: [], error: { message: 'Token Balance Unavailable', status: 502 } })
    fail = false
    vi.setSystemTime(Date.now() + 29_999)
    await fetchPortfolio(kit)
    expect(api.count('GET', '/v1/account/')).toBe(1)
    vi.setSystemTime(Date.now() + 1)
    await fetchPortfolio(kit)
    expect(api.count('GET', '/v1/account/')).toBe(2)
    expect(getTokenBalances(kit)).toMatchObject({ status: 'success', error: undefined })
  })

  test('behavior: 401/429 raise their alert once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const api = createFakeApi({
      'GET /v1/account/': () => json({ message: 'Rate Limited', code: 'RATE_LIMITED' }, 429),
      'GET /v1/identity/': () => json({ message: 'Unauthorized: invalid key', code: 'INVALID_PROJECT_ID' }, 401),
    })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    await fetchPortfolio(kit)
    await fetchPortfolio(kit, { force: true })
    await vi.waitFor(
      () =>
        expect(
          getAlerts(kit)
            .map((alert) => alert.message)
            .sort(),
        ).toEqual(['Invalid Project ID', 'Rate Limited']),
      {
        timeout: 5_000,
      },
    )
    vi.setSystemTime(Date.now() + 60_000)
    await fetchPortfolio(kit, { force: true })
    expect(getAlerts(kit).filter((alert) => alert.code === 'RATE_LIMITED')).toHaveLength(2)
  })

  test('behavior: no apiUrl → nothing fetched, not available', async () => {
    const api = createFakeApi()
    const kit = createApiTestKit(api, { apiUrl: undefined })
    await connect(kit, { connectorId: 'mock' })
    await fetchPortfolio(kit)
    expect(api.requests).toHaveLength(0)
    expect(getTokenBalances(kit)).toMatchObject({ status: 'idle', available: false })
  })

  test('behavior: disconnected → nothing fetched', async () => {
    const api = createFakeApi()
    const kit = createApiTestKit(api)
    await fetchPortfolio(kit)
    expect(api.count('GET', '/v1/account/')).toBe(0)
  })

  test('behavior: balances work on EVM and Solana only (docs/rules/limits.md)', async () => {
    const api = createFakeApi({ 'GET /v1/account/': () => ({ balances }) })
    const kit = createApiTestKit(api)
    await connect(kit, { connectorId: 'mock' })
    await fetchPortfolio(kit, { namespace: 'bip122' })
    expect(api.count('GET', '/v1/account/')).toBe(0)
    expect(getTokenBalances(kit).supported).toBe(true)
  })
})

/** The mock adapter plus the `getTokenBalances` capability (chain reads an adapter adds to the list). */
function withChainBalances(read: () => Promise<readonly AdapterTokenBalance[]>): Adapter {
  const adapter = mockAdapter({ accounts: [testAddress], balance: 1_234_567_000_000_000_000n })
  return { namespace: adapter.namespace, setup: (context) => ({ ...adapter.setup(context), getTokenBalances: read }) }
}

describe('fetchPortfolio: adapter chain balances', () => {
  const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

  test("behavior: the chain's quantities replace the API's for the same token; other chain tokens are added", async () => {
    const api = createFakeApi({ 'GET /v1/account/': () => ({ balances }) })
    const adapter = withChainBalances(async () => [
      { name: 'Ether', symbol: 'ETH', decimals: 18, amount: 2_000_000_000_000_000_000n },
      { name: 'USDC', symbol: 'USDC', decimals: 6, amount: 5_000_000n, address: usdc },
      { name: 'Chain only', symbol: 'CHN', decimals: 2, amount: 150n, address: '0x0000000000000000000000000000000000000002' },
    ])
    const kit = createApiTestKit(api, { adapters: [adapter] })
    await connect(kit, { connectorId: 'mock' })
    await fetchPortfolio(kit)
    expect(getTokenBalances(kit).tokens.map(({ symbol, quantity, value, address }) => ({ symbol, numeric: quantity.numeric, value, address }))).toEqual([
      { symbol: 'ETH', numeric: '2', value: 2, address: undefined },
      { symbol: 'USDC', numeric: '5', value: 5, address: `eip155:31337:${usdc}` },
      { symbol: 'CHN', numeric: '1.5', value: 0, address: 'eip155:31337:0x0000000000000000000000000000000000000002' },
    ])
  })

  test('behavior: without the Kit API the chain balances alone; both failing is Token Balance Unavailable', async () => {
    let fail = false
    const adapter = withChainBalances(async () => {
      if (fail) throw new Error('RPC down')
      return [{ name: 'Ether', symbol: 'ETH', decimals: 18, amount: 10n ** 18n }]
    })
    const kit = createApiTestKit(createFakeApi({}), { adapters: [adapter], apiUrl: undefined })
    await connect(kit, { connectorId: 'mock' })
    await fetchPortfolio(kit)
    expect(getTokenBalances(kit)).toMatchObject({ status: 'success', tokens: [{ symbol: 'ETH', quantity: { numeric: '1' } }] })
    fail = true
    await fetchPortfolio(kit, { force: true })
    expect(getTokenBalances(kit)).toMatchObject({ status: 'error', error: { message: 'Token Balance Unavailable', reason: 'RPC down' } })
  })

  test('behavior: the API failing keeps the chain balances', async () => {
    const api = createFakeApi({ 'GET /v1/account/': () => json({ message: 'Token Balance Unavailable', code: 'UPSTREAM_UNAVAILABLE' }, 502) })
    const adapter = withChainBalances(async () => [{ name: 'Ether', symbol: 'ETH', decimals: 18, amount: 10n ** 18n }])
    const kit = createApiTestKit(api, { adapters: [adapter] })
    await connect(kit, { connectorId: 'mock' })
    await fetchPortfolio(kit)
    expect(getTokenBalances(kit)).toMatchObject({ status: 'success', tokens: [{ symbol: 'ETH', quantity: { numeric: '1' } }] })
  })
})
