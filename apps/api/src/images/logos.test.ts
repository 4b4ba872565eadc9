import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi, type KitApi } from '../createApi.js'
import { loadWalletCatalogue } from '../wallets/loadWalletCatalogue.js'
import { createLogoStore } from './createLogoStore.js'
import { NETWORK_LOGO_NAMES, SOCIAL_LOGO_SLUGS, STAND_IN_NETWORKS, WALLET_LOGO_NAMES } from './logoNames.js'

/** `GET /v1/images/...` on an in-process API: the logos come from the installed @web3icons/core and simple-icons. */
describe('GET /v1/images/{kind}/{id}', () => {
  let api: KitApi

  beforeAll(async () => {
    api = await createApi({ storage: { dataDir: 'memory://' }, indexer: { enabled: false }, logErrors: false })
  })
  afterAll(async () => {
    await api?.close()
  })

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await api.fetch(new Request(`http://api.test/v1/images/${path}`, { headers }))
    return { status: response.status, headers: response.headers, text: await response.text() }
  }

  it('default: a wallet logo is an SVG with its type, an ETag, a week of cache; If-None-Match answers 304', async () => {
    const logo = await get('wallets/metamask')
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toBe('image/svg+xml')
    expect(logo.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=86400')
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff')
    expect(logo.text).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/)
    expect(Number(logo.headers.get('content-length'))).toBe(Buffer.byteLength(logo.text))
    const etag = logo.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[0-9a-f]{16}"$/)
    expect((await get('wallets/metamask', { 'if-none-match': etag })).status).toBe(304)
  })

  it('parameters: every mapped wallet, network and social has its logo, each a different image', async () => {
    const paths = [
      ...Object.keys(WALLET_LOGO_NAMES).map((id) => `wallets/${id}`),
      ...Object.keys(NETWORK_LOGO_NAMES).map((id) => `networks/${id}`),
      ...Object.keys(SOCIAL_LOGO_SLUGS).map((id) => `socials/${id}`),
    ]
    const etags = new Set<string>()
    for (const path of paths) {
      const logo = await get(path)
      expect({ path, status: logo.status, type: logo.headers.get('content-type'), svg: logo.text.startsWith('<svg') }).toEqual({
        path,
        status: 200,
        type: 'image/svg+xml',
        svg: true,
      })
      etags.add(logo.headers.get('etag') ?? '')
    }
    expect(etags.size).toBe(paths.length)
    // Most of the shipped catalogue's well-known wallets resolve (by id or through the name table).
    const found = await Promise.all(loadWalletCatalogue().map(async (wallet) => (await get(`wallets/${wallet.id}`)).status === 200))
    expect(found.filter(Boolean).length).toBeGreaterThanOrEqual(30)
  })

  it('parameters: networks by CAIP-2 id or with a dash, tokens by symbol in any case, socials in their brand colour', async () => {
    const base = await get('networks/eip155:8453')
    expect(base.status).toBe(200)
    expect((await get('networks/eip155-8453')).headers.get('etag')).toBe(base.headers.get('etag'))
    const usdc = await get('tokens/USDC')
    expect(usdc.status).toBe(200)
    expect((await get('tokens/usdc')).headers.get('etag')).toBe(usdc.headers.get('etag'))
    expect((await get('tokens/ETH')).status).toBe(200)
    expect((await get('socials/google')).text).toMatch(/^<svg fill="#4285F4" /)
  })

  it('bad input: unknown logos 404 (initials in the kit), a bad id 400, an unknown kind 404', async () => {
    for (const path of ['networks/eip155:999999', 'tokens/TST', 'wallets/no-such-wallet', 'socials/myspace', 'wallets/..', 'stickers/metamask']) {
      const answer = await get(path)
      expect({ path, status: answer.status, body: JSON.parse(answer.text) }).toEqual({ path, status: 404, body: { message: 'Not Found', code: 'NOT_FOUND' } })
    }
    const bad = await get(`wallets/${encodeURIComponent('<svg>')}`)
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.text)).toEqual({ error: 'Invalid input', field: 'id', message: 'Expected 1-100 letters, digits or ._:-' })
  })

  it('parameters: a local or test network (anvil 31337, Base Sepolia, Solana devnet, …) shows the logo of the network it stands in for', async () => {
    for (const [network, standsFor] of Object.entries(STAND_IN_NETWORKS)) {
      const logo = await get(`networks/${network}`)
      const original = await get(`networks/${standsFor}`)
      expect({ network, status: logo.status, etag: logo.headers.get('etag') }).toEqual({ network, status: 200, etag: original.headers.get('etag') })
    }
  })

  it('old routes: /getWalletImage, /getAssetImage and /public/getTokenImage serve the real logo where one exists, else the generated icon', async () => {
    const raw = async (path: string) => {
      const response = await api.fetch(new Request(`http://api.test${path}`))
      return { status: response.status, type: response.headers.get('content-type'), etag: response.headers.get('etag'), text: await response.text() }
    }
    const metamask = loadWalletCatalogue().find((wallet) => wallet.id === 'metamask')
    const pairs = [
      [`/getWalletImage/${metamask?.image_id}`, 'wallets/metamask'],
      ['/getAssetImage/eip155-8453', 'networks/eip155:8453'],
      ['/getAssetImage/eip155-31337', 'networks/eip155:1'],
      ['/getAssetImage/solana', 'networks/solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ['/public/getTokenImage/USDC', 'tokens/USDC'],
      ['/public/getTokenImage/eth', 'tokens/ETH'],
    ] as const
    for (const [old, logo] of pairs) {
      const answer = await raw(old)
      expect({ old, status: answer.status, type: answer.type, etag: answer.etag }).toEqual({
        old,
        status: 200,
        type: 'image/svg+xml',
        etag: (await get(logo)).headers.get('etag'),
      })
      expect(answer.text).not.toContain('<text')
    }
    // No logo: the generated initials icon, as before.
    const tst = await raw('/public/getTokenImage/TST')
    expect({ status: tst.status, type: tst.type }).toEqual({ status: 200, type: 'image/svg+xml' })
    expect(tst.text).toContain('<text')
    expect((await raw('/public/getTokenImage/NOPE')).status).toBe(404)
    expect((await raw('/getWalletImage/0000000000000000')).status).toBe(404)
  })

  it('size cap: a logo over the cap is not served (and the reason is logged)', async () => {
    const logs: string[] = []
    const store = createLogoStore({ maxBytes: 200, log: (line) => logs.push(line) })
    expect(await store.get('wallets', 'metamask')).toBeUndefined()
    expect(logs).toEqual([expect.stringMatching(/^Kit API: logo wallets\/metamask is \d+ bytes, over the 200 cap: not served$/)])
  })
})
