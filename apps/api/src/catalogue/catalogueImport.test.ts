import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '../createApi.js'
import { loadWalletCatalogue } from '../wallets/loadWalletCatalogue.js'
import { runCatalogueCommand } from './runCatalogueCommand.js'

/** A 1×1 PNG: Alpha's image, served by the test's server. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const ALPHA = 'a'.repeat(64)
const BETA = 'b'.repeat(64)
const GAMMA = 'c'.repeat(64)

/** An entry as WalletConnect Explorer's `GET /v3/wallets` lists it (with fields the import ignores). */
function explorerEntry(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    description: `${name}, a wallet`,
    homepage: `https://${id.slice(0, 6)}.example.com/`,
    chains: ['eip155:1', 'eip155:8453'],
    versions: ['2'],
    sdks: ['sign_v2'],
    app_type: 'wallet',
    image_id: `${id.slice(0, 8)}-7166-402f-92e0-1f64ca2aa800`,
    image_url: {
      sm: `https://img.example.com/sm/${id.slice(0, 8)}`,
      md: `https://img.example.com/md/${id.slice(0, 8)}`,
      lg: `https://img.example.com/lg/${id.slice(0, 8)}`,
    },
    app: {
      browser: null,
      ios: 'https://apps.apple.com/app/id1',
      android: 'https://play.google.com/store/apps/details?id=x',
      mac: null,
      windows: '',
      linux: null,
      chrome: null,
      firefox: null,
      safari: null,
      edge: null,
      opera: null,
    },
    injected: null,
    rdns: null,
    mobile: { native: `${name.toLowerCase().replace(/\s+/g, '')}://`, universal: '' },
    desktop: { native: '', universal: '' },
    metadata: { shortName: name, colors: { primary: '#000000', secondary: null } },
    updatedAt: '2026-01-01T00:00:00+00:00',
    ...extra,
  }
}

const LISTING = {
  listings: {
    [ALPHA]: explorerEntry(ALPHA, 'Alpha Wallet Test', { rdns: 'com.example.alpha', injected: [{ namespace: 'eip155', injected_id: 'isAlpha' }] }),
    [BETA]: explorerEntry(BETA, 'Beta Keeper', {
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      mobile: { native: null, universal: 'https://beta.example.com/wc' },
    }),
    bad1: explorerEntry('d'.repeat(64), 'Broken Home', { homepage: 'not a url' }),
    [GAMMA]: explorerEntry(GAMMA, 'No Chains', { chains: [] }),
    mismatch: explorerEntry('e'.repeat(64), 'Wrong Key'),
    [`${'f'.repeat(64)}`]: { id: 'f'.repeat(64) },
  },
  count: 6,
  total: 6,
}

describe('kit-api catalogue import (WalletConnect Explorer listing) and GET /getWallets on it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-catalogue-'))
  const env = { KIT_API_CONFIG: join(dir, 'config.json'), KIT_API_DATA_DIR: join(dir, 'pglite') }
  let server: Server
  let baseUrl: string
  const shipped = loadWalletCatalogue()

  beforeAll(async () => {
    writeFileSync(env.KIT_API_CONFIG, JSON.stringify({ projects: [{ id: 'p' }], indexer: { enabled: false }, logErrors: false }))
    writeFileSync(join(dir, 'not-json.json'), '{"listings": {')
    writeFileSync(join(dir, 'wrong-shape.json'), JSON.stringify({ data: [explorerEntry(ALPHA, 'Alpha')] }))
    writeFileSync(join(dir, 'all-bad.json'), JSON.stringify({ listings: { x: { id: 'x', name: '' } } }))
    // The listings' image URLs point at this server: Alpha's is a PNG, the others answer 404.
    const local = (listing: object) => JSON.stringify(listing).replaceAll('https://img.example.com', `${baseUrl}/img`)
    server = createServer((request, response) => {
      if (request.url === '/v3/wallets')
        response.writeHead(200, { 'content-type': 'application/json' }).end(local({ listings: { [GAMMA]: explorerEntry(GAMMA, 'Gamma From Url') } }))
      else if (request.url === '/img/lg/aaaaaaaa') response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(PNG)
      else response.writeHead(404).end('not found')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    writeFileSync(join(dir, 'listing.json'), local(LISTING))
  })

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  const run = async (...args: string[]) => {
    const out: string[] = []
    const err: string[] = []
    const code = await runCatalogueCommand(args, { out: (line) => out.push(line), err: (line) => err.push(line), env })
    return { code, out, err }
  }
  /** Opens the API on the stored data, answers `GET path` (status, type, bytes), closes it (PGlite has one process at a time). */
  const image = async (path: string) => {
    const api = await createApi({ storage: { dataDir: env.KIT_API_DATA_DIR }, indexer: { enabled: false }, logErrors: false })
    try {
      const response = await api.fetch(new Request(`http://api.test${path}`))
      return { status: response.status, type: response.headers.get('content-type'), body: Buffer.from(await response.arrayBuffer()) }
    } finally {
      await api.close()
    }
  }
  /** Opens the API on the stored data, answers the /getWallets queries, closes it. */
  const wallets = async (...queries: string[]) => {
    const api = await createApi({ storage: { dataDir: env.KIT_API_DATA_DIR }, projects: [{ id: 'p' }], indexer: { enabled: false }, logErrors: false })
    try {
      const answers = []
      for (const query of queries) {
        const response = await api.fetch(new Request(`http://api.test/getWallets?projectId=p${query}`))
        expect(response.status, query).toBe(200)
        answers.push((await response.json()) as { count: number; data: { id: string; [key: string]: unknown }[] })
      }
      return answers
    } finally {
      await api.close()
    }
  }

  it('default: before any import the shipped catalogue is served', async () => {
    const [page] = await wallets('')
    expect(page?.count).toBe(shipped.length)
    expect(page?.data[0]?.id).toBe('metamask')
  })

  it('import: valid entries stored in listing order, each bad one named and skipped', async () => {
    const { code, out, err } = await run('import', join(dir, 'listing.json'))
    expect({ code, err }).toEqual({ code: 0, err: [] })
    expect(out).toEqual([
      `Imported 2 wallets from ${join(dir, 'listing.json')} (catalogue version 1); 4 skipped.`,
      '  skipped listings["bad1"] (Broken Home): homepage: Invalid URL',
      `  skipped listings["${GAMMA}"] (No Chains): chains: Expected at least one chain`,
      `  skipped listings["mismatch"] (Wrong Key): id: ${'e'.repeat(64)} differs from its key`,
      `  skipped listings["${'f'.repeat(64)}"]: name: Invalid input: expected string, received undefined`,
      'Stored 1 wallet images; 1 not fetched (those wallets show their initials).',
      `  no image for ${BETA}: HTTP 404`,
    ])
  })

  it('getWallets: paging, search, include, exclude and chains work on the imported data', async () => {
    const [all, page2, search, include, exclude, solana] = await wallets(
      '',
      '&entries=1&page=2',
      '&search=alphawallet',
      `&include=${BETA},nope`,
      `&exclude=${ALPHA}`,
      '&chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(all?.count).toBe(2)
    expect(all?.data[0]).toEqual({
      id: ALPHA,
      name: 'Alpha Wallet Test',
      homepage: `https://aaaaaa.example.com/`,
      image_id: 'aaaaaaaa-7166-402f-92e0-1f64ca2aa800',
      order: 1,
      rdns: 'com.example.alpha',
      chains: ['eip155:1', 'eip155:8453'],
      mobile: { native: 'alphawallettest://', universal: null },
      desktop: { native: null, universal: null },
      mobile_link: 'alphawallettest://',
      desktop_link: null,
      link_mode: null,
      webapp_link: null,
      app_store: 'https://apps.apple.com/app/id1',
      play_store: 'https://play.google.com/store/apps/details?id=x',
      chrome_store: null,
      injected: [{ namespace: 'eip155', injected_id: 'isAlpha' }],
      badge_type: 'none',
      supports_wc: true,
    })
    expect(all?.data[1]).toMatchObject({ id: BETA, order: 2, mobile_link: 'https://beta.example.com/wc', link_mode: 'https://beta.example.com/wc' })
    expect(page2).toMatchObject({ count: 2, data: [{ id: BETA }] })
    expect(search?.data.map((wallet) => wallet.id)).toEqual([ALPHA])
    expect(include?.data.map((wallet) => wallet.id)).toEqual([BETA])
    expect(exclude?.data.map((wallet) => wallet.id)).toEqual([BETA])
    expect(solana?.data.map((wallet) => wallet.id)).toEqual([BETA])
  })

  it('images: an imported wallet image fetched at import time is served by GET /v1/images/wallets/{id}; one that failed is a 404', async () => {
    expect(await image(`/v1/images/wallets/${ALPHA}`)).toEqual({ status: 200, type: 'image/png', body: PNG })
    expect((await image(`/v1/images/wallets/${BETA}`)).status).toBe(404)
  })

  it('malformed listings: named errors, exit code 1, the stored catalogue unchanged', async () => {
    const cases: [string, string][] = [
      [join(dir, 'not-json.json'), `${join(dir, 'not-json.json')} is not JSON: `],
      [join(dir, 'wrong-shape.json'), 'Not a WalletConnect Explorer listing: expected an object with "listings" (wallets keyed by id, or an array)'],
      [join(dir, 'all-bad.json'), 'The listing holds no valid wallet (1 skipped, first: listings["x"]: id: Expected 2-64 lower-case letters, digits or -)'],
      [join(dir, 'missing.json'), `Could not read ${join(dir, 'missing.json')}: ENOENT`],
      [`${baseUrl}/gone`, `Could not fetch ${baseUrl}/gone: HTTP 404`],
    ]
    for (const [source, message] of cases) {
      const { code, out, err } = await run('import', source)
      expect({ code, out }, source).toEqual({ code: 1, out: [] })
      expect(err[0], source).toContain(`Catalogue not imported, the stored catalogue is unchanged: ${message}`)
    }
    expect((await run('import')).code).toBe(2)
    const [all] = await wallets('')
    expect(all?.data.map((wallet) => wallet.id)).toEqual([ALPHA, BETA])
  })

  it('import from a URL replaces the catalogue; reset serves the shipped one again', async () => {
    const { code, out } = await run('import', `${baseUrl}/v3/wallets`)
    expect(code).toBe(0)
    expect(out[0]).toBe(`Imported 1 wallets from ${baseUrl}/v3/wallets (catalogue version 2); 0 skipped.`)
    // The new import replaced the images too.
    expect((await image(`/v1/images/wallets/${ALPHA}`)).status).toBe(404)
    const [fromUrl] = await wallets('')
    expect(fromUrl?.data.map((wallet) => wallet.name)).toEqual(['Gamma From Url'])
    expect((await run('reset')).code).toBe(0)
    const [reset] = await wallets('')
    expect(reset?.count).toBe(shipped.length)
  })
})
