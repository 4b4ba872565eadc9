import { describe, expect, test } from 'vitest'
import { createTestClient } from './api.test-utils.js'
import { getAnalyticsConfig } from './getAnalyticsConfig.js'
import { getBalance } from './getBalance.js'
import { getConfig } from './getConfig.js'
import { getFungiblePrice } from './getFungiblePrice.js'
import { getHistory } from './getHistory.js'
import { getIdentity } from './getIdentity.js'
import { getImageUrl } from './getImageUrl.js'
import { getNfts } from './getNfts.js'
import { getOrigins } from './getOrigins.js'
import { getSupportedChains } from './getSupportedChains.js'
import { getWallets } from './getWallets.js'
import { sendEvent } from './sendEvent.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const query = (url: URL) => Object.fromEntries(url.searchParams)

const balance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: 10000,
  price: 1,
  quantity: { decimals: '6', numeric: '10000' },
  iconUrl: 'http://api.test/public/getTokenImage/USDC',
}

const transaction = {
  id: 'eip155:31337:0xabc',
  metadata: {
    operationType: 'send',
    hash: '0xabc',
    minedAt: '2026-01-01T00:00:00.000Z',
    sentFrom: address,
    sentTo: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    status: 'confirmed',
    nonce: 3,
    chain: 'eip155:31337',
  },
  transfers: [
    {
      fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'x' }, flags: { is_spam: false } },
      direction: 'out',
      quantity: { numeric: '10' },
      value: 10,
      price: 1,
    },
  ],
}

const nft = {
  id: 'eip155:31337:0x9fe4:3',
  chainId: 'eip155:31337',
  contract: { address: 'eip155:31337:0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', name: 'Kit Test NFT', symbol: 'KITNFT' },
  tokenId: '3',
  name: 'Kit Test NFT #3',
  description: null,
  content: { preview: { url: 'data:image/svg+xml;base64,AA==' } },
  tokenUri: null,
  flags: { is_spam: false },
}

describe('GET endpoints carry projectId, st and sv', () => {
  test('getBalance', async () => {
    const { client, requests } = createTestClient(() => ({ balances: [balance] }))
    const result = await getBalance(client, { address, chainId: 'eip155:31337' })
    expect(result.balances[0]).toEqual(balance)
    expect(requests[0]!.url.pathname).toBe(`/v1/account/${address}/balance`)
    expect(query(requests[0]!.url)).toEqual({ projectId: 'kit-demo', st: 'appkit', sv: 'html-kit-0.1.0', currency: 'usd', chainId: 'eip155:31337' })
    await getBalance(client, { address, forceUpdate: true, currency: 'eur' })
    expect(query(requests[1]!.url)).toMatchObject({ currency: 'eur', forceUpdate: 'true' })
    expect(requests[1]!.url.searchParams.has('chainId')).toBe(false)
  })

  test('getIdentity', async () => {
    const { client, requests } = createTestClient(() => ({ name: 'alice.kit', avatar: null }))
    expect(await getIdentity(client, { address, sender: address })).toEqual({ name: 'alice.kit', avatar: null })
    expect(requests[0]!.url.pathname).toBe(`/v1/identity/${address}`)
    expect(query(requests[0]!.url)).toEqual({ projectId: 'kit-demo', st: 'appkit', sv: 'html-kit-0.1.0', sender: address })
  })

  test('getHistory', async () => {
    const { client, requests } = createTestClient(() => ({ data: [transaction], next: 'c2' }))
    const page = await getHistory(client, { address, chainId: 'eip155:31337', cursor: 'c1', limit: 5 })
    expect(page.next).toBe('c2')
    expect(page.data[0]!.metadata.hash).toBe('0xabc')
    expect(query(requests[0]!.url)).toEqual({
      projectId: 'kit-demo',
      st: 'appkit',
      sv: 'html-kit-0.1.0',
      cursor: 'c1',
      chainId: 'eip155:31337',
      limit: '5',
    })
  })

  test('getNfts', async () => {
    const { client, requests } = createTestClient(() => ({ data: [nft], next: null }))
    expect((await getNfts(client, { address, chainId: 'eip155:31337' })).data[0]!.tokenId).toBe('3')
    expect(requests[0]!.url.pathname).toBe(`/v1/account/${address}/nfts`)
    expect(query(requests[0]!.url)).toMatchObject({ st: 'appkit', sv: 'html-kit-0.1.0' })
  })

  test('getWallets', async () => {
    const wallet = { id: 'metamask', name: 'MetaMask', image_id: 'abcdef0123456789', chains: ['eip155:1'], rdns: 'io.metamask' }
    const { client, requests } = createTestClient(() => ({ count: 1, data: [wallet] }))
    const result = await getWallets(client, { page: 2, search: ' meta ', include: ['a', 'b'], exclude: [], chains: ['eip155:1'], badgeType: 'certified' })
    expect(result).toMatchObject({ count: 1, data: [{ id: 'metamask', name: 'MetaMask' }] })
    expect(query(requests[0]!.url)).toEqual({
      projectId: 'kit-demo',
      st: 'appkit',
      sv: 'html-kit-0.1.0',
      page: '2',
      entries: '40',
      search: 'meta',
      include: 'a,b',
      chains: 'eip155:1',
      badge_type: 'certified',
    })
  })

  test('getConfig, getOrigins, getAnalyticsConfig, getSupportedChains', async () => {
    const { client, requests } = createTestClient(({ url }) => {
      if (url.pathname === '/appkit/v1/config') return { features: [{ id: 'activity', isEnabled: false, config: null }] }
      if (url.pathname === '/projects/v1/origins') return { allowedOrigins: ['http://localhost:*'] }
      if (url.pathname === '/getAnalyticsConfig') return { isAnalyticsEnabled: true }
      return { http: ['eip155:31337'], ws: [] }
    })
    expect(await getConfig(client)).toEqual({ features: [{ id: 'activity', isEnabled: false, config: null }] })
    expect(await getOrigins(client)).toEqual({ allowedOrigins: ['http://localhost:*'] })
    expect(await getAnalyticsConfig(client)).toEqual({ isAnalyticsEnabled: true })
    expect(await getSupportedChains(client)).toEqual({ http: ['eip155:31337'], ws: [] })
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/appkit/v1/config',
      '/projects/v1/origins',
      '/getAnalyticsConfig',
      '/v1/supported-chains',
    ])
    for (const request of requests) expect(query(request.url)).toMatchObject({ projectId: 'kit-demo', st: 'appkit', sv: 'html-kit-0.1.0' })
  })
})

describe('POST endpoints', () => {
  test('getFungiblePrice: body carries currency, addresses, projectId', async () => {
    const { client, requests } = createTestClient(() => ({ fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: 'x', price: 3000 }] }))
    const result = await getFungiblePrice(client, { addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] })
    expect(result.fungibles[0]!.price).toBe(3000)
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { currency: 'usd', addresses: ['eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'], projectId: 'kit-demo' },
    })
    expect(requests[0]!.headers['content-type']).toBe('application/json')
  })

  test('sendEvent: query projectId, st, sv; body eventId, url, domain, timestamp, props', async () => {
    const { client, requests } = createTestClient(() => ({ success: true, stored: true }))
    const body = { eventId: 'e1', url: 'http://localhost:5173/', domain: 'localhost', timestamp: 1, props: { type: 'track', event: 'MODAL_OPEN' } }
    expect(await sendEvent(client, body)).toEqual({ success: true, stored: true })
    expect(requests[0]!.url.pathname).toBe('/e')
    expect(query(requests[0]!.url)).toEqual({ projectId: 'kit-demo', st: 'appkit', sv: 'html-kit-0.1.0' })
    expect(requests[0]!.body).toEqual(body)
  })
})

test('getImageUrl', () => {
  const { client } = createTestClient()
  expect(getImageUrl(client, { kind: 'wallet', id: 'abc' })).toBe('http://api.test/getWalletImage/abc')
  expect(getImageUrl(client, { kind: 'token', id: 'USDC' })).toBe('http://api.test/public/getTokenImage/USDC')
  expect(getImageUrl(client, { kind: 'asset', id: 'eip155-1' })).toBe('http://api.test/getAssetImage/eip155-1')
  expect(getImageUrl(client, { kind: 'currency', id: 'USD' })).toBe('http://api.test/public/getCurrencyImage/USD')
})
