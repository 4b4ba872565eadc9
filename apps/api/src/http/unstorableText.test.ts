import { type Devnet, startDevnet } from '@kit/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningApi, startApi } from '../startApi.js'
import { devnetChains } from '../testing/devnetChains.js'

// As an attacker: lone surrogates and NUL in every string of every JSON route of a real API on
// PGlite, against a real devnet. Each is a 400 with a message naming the field, never a 5xx, and
// nothing is stored.
describe('Kit API: text PostgreSQL cannot store', () => {
  let devnet: Devnet
  let api: RunningApi
  const logs: string[] = []
  const Q = 'projectId=p&st=appkit&sv=html-test-1.0.0'
  const origin = 'http://127.0.0.1:5173'

  beforeAll(async () => {
    devnet = await startDevnet({ freePorts: true, handleSignals: false })
    api = await startApi(
      {
        port: 0,
        storage: { dataDir: 'memory://' },
        chains: devnetChains(devnet),
        prices: { source: 'static', usd: { ETH: 3000, USDC: 1 } },
        projects: [{ id: 'p', allowedOrigins: [origin], rateLimit: { requestsPerSecond: 100_000, burst: 100_000 } }],
        indexer: { enabled: false },
      },
      { log: (message: string) => logs.push(message) },
    )
  }, 60_000)
  afterAll(async () => {
    await api?.close()
    await devnet?.stop()
  })

  const post = (path: string, body: string): Promise<Response> =>
    fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body })
  const events = async (): Promise<number> => (await api.db.query<{ n: number }>('select count(*)::int as n from analytics_events'))[0]?.n ?? -1

  const validEvent = () => ({
    eventId: `evt-${Math.random().toString(36).slice(2)}`,
    url: 'http://127.0.0.1:5173/',
    domain: '127.0.0.1',
    timestamp: Date.now(),
    props: { type: 'track', event: 'MODAL_OPEN', address: '0x1', properties: { connected: false, name: 'x' } },
  })
  const validPrice = () => ({ currency: 'usd', addresses: [`eip155:${devnet.chains[0]!.chainId}:${Object.values(devnet.tokens)[0]!.address}`], projectId: 'p' })

  /** Every string value (by path) of `value`, to replace one at a time. */
  function stringPaths(value: unknown, path: string[] = []): string[][] {
    if (typeof value === 'string') return [path]
    if (typeof value !== 'object' || value === null) return []
    return Object.entries(value).flatMap(([key, child]) => stringPaths(child, [...path, key]))
  }
  function replaced(value: unknown, path: string[], text: string): unknown {
    const copy = structuredClone(value) as Record<string, unknown>
    let target = copy
    for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>
    target[path.at(-1)!] = text
    return copy
  }
  const hostile = ['\ud800', 'ok\udc00', '\udbff\u0041', 'a\u0000b']

  it('default: the valid bodies are accepted (the control)', async () => {
    expect((await post(`/e?${Q}`, JSON.stringify(validEvent()))).status).toBe(202)
    expect((await post('/v1/fungible/price', JSON.stringify(validPrice()))).status).toBe(200)
    // Paired surrogates are text PostgreSQL stores: an emoji in props is fine.
    const emoji = validEvent()
    emoji.props.properties.name = '😀'
    expect((await post(`/e?${Q}`, JSON.stringify(emoji))).status).toBe(202)
  })

  it('behavior: POST /e and POST /v1/fungible/price with a lone surrogate or NUL in any string → 400 naming the field', async () => {
    const before = await events()
    const cases: { path: string; body: unknown; field: string }[] = []
    for (const text of hostile) {
      const event = validEvent()
      for (const path of stringPaths(event)) cases.push({ path: `/e?${Q}`, body: replaced(event, path, text), field: path.join('.') })
      cases.push({ path: `/e?${Q}`, body: { ...event, props: { ...event.props, properties: { [text]: 1 } } }, field: 'props.properties' })
      cases.push({ path: `/e?${Q}`, body: { ...event, props: { ...event.props, list: [{ deep: [text] }] } }, field: 'props.list.0.deep.0' })
      const price = validPrice()
      for (const path of stringPaths(price)) cases.push({ path: '/v1/fungible/price', body: replaced(price, path, text), field: path.join('.') })
    }
    expect(cases.length).toBeGreaterThan(40)
    for (const { path, body, field } of cases) {
      // JSON.stringify writes a lone surrogate as the escape `\ud800`, as an attacker's client would.
      const response = await post(path, JSON.stringify(body))
      const answer = (await response.json()) as { field?: string; message?: string }
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect(answer.field, JSON.stringify(body)).toBe(field)
      expect(answer.message).toMatch(/^(Key: )?Text may not contain (NUL characters|lone UTF-16 surrogates)/)
    }
    // Raw bytes of an encoded surrogate (CESU-8 ED A0 80) are not UTF-8: decoded as U+FFFD, stored fine or refused, never a 5xx.
    const raw = Buffer.concat([
      Buffer.from('{"eventId":"raw-'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from(`","url":"http://127.0.0.1:5173/","domain":"x","timestamp":1,"props":{"event":"E"}}`),
    ])
    const rawResponse = await fetch(`${api.url}/e?${Q}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw })
    expect(rawResponse.status).toBeLessThan(500)
    expect(await events()).toBe(before + (rawResponse.status === 202 ? 1 : 0))
    expect(logs.filter((line) => line.includes('failed'))).toEqual([])
  })

  it('behavior: every GET route with a surrogate or NUL in its path or query → 4xx, never 5xx', async () => {
    const account = devnet.accounts[0]!
    const routes = [
      '/appkit/v1/config',
      '/projects/v1/origins',
      '/getAnalyticsConfig',
      '/getWallets',
      '/v1/supported-chains',
      `/v1/account/${account}/balance`,
      `/v1/identity/${account}`,
      `/v1/account/${account}/history`,
      `/v1/account/${account}/nfts`,
      '/getWalletImage/metamask',
      '/getAssetImage/x',
      '/public/getCurrencyImage/usd',
      '/public/getTokenImage/USDC',
    ]
    // What a URL can carry for a lone surrogate: its CESU-8 bytes, the non-standard %u form, NUL.
    const values = ['%ED%A0%80', '%ED%B0%80x', '%uD800', '%00', '%C0%80']
    for (const route of routes) {
      for (const value of values) {
        for (const key of ['chainId', 'currency', 'cursor', 'sender', 'search', 'include', 'st', 'projectId']) {
          const url = `${api.url}${route}?${Q}&${key}=${value}`
          const response = await fetch(url, { headers: { origin } })
          expect(response.status, url).toBeLessThan(500)
        }
        const pathUrl = `${api.url}${route.replace(/(0x[0-9a-fA-F]{40}|metamask|x$|usd$|USDC$)/, `$1${value}`)}?${Q}`
        expect((await fetch(pathUrl, { headers: { origin } })).status, pathUrl).toBeLessThan(500)
      }
    }
    expect(logs.filter((line) => line.includes('failed'))).toEqual([])
  }, 120_000)
})
