import { Agent, request as httpRequest } from 'node:http'
import { DEVNET_ACCOUNT_ABSTRACTION, DEVNET_NFT, type Devnet, startDevnet, testNftAbi, testNftBytecode, testTokenAbi, testTokenBytecode } from '@kit/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hash,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  type WalletClient,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiConfigInput } from '../config/apiConfigSchema.js'
import { migrate, readMigrations } from '../db/migrate.js'
import { type RunningApi, startApi } from '../startApi.js'
import { devnetChains, devnetContracts } from './devnetChains.js'
import { generateMalformedRequests } from './generateMalformedRequests.js'

/** Where a suite keeps its data; the same `storage` value reopens the same data. */
export interface SuiteStorage {
  readonly storage: NonNullable<ApiConfigInput['storage']>
  cleanup(): Promise<void>
}

const SDK = 'st=appkit&sv=html-test-1.0.0'
const Q = `projectId=test-project&${SDK}`
const BIG_LIMIT = { requestsPerSecond: 100_000, burst: 100_000 }

interface Json {
  [key: string]: any // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * The Kit API integration suite, run once per storage (PGlite, PostgreSQL): a real devnet, the
 * real HTTP server, every endpoint, the indexer (transfers, pagination, spam, NFTs, reorgs),
 * 401/403/429/400 answers, a fuzz run and a restart.
 */
export function defineApiSuite(name: string, openStorage: () => Promise<SuiteStorage>): void {
  describe(name, () => {
    let devnet: Devnet
    let storage: SuiteStorage
    let api: RunningApi
    const logs: string[] = []
    const clients = new Map<number, { public: PublicClient; wallet: WalletClient }>()
    const accounts = (): readonly Address[] => devnet.accounts

    const config = (): ApiConfigInput => ({
      host: '127.0.0.1',
      port: 0,
      storage: storage.storage,
      chains: devnetChains(devnet, (chain) => ({
        nftCollections: devnetContracts.nftCollections,
        // Smart accounts on the first chain only.
        ...(chain === devnet.chains[0] ? { smartAccount: { delegate: DEVNET_ACCOUNT_ABSTRACTION.simple7702Account } } : {}),
      })),
      prices: { source: 'static', usd: { ETH: 3000, USDC: 1, TST: 0.5 }, fiatRates: { usd: 1, eur: 0.5 } },
      projects: [
        { id: 'test-project', allowedOrigins: ['http://localhost:*', 'https://*.example.com', 'http://127.0.0.1:5173'], rateLimit: BIG_LIMIT },
        { id: 'limited', rateLimit: { requestsPerSecond: 0.2, burst: 3 } },
        { id: 'quiet', analytics: false, features: { smartAccounts: false }, rateLimit: BIG_LIMIT },
        { id: 'fuzz', allowedOrigins: ['http://allowed.test'], rateLimit: BIG_LIMIT },
      ],
      indexer: { enabled: false, pollIntervalMs: 100, batchSize: 200 },
    })

    const url = (path: string): string => `${api.url}${path}`
    const get = (path: string, headers: Record<string, string> = {}): Promise<Response> => fetch(url(path), { headers })
    const getJson = async (path: string, headers: Record<string, string> = {}): Promise<Json> => {
      const response = await get(path, headers)
      expect(response.status, `${path}: ${response.status}`).toBe(200)
      return (await response.json()) as Json
    }
    const post = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
      fetch(url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
    const count = async (table: string): Promise<number> => {
      const rows = await api.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)
      return rows[0]?.n ?? -1
    }
    const chain = (chainId: number) => {
      const found = clients.get(chainId)
      if (!found) throw new Error(`no client for ${chainId}`)
      return found
    }
    const confirm = async (chainId: number, hash: Hash): Promise<Hash> => {
      const receipt = await chain(chainId).public.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      expect(receipt.status).toBe('success')
      return hash
    }
    const sendEth = async (chainId: number, from: Address, to: Address, ether: string): Promise<Hash> =>
      confirm(chainId, await chain(chainId).wallet.sendTransaction({ account: from, to, value: parseEther(ether), chain: null }))
    const sendToken = async (chainId: number, token: Address, from: Address, to: Address, amount: bigint): Promise<Hash> =>
      confirm(
        chainId,
        await chain(chainId).wallet.writeContract({
          account: from,
          address: token,
          abi: testTokenAbi,
          functionName: 'transfer',
          args: [to, amount],
          chain: null,
        }),
      )
    const history = (address: Address, extra = ''): Promise<Json> => getJson(`/v1/account/${address}/history?${Q}${extra}`)
    const allHistory = async (address: Address, extra = ''): Promise<Json[]> => {
      const items: Json[] = []
      let cursor: string | null = null
      do {
        const page: Json = await history(address, `${extra}${cursor ? `&cursor=${cursor}` : ''}`)
        items.push(...page['data'])
        cursor = page['next']
      } while (cursor)
      return items
    }

    beforeAll(async () => {
      ;[devnet, storage] = await Promise.all([startDevnet({ freePorts: true, handleSignals: false }), openStorage()])
      for (const devnetChain of devnet.chains) {
        const transport = http(devnetChain.rpcUrl)
        clients.set(devnetChain.chainId, {
          public: createPublicClient({ transport, pollingInterval: 20 }) as PublicClient,
          wallet: createWalletClient({ transport }),
        })
      }
      api = await startApi(config(), { log: (message) => logs.push(message) })
    })

    afterAll(async () => {
      await api?.close()
      await Promise.all([devnet?.stop(), storage?.cleanup()])
      if (logs.length > 0) console.warn(`${name}: API log\n${logs.join('\n')}`)
    })

    describe('storage', () => {
      it('applies the SQL migrations once and records them', async () => {
        const rows = await api.db.query<{ name: string }>('select name from kit_migrations order by name')
        expect(rows.map((row) => row.name)).toEqual(readMigrations().map((migration) => migration.name))
        expect(await migrate(api.db)).toEqual([])
      })
    })

    describe('project config endpoints', () => {
      it('GET /appkit/v1/config lists the features in AppKit remote-config shape', async () => {
        const body = await getJson(`/appkit/v1/config?projectId=test-project`)
        expect(body['features']).toEqual(
          expect.arrayContaining([
            { id: 'social_login', isEnabled: true, config: ['email', 'google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] },
            { id: 'swaps', isEnabled: true, config: ['kit'] },
            { id: 'onramp', isEnabled: true, config: ['kit-sandbox'] },
            { id: 'activity', isEnabled: true, config: null },
            { id: 'multi_wallet', isEnabled: false, config: null },
          ]),
        )
        // The chains with a smart-account delegate; none for a project that turned them off.
        expect(body['smartAccountEnabledNetworks']).toEqual([`eip155:${devnet.chains[0]?.chainId}`])
        expect((await getJson('/appkit/v1/config?projectId=quiet'))['smartAccountEnabledNetworks']).toEqual([])
      })

      it('GET /projects/v1/origins and /getAnalyticsConfig', async () => {
        expect(await getJson('/projects/v1/origins?projectId=test-project')).toEqual({
          allowedOrigins: ['http://localhost:*', 'https://*.example.com', 'http://127.0.0.1:5173'],
        })
        expect(await getJson('/getAnalyticsConfig?projectId=test-project')).toEqual({ isAnalyticsEnabled: true })
        expect(await getJson('/getAnalyticsConfig?projectId=quiet')).toEqual({ isAnalyticsEnabled: false })
        expect(await getJson('/getAnalyticsConfig', { 'x-project-id': 'quiet' })).toEqual({ isAnalyticsEnabled: false })
      })

      it('unknown project → 401 "Unauthorized: invalid key"; missing → 400 naming projectId', async () => {
        const unknown = await get(`/v1/supported-chains?projectId=nope&${SDK}`)
        expect(unknown.status).toBe(401)
        expect(await unknown.json()).toEqual({ message: 'Unauthorized: invalid key', code: 'INVALID_PROJECT_ID' })
        const missing = await get(`/v1/supported-chains?${SDK}`)
        expect(missing.status).toBe(400)
        expect(await missing.json()).toEqual({ error: 'Invalid input', field: 'projectId', message: 'Required' })
      })

      it('origins: wildcards allowed with CORS headers, others → 403 "Unauthorized: origin not allowed"', async () => {
        for (const origin of ['http://localhost:4000', 'https://app.example.com', 'http://127.0.0.1:5173']) {
          const response = await get(`/v1/supported-chains?${Q}`, { origin })
          expect(response.status, origin).toBe(200)
          expect(response.headers.get('access-control-allow-origin')).toBe(origin)
          expect(response.headers.get('vary')).toBe('Origin')
        }
        // A route's own error passes the error handler and then the project guard: Origin is named once.
        const invalid = await fetch(url('/v1/fungible/price?projectId=test-project'), {
          method: 'POST',
          headers: { origin: 'http://localhost:4000', 'content-type': 'application/json' },
          body: JSON.stringify({ currency: 'usd', addresses: ['eip155:1'] }),
        })
        expect(invalid.status).toBe(400)
        expect(invalid.headers.get('access-control-allow-origin')).toBe('http://localhost:4000')
        expect(invalid.headers.get('vary')).toBe('Origin')
        for (const origin of ['https://example.com', 'http://evil.test', 'http://127.0.0.1:5174', 'https://a.b.example.com']) {
          const response = await get(`/v1/supported-chains?${Q}`, { origin })
          expect(response.status, origin).toBe(403)
          // readable by the SDK, which maps the message to 'Origin Not Allowed'
          expect(response.headers.get('access-control-allow-origin')).toBe(origin)
          expect(response.headers.get('vary')).toBe('Origin')
          expect(await response.json()).toEqual({ message: 'Unauthorized: origin not allowed', code: 'ORIGIN_NOT_ALLOWED' })
        }
        const preflight = await fetch(url(`/v1/fungible/price?projectId=test-project`), {
          method: 'OPTIONS',
          headers: { origin: 'http://localhost:4000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        })
        expect(preflight.status).toBe(204)
        expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4000')
        expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
      })

      it('rate limit per project and client → 429 "Rate Limited" with Retry-After', async () => {
        const statuses: number[] = []
        let limited: Response | undefined
        for (let index = 0; index < 5; index++) {
          const response = await get(`/v1/supported-chains?projectId=limited&${SDK}`)
          statuses.push(response.status)
          if (response.status === 429) limited = response
          else await response.arrayBuffer()
        }
        expect(statuses).toEqual([200, 200, 200, 429, 429])
        expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
        expect(await limited?.json()).toEqual({ message: 'Rate Limited', code: 'RATE_LIMITED' })
        // another project is not affected
        expect((await get(`/v1/supported-chains?${Q}`)).status).toBe(200)
      })

      it('blockchain GETs need st and sv → 400 naming the field', async () => {
        const noSt = await get('/v1/supported-chains?projectId=test-project&sv=1')
        expect(noSt.status).toBe(400)
        expect(await noSt.json()).toMatchObject({ error: 'Invalid input', field: 'st' })
        const badSv = await get('/v1/supported-chains?projectId=test-project&st=appkit&sv=%3Cscript%3E')
        expect(await badSv.json()).toMatchObject({ field: 'sv' })
      })

      it('unknown routes answer a JSON 404', async () => {
        const response = await get('/nope')
        expect(response.status).toBe(404)
        expect(await response.json()).toEqual({ message: 'Not Found', code: 'NOT_FOUND' })
        expect(await getJson('/health')).toEqual({ status: 'ok' })
      })
    })

    describe('POST /e (analytics)', () => {
      const event = (eventId: string, eventName = 'MODAL_OPEN') => ({
        eventId,
        url: 'http://localhost:5173/',
        domain: 'localhost',
        timestamp: 1_700_000_000_000,
        props: { type: 'track', event: eventName, properties: { connected: false } },
      })

      it('stores an event once per eventId', async () => {
        const before = await count('analytics_events')
        for (let attempt = 0; attempt < 2; attempt++) {
          const response = await post(`/e?${Q}`, event('evt-1'), { origin: 'http://localhost:5173' })
          expect(response.status).toBe(202)
          expect(await response.json()).toEqual({ success: true, stored: true })
        }
        expect(await count('analytics_events')).toBe(before + 1)
        const rows = await api.db.query<Json>(
          "select project_id, event_name, domain, sdk_type, sdk_version, origin, props from analytics_events where event_id = 'evt-1'",
        )
        expect(rows).toEqual([
          {
            project_id: 'test-project',
            event_name: 'MODAL_OPEN',
            domain: 'localhost',
            sdk_type: 'appkit',
            sdk_version: 'html-test-1.0.0',
            origin: 'http://localhost:5173',
            props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
          },
        ])
      })

      it('keeps only INITIALIZE when the project has analytics off', async () => {
        const before = await count('analytics_events')
        expect(await (await post(`/e?projectId=quiet&${SDK}`, event('q-1'))).json()).toEqual({ success: true, stored: false })
        expect(await (await post(`/e?projectId=quiet&${SDK}`, event('q-2', 'INITIALIZE'))).json()).toEqual({ success: true, stored: true })
        expect(await count('analytics_events')).toBe(before + 1)
      })

      it('rejects bad events (400/401/403/413) and stores nothing', async () => {
        const before = await count('analytics_events')
        const cases: Array<[Promise<Response>, number, string | undefined]> = [
          [post(`/e?${Q}`, '{"eventId":'), 400, 'body'],
          [post(`/e?${Q}`, { ...event('b-1'), timestamp: 'now' }), 400, 'timestamp'],
          [post(`/e?${Q}`, { ...event('b-2'), url: 'not a url' }), 400, 'url'],
          [post(`/e?${Q}`, { ...event('b-3'), props: {} }), 400, 'props.event'],
          [post(`/e?${Q}`, { ...event('b-4'), extra: 1 }), 400, undefined],
          // Text PostgreSQL cannot store (NUL, lone surrogates) is a 400 naming the field.
          [post(`/e?${Q}`, { ...event('b-5'), eventId: 'a\u0000b' }), 400, 'eventId'],
          [post(`/e?projectId=test-project`, event('b-6')), 400, 'st'],
          [post(`/e?projectId=nope&${SDK}`, event('b-7')), 401, undefined],
          [post(`/e?${Q}`, event('b-8'), { origin: 'http://evil.test' }), 403, undefined],
          [post(`/e?${Q}`, { ...event('b-9'), props: { event: 'X', blob: 'x'.repeat(20_000) } }), 413, undefined],
        ]
        for (const [pending, status, field] of cases) {
          const response = await pending
          const body = (await response.json()) as Json
          expect(response.status, JSON.stringify(body)).toBe(status)
          if (field) expect(body).toMatchObject({ error: 'Invalid input', field })
        }
        expect(await count('analytics_events')).toBe(before)
      })
    })

    describe('wallet catalogue and images', () => {
      it('GET /getWallets pages, searches and filters 100+ real wallets', async () => {
        const all = await getJson('/getWallets?projectId=test-project&entries=100')
        expect(all['count']).toBeGreaterThanOrEqual(100)
        expect(all['data']).toHaveLength(100)
        expect(all['data'][0]).toMatchObject({ id: 'metamask', name: 'MetaMask', rdns: 'io.metamask', mobile_link: 'metamask://' })
        const page2 = await getJson('/getWallets?projectId=test-project&entries=40&page=2')
        expect(page2['data'].map((wallet: Json) => wallet['order'])[0]).toBe(41)
        const search = await getJson('/getWallets?projectId=test-project&search=phan')
        expect(search).toMatchObject({ count: 1, data: [{ id: 'phantom' }] })
        const chains = await getJson('/getWallets?projectId=test-project&entries=100&chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&exclude=phantom')
        expect(chains['data'].map((wallet: Json) => wallet['id'])).toEqual(expect.arrayContaining(['solflare', 'backpack']))
        expect(chains['data'].map((wallet: Json) => wallet['id'])).not.toContain('phantom')
        const include = await getJson('/getWallets?projectId=test-project&include=rainbow,zerion')
        expect(include['data'].map((wallet: Json) => wallet['id'])).toEqual(['rainbow', 'zerion'])
        for (const [query, field] of [
          ['entries=101', 'entries'],
          ['page=0', 'page'],
          ['chains=eip155', 'chains.0'],
          ['badge_type=gold', 'badge_type'],
          ['include=Bad%20Id', 'include.0'],
        ]) {
          const response = await get(`/getWallets?projectId=test-project&${query}`)
          expect(response.status, query).toBe(400)
          expect(await response.json()).toMatchObject({ error: 'Invalid input', field })
        }
      })

      it('serves icons by id with content type and caching headers', async () => {
        const { data } = await getJson('/getWallets?projectId=test-project&include=metamask')
        const imageId = data[0]['image_id'] as string
        const image = await get(`/getWalletImage/${imageId}`)
        expect(image.status).toBe(200)
        expect(image.headers.get('content-type')).toBe('image/svg+xml')
        expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        expect(image.headers.get('access-control-allow-origin')).toBe('*')
        expect(await image.text()).toContain('<svg')
        const etag = image.headers.get('etag') ?? ''
        expect((await get(`/getWalletImage/${imageId}`, { 'if-none-match': etag })).status).toBe(304)
        for (const path of ['/public/getTokenImage/USDC', '/public/getTokenImage/eth', '/getAssetImage/eip155-8453', '/public/getCurrencyImage/USD']) {
          const response = await get(path)
          expect(response.status, path).toBe(200)
          expect(response.headers.get('content-type')).toBe('image/svg+xml')
          await response.arrayBuffer()
        }
        const unknown = await get('/getWalletImage/0000000000000000')
        expect(unknown.status).toBe(404)
        expect(await unknown.json()).toEqual({ message: 'Not Found', code: 'NOT_FOUND' })
        expect((await get('/public/getTokenImage/NOPE')).status).toBe(404)
        expect((await get('/getAssetImage/bad%20id')).status).toBe(400)
      })
    })

    describe('chains, balances and prices', () => {
      it('GET /v1/supported-chains', async () => {
        expect(await getJson(`/v1/supported-chains?${Q}`)).toEqual({ http: ['eip155:31337', 'eip155:8453'], ws: [] })
      })

      it('GET /v1/account/{address}/balance equals the chain, with price and value', async () => {
        const account = accounts()[1]!
        for (const devnetChain of devnet.chains) {
          const chainId = `eip155:${devnetChain.chainId}`
          const client = chain(devnetChain.chainId).public
          const body = await getJson(`/v1/account/${account}/balance?${Q}&currency=usd&chainId=${chainId}`)
          const eth = await client.getBalance({ address: account })
          const usdc = await client.readContract({ address: devnet.tokens.USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
          const tst = await client.readContract({ address: devnet.tokens.TST.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
          expect(body['balances']).toEqual([
            {
              name: 'Ether',
              symbol: 'ETH',
              chainId,
              value: expect.closeTo((Number(eth) / 1e18) * 3000, 6),
              price: 3000,
              quantity: { decimals: '18', numeric: expect.any(String) },
              iconUrl: `${api.url}/public/getTokenImage/ETH`,
            },
            {
              name: 'USD Coin',
              symbol: 'USDC',
              chainId,
              address: `${chainId}:${devnet.tokens.USDC.address}`,
              value: expect.closeTo(Number(usdc) / 1e6, 6),
              price: 1,
              quantity: { decimals: '6', numeric: String(usdc / 1_000_000n) },
              iconUrl: `${api.url}/public/getTokenImage/USDC`,
            },
            {
              name: 'Test Token',
              symbol: 'TST',
              chainId,
              address: `${chainId}:${devnet.tokens.TST.address}`,
              value: expect.closeTo((Number(tst) / 1e18) * 0.5, 6),
              price: 0.5,
              quantity: { decimals: '18', numeric: String(tst / 10n ** 18n) },
              iconUrl: `${api.url}/public/getTokenImage/TST`,
            },
          ])
          expect(parseEther(body['balances'][0]['quantity']['numeric'])).toBe(eth)
        }
        const both = await getJson(`/v1/account/${account}/balance?${Q}`)
        expect(both['balances'].map((balance: Json) => `${balance['chainId']}/${balance['symbol']}`)).toEqual([
          'eip155:31337/ETH',
          'eip155:31337/USDC',
          'eip155:31337/TST',
          'eip155:8453/ETH',
          'eip155:8453/USDC',
          'eip155:8453/TST',
        ])
        const eur = await getJson(`/v1/account/${account}/balance?${Q}&currency=EUR&chainId=eip155:8453`)
        expect(eur['balances'][0]['price']).toBe(1500)
      })

      it('balance: unsupported network or non-EVM address → empty; bad parameters → 400', async () => {
        const account = accounts()[1]!
        expect(await getJson(`/v1/account/${account}/balance?${Q}&chainId=eip155:1`)).toEqual({ balances: [] })
        expect(await getJson(`/v1/account/So11111111111111111111111111111111111111112/balance?${Q}`)).toEqual({ balances: [] })
        for (const [path, field, message] of [
          [`/v1/account/0x1234/balance?${Q}`, 'address', undefined],
          [`/v1/account/${account}/balance?${Q}&chainId=eip155:1:2`, 'chainId', 'Invalid CAIP-2 network id'],
          [`/v1/account/${account}/balance?${Q}&currency=btc`, 'currency', 'Unsupported currency'],
          [`/v1/account/${account}/balance?${Q}&currency=dollars`, 'currency', undefined],
        ] as const) {
          const response = await get(path)
          expect(response.status, path).toBe(400)
          const body = (await response.json()) as Json
          expect(body).toMatchObject({ error: 'Invalid input', field })
          if (message) expect(body['message']).toBe(message)
        }
      })

      it('balance: cached 30 s; forceUpdate and newly indexed transfers refresh it', async () => {
        const [from, to] = [accounts()[2]!, accounts()[3]!]
        const path = `/v1/account/${to}/balance?${Q}&chainId=eip155:31337`
        const usdcOf = (body: Json): string => body['balances'].find((balance: Json) => balance['symbol'] === 'USDC')['quantity']['numeric']
        const before = usdcOf(await getJson(path))
        await sendToken(31337, devnet.tokens.USDC.address, from, to, parseUnits('5', 6))
        expect(usdcOf(await getJson(path))).toBe(before) // warm cache
        const forced = usdcOf(await getJson(`${path}&forceUpdate=${devnet.tokens.USDC.address}`))
        expect(Number(forced)).toBe(Number(before) + 5)
        await sendToken(31337, devnet.tokens.USDC.address, from, to, parseUnits('1.5', 6))
        expect(usdcOf(await getJson(path))).toBe(forced)
        await api.indexer.catchUp() // the indexer sees the transfer and drops the cached answer
        expect(Number(usdcOf(await getJson(path)))).toBe(Number(before) + 6.5)
      })

      it('POST /v1/fungible/price prices listed tokens and the native currency', async () => {
        const response = await post('/v1/fungible/price', {
          projectId: 'test-project',
          currency: 'usd',
          addresses: [
            'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
            `eip155:8453:${devnet.tokens.USDC.address}`,
            `eip155:8453:${devnet.tokens.TST.address.toLowerCase()}`,
            'eip155:8453:0x0000000000000000000000000000000000000001',
            `eip155:1:${devnet.tokens.USDC.address}`,
          ],
        })
        expect(response.status).toBe(200)
        expect(await response.json()).toEqual({
          fungibles: [
            { name: 'Ether', symbol: 'ETH', iconUrl: `${api.url}/public/getTokenImage/ETH`, price: 3000 },
            { name: 'USD Coin', symbol: 'USDC', iconUrl: `${api.url}/public/getTokenImage/USDC`, price: 1 },
            { name: 'Test Token', symbol: 'TST', iconUrl: `${api.url}/public/getTokenImage/TST`, price: 0.5 },
          ],
        })
        const eur = await post(`/v1/fungible/price?projectId=test-project`, {
          currency: 'eur',
          addresses: ['eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
        })
        expect(await eur.json()).toMatchObject({ fungibles: [{ symbol: 'ETH', price: 1500 }] })
        const invalid = await post('/v1/fungible/price', { projectId: 'test-project', currency: 'usd', addresses: ['eip155:1'] })
        expect(invalid.status).toBe(400)
        expect(await invalid.json()).toEqual({ error: 'Invalid input', field: 'addresses.0', message: 'Invalid CAIP-10 address' })
        expect((await post('/v1/fungible/price', { projectId: 'nope', currency: 'usd', addresses: ['eip155:1:0x1'] })).status).toBe(401)
        expect((await post('/v1/fungible/price', { currency: 'usd', addresses: ['eip155:1:0x1'] })).status).toBe(400)
      })

      it('GET /v1/identity/{address}: nulls when unknown, stored names otherwise', async () => {
        const [known, unknown] = [accounts()[4]!, accounts()[5]!]
        expect(await getJson(`/v1/identity/${unknown}?${Q}`)).toEqual({ name: null, avatar: null })
        await api.db.query('insert into identities (address, name, avatar) values ($1, $2, $3)', [
          known.toLowerCase(),
          'alice.reown.id',
          'https://example.com/a.png',
        ])
        expect(await getJson(`/v1/identity/${known}?${Q}&sender=${unknown}`)).toEqual({ name: 'alice.reown.id', avatar: 'https://example.com/a.png' })
        expect((await get(`/v1/identity/${known}?${Q}&sender=nope`)).status).toBe(400)
      })
    })

    describe('indexer, history and NFTs', () => {
      it('a transfer made now shows up in the history after indexing', async () => {
        const [from, to] = [accounts()[9]!, accounts()[8]!]
        const ethHash = await sendEth(31337, from, to, '1.25')
        const usdcHash = await sendToken(8453, devnet.tokens.USDC.address, from, to, parseUnits('10', 6))
        await api.indexer.catchUp()
        const items = await allHistory(to)
        const eth = items.find((item) => item['metadata']['hash'] === ethHash)
        expect(eth).toMatchObject({
          id: `eip155:31337:${ethHash}`,
          metadata: {
            operationType: 'receive',
            hash: ethHash,
            sentFrom: from,
            sentTo: to,
            status: 'confirmed',
            chain: 'eip155:31337',
            nonce: expect.any(Number),
          },
          transfers: [
            {
              fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: `${api.url}/public/getTokenImage/ETH` }, flags: { is_spam: false } },
              direction: 'in',
              quantity: { numeric: '1.25' },
              value: 3750,
              price: 3000,
            },
          ],
        })
        expect(new Date(eth?.['metadata']['minedAt']).getTime()).toBeGreaterThan(0)
        const usdc = items.find((item) => item['metadata']['hash'] === usdcHash)
        expect(usdc).toMatchObject({
          metadata: { operationType: 'receive', chain: 'eip155:8453', sentFrom: from, sentTo: devnet.tokens.USDC.address },
          transfers: [{ fungible_info: { symbol: 'USDC', flags: { is_spam: false } }, direction: 'in', quantity: { numeric: '10' }, value: 10, price: 1 }],
        })
        const senderItems = await allHistory(from)
        expect(senderItems.find((item) => item['metadata']['hash'] === ethHash)).toMatchObject({
          metadata: { operationType: 'send' },
          transfers: [{ direction: 'out' }],
        })
      })

      it('pages newest first by cursor, with a chain filter; unsupported networks give empty pages', async () => {
        const [from, to] = [accounts()[6]!, accounts()[7]!]
        for (let index = 0; index < 5; index++) await sendToken(31337, devnet.tokens.TST.address, from, to, parseUnits(String(index + 1), 18))
        await api.indexer.catchUp()
        const pages: Json[] = []
        let cursor: string | null = null
        do {
          const page: Json = await history(to, `&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
          pages.push(page)
          cursor = page['next']
        } while (cursor && pages.length < 20)
        const items = pages.flatMap((page) => page['data'] as Json[])
        expect(pages.every((page) => page['data'].length <= 2)).toBe(true)
        expect(items).toHaveLength(9) // 4 mints (USDC, TST on two chains) + 5 transfers
        expect(new Set(items.map((item) => item['id'])).size).toBe(9)
        const times = items.map((item) => new Date(item['metadata']['minedAt']).getTime())
        expect([...times].sort((a, b) => b - a)).toEqual(times)
        // within a chain, newest first (across chains, blocks of the same second have no true order)
        const local = items.filter((item) => item['metadata']['chain'] === 'eip155:31337')
        expect(local.slice(0, 5).map((item) => item['transfers'][0]['quantity']['numeric'])).toEqual(['5', '4', '3', '2', '1'])
        expect(items.filter((item) => item['metadata']['operationType'] === 'mint')).toHaveLength(4)
        const base = await allHistory(to, '&chainId=eip155:8453')
        expect(base).toHaveLength(2)
        expect(base.every((item) => item['metadata']['chain'] === 'eip155:8453')).toBe(true)
        expect(await history(to, '&chainId=eip155:1')).toEqual({ data: [], next: null })
        expect(await getJson(`/v1/account/So11111111111111111111111111111111111111112/history?${Q}`)).toEqual({ data: [], next: null })
        for (const [extra, field] of [
          ['&cursor=%%%', 'cursor'],
          ['&limit=0', 'limit'],
          ['&limit=101', 'limit'],
          ['&chainId=x', 'chainId'],
        ]) {
          const response = await get(`/v1/account/${to}/history?${Q}${extra}`)
          expect(response.status, extra).toBe(400)
          expect(await response.json()).toMatchObject({ error: 'Invalid input', field })
        }
      })

      it('flags transfers of unlisted tokens and collections as spam', async () => {
        const [deployer, victim] = [accounts()[5]!, accounts()[6]!]
        const wallet = chain(31337).wallet
        const tokenReceipt = await chain(31337).public.waitForTransactionReceipt({
          hash: await wallet.deployContract({
            account: deployer,
            abi: testTokenAbi,
            bytecode: testTokenBytecode,
            args: ['Free Money', 'SPAM', 18],
            chain: null,
          }),
        })
        const spamToken = tokenReceipt.contractAddress!
        const spamHash = await confirm(
          31337,
          await wallet.writeContract({
            account: deployer,
            address: spamToken,
            abi: testTokenAbi,
            functionName: 'mint',
            args: [victim, parseUnits('1000', 18)],
            chain: null,
          }),
        )
        const nftReceipt = await chain(31337).public.waitForTransactionReceipt({
          hash: await wallet.deployContract({ account: deployer, abi: testNftAbi, bytecode: testNftBytecode, args: ['Spam NFT', 'SNFT'], chain: null }),
        })
        const spamNft = nftReceipt.contractAddress!
        const uri = `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'Claim your prize', image: 'https://spam.test/x.png' }))}`
        const spamNftHash = await confirm(
          31337,
          await wallet.writeContract({ account: deployer, address: spamNft, abi: testNftAbi, functionName: 'mint', args: [victim, 77n, uri], chain: null }),
        )
        await api.indexer.catchUp()

        const items = await allHistory(victim)
        expect(items.find((item) => item['metadata']['hash'] === spamHash)).toMatchObject({
          metadata: { operationType: 'mint' },
          transfers: [{ fungible_info: { name: 'Free Money', symbol: 'SPAM', flags: { is_spam: true } }, quantity: { numeric: '1000' }, price: 0, value: 0 }],
        })
        expect(items.find((item) => item['metadata']['hash'] === spamNftHash)).toMatchObject({
          transfers: [{ nft_info: { name: 'Claim your prize', content: { preview: { url: 'https://spam.test/x.png' } }, flags: { is_spam: true } } }],
        })
        const balances = await getJson(`/v1/account/${victim}/balance?${Q}&chainId=eip155:31337&forceUpdate=1`)
        expect(balances['balances'].map((balance: Json) => balance['symbol'])).toEqual(['ETH', 'USDC', 'TST'])
        const nfts = await getJson(`/v1/account/${victim}/nfts?${Q}`)
        expect(nfts['data']).toEqual([
          expect.objectContaining({
            tokenId: '77',
            name: 'Claim your prize',
            contract: { address: `eip155:31337:${getAddress(spamNft)}`, name: 'Spam NFT', symbol: 'SNFT' },
            flags: { is_spam: true },
          }),
        ])
      })

      it('GET /v1/account/{address}/nfts lists the devnet collection and follows transfers', async () => {
        const [owner, receiver] = [accounts()[0]!, accounts()[4]!]
        const before = await getJson(`/v1/account/${owner}/nfts?${Q}`)
        expect(before['data'].map((nft: Json) => `${nft['chainId']}#${nft['tokenId']}`)).toEqual([
          'eip155:31337#1',
          'eip155:31337#2',
          'eip155:8453#1',
          'eip155:8453#2',
        ])
        expect(before['data'][0]).toMatchObject({
          contract: { address: `eip155:31337:${DEVNET_NFT.address}`, name: DEVNET_NFT.name },
          name: 'Kit Test NFT #1',
          description: 'A token of the Kit devnet test collection.',
          content: { preview: { url: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } },
          tokenUri: expect.stringMatching(/^data:application\/json;base64,/),
          flags: { is_spam: false },
        })
        const hash = await confirm(
          31337,
          await chain(31337).wallet.writeContract({
            account: owner,
            address: DEVNET_NFT.address,
            abi: testNftAbi,
            functionName: 'transferFrom',
            args: [owner, receiver, 1n],
            chain: null,
          }),
        )
        await api.indexer.catchUp()
        const after = await getJson(`/v1/account/${owner}/nfts?${Q}&chainId=eip155:31337`)
        expect(after['data'].map((nft: Json) => nft['tokenId'])).toEqual(['2'])
        const received = await getJson(`/v1/account/${receiver}/nfts?${Q}&limit=1`)
        expect(received['data']).toEqual([expect.objectContaining({ chainId: 'eip155:31337', tokenId: '1', name: 'Kit Test NFT #1' })])
        expect(received['next']).toBeNull()
        const paged = await getJson(`/v1/account/${owner}/nfts?${Q}&limit=2`)
        expect(paged['data']).toHaveLength(2)
        const rest = await getJson(`/v1/account/${owner}/nfts?${Q}&limit=2&cursor=${paged['next']}`)
        expect(rest['data'].map((nft: Json) => `${nft['chainId']}#${nft['tokenId']}`)).toEqual(['eip155:8453#2'])
        const item = (await allHistory(receiver)).find((entry) => entry['metadata']['hash'] === hash)
        expect(item).toMatchObject({
          metadata: { operationType: 'receive' },
          transfers: [{ nft_info: { name: 'Kit Test NFT #1', flags: { is_spam: false } }, direction: 'in', quantity: { numeric: '1' } }],
        })
      })

      it('drops blocks that a chain rolled back (reorg) and re-reads them', async () => {
        const client = chain(8453).public
        const [from, to] = [accounts()[9]!, accounts()[8]!]
        const snapshot = await client.request({ method: 'evm_snapshot' } as never)
        const hash = await sendEth(8453, from, to, '2')
        await api.indexer.catchUp()
        expect((await allHistory(to, '&chainId=eip155:8453')).some((item) => item['metadata']['hash'] === hash)).toBe(true)
        await client.request({ method: 'evm_revert', params: [snapshot] } as never)
        await client.request({ method: 'anvil_mine', params: ['0x3'] } as never)
        await api.indexer.catchUp()
        expect((await allHistory(to, '&chainId=eip155:8453')).some((item) => item['metadata']['hash'] === hash)).toBe(false)
        const [status] = (await api.indexer.status()).filter((entry) => entry.chainId === 'eip155:8453')
        expect(status?.nextBlock).toBe(Number(await client.getBlockNumber({ cacheTime: 0 })) + 1)
      })

      it('the background loop indexes new blocks by itself', async () => {
        const [from, to] = [accounts()[9]!, accounts()[8]!]
        api.indexer.start()
        try {
          const hash = await sendEth(31337, from, to, '0.5')
          const deadline = Date.now() + 15_000
          let found = false
          while (!found && Date.now() < deadline) {
            found = (await history(to, '&chainId=eip155:31337&limit=5'))['data'].some((item: Json) => item['metadata']['hash'] === hash)
            if (!found) await new Promise((resolve) => setTimeout(resolve, 100))
          }
          expect(found).toBe(true)
        } finally {
          await api.indexer.stop()
        }
      })
    })

    describe('robustness', () => {
      it('fuzz: 1,200 malformed requests → no 5xx, the server stays up, nothing stored', async () => {
        const tables = [
          'analytics_events',
          'identities',
          'chain_transactions',
          'token_transfers',
          'account_activity',
          'nft_tokens',
          'token_metadata',
          'indexer_cursors',
        ]
        const before = await Promise.all(tables.map(count))
        const requests = generateMalformedRequests(1_200, 20_260_101, {
          projectId: 'fuzz',
          allowedOrigin: 'http://allowed.test',
          account: accounts()[1]!,
          chainIds: ['eip155:31337', 'eip155:8453'],
        })
        const agent = new Agent({ keepAlive: true, maxSockets: 16 })
        const { hostname, port } = new URL(api.url)
        const send = (request: (typeof requests)[number]): Promise<number> =>
          new Promise((resolve) => {
            const outgoing = httpRequest(
              {
                agent,
                hostname,
                port,
                method: request.method,
                path: request.path,
                headers: request.body === undefined ? request.headers : { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
              },
              (response) => {
                response.resume()
                response.on('end', () => resolve(response.statusCode ?? 0))
                response.on('error', () => resolve(-1))
              },
            )
            outgoing.on('error', () => resolve(-1))
            outgoing.end(request.body)
          })
        const statuses: number[] = new Array(requests.length)
        let next = 0
        await Promise.all(
          Array.from({ length: 16 }, async () => {
            while (next < requests.length) {
              const index = next++
              statuses[index] = await send(requests[index]!)
            }
          }),
        )
        agent.destroy()
        const failures = requests
          .map((request, index) => ({ ...request, status: statuses[index]!, body: request.body?.slice(0, 200) }))
          .filter((entry) => entry.status >= 500 || entry.status < 0)
        expect(failures).toEqual([])
        const histogram = new Map<number, number>()
        for (const status of statuses) histogram.set(status, (histogram.get(status) ?? 0) + 1)
        expect(histogram.get(400) ?? 0).toBeGreaterThan(requests.length * 0.3) // most reach validation
        // a POST /e that got a 2xx would have stored an event: none may
        expect(requests.filter((request, index) => request.path.startsWith('/e') && request.method === 'POST' && statuses[index]! < 300)).toEqual([])
        expect(await Promise.all(tables.map(count))).toEqual(before)
        expect(await getJson('/health')).toEqual({ status: 'ok' })
        expect(await getJson(`/v1/supported-chains?${Q}`)).toEqual({ http: ['eip155:31337', 'eip155:8453'], ws: [] })
        expect(logs.filter((line) => line.includes('failed:'))).toEqual([])
      })

      it('keeps its data across a restart and resumes indexing from the stored cursor', async () => {
        const status = await api.indexer.status()
        const events = await count('analytics_events')
        const historyBefore = JSON.stringify(await allHistory(accounts()[7]!))
        const oldUrl = api.url
        await api.close()
        api = await startApi(config(), { log: (message) => logs.push(message) })
        expect(await api.indexer.status()).toEqual(status)
        expect(await count('analytics_events')).toBe(events)
        // same items; only the icon URLs follow the new port
        expect(JSON.stringify(await allHistory(accounts()[7]!))).toBe(historyBefore.replaceAll(oldUrl, api.url))
        expect(await api.indexer.catchUp()).toBe(0)
      })
    })
  })
}
