import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findPostgresBinaries, type LocalPostgres, startPostgres } from '@kit/test/servers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApi, type KitApi } from '../createApi.js'
import { runCatalogueCommand } from './runCatalogueCommand.js'

const pgBinaries = findPostgresBinaries()
const entry = (id: string, name: string) => ({
  id,
  name,
  homepage: `https://${name.toLowerCase()}.example.com`,
  image_id: `${id.slice(0, 8)}-0000-4000-8000-000000000000`,
  chains: ['eip155:1'],
  mobile: { native: `${name.toLowerCase()}://`, universal: null },
  desktop: { native: null, universal: null },
})

/** The import on a real PostgreSQL shared by two running API instances: each serves a new import within 5 s, without a restart. */
describe.skipIf(!pgBinaries || process.env['KIT_SKIP_POSTGRES'] === '1')('kit-api catalogue import on PostgreSQL, two running instances', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kit-catalogue-pg-'))
  let server: LocalPostgres
  const apis: KitApi[] = []
  let env: NodeJS.ProcessEnv
  let images: Server
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>'

  beforeAll(async () => {
    images = createServer((_, response) => response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG))
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve))
    const imageUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}/second.svg`
    server = await startPostgres({ binaries: pgBinaries as NonNullable<typeof pgBinaries>, databases: ['kit_catalogue_test'] })
    env = { KIT_API_CONFIG: join(dir, 'config.json'), DATABASE_URL: server.url }
    writeFileSync(env['KIT_API_CONFIG'] as string, JSON.stringify({ projects: [{ id: 'p' }], indexer: { enabled: false }, logErrors: false }))
    writeFileSync(join(dir, 'one.json'), JSON.stringify({ listings: { ['1'.repeat(64)]: entry('1'.repeat(64), 'First') } }))
    writeFileSync(
      join(dir, 'two.json'),
      JSON.stringify({ listings: [{ ...entry('2'.repeat(64), 'Second'), image_url: { md: imageUrl } }, entry('3'.repeat(64), 'Third')] }),
    )
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ listings: [{ ...entry('4'.repeat(64), 'Bad'), chains: 'eip155:1' }] }))
    for (let index = 0; index < 2; index++) {
      apis.push(await createApi({ storage: { databaseUrl: server.url }, projects: [{ id: 'p' }], indexer: { enabled: false }, logErrors: false }))
    }
  })
  afterAll(async () => {
    for (const api of apis) await api.close()
    await server?.stop()
    await new Promise((resolve) => images?.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  const names = async (api: KitApi) => {
    const response = await api.fetch(new Request('http://api.test/getWallets?projectId=p&entries=100'))
    return ((await response.json()) as { data: { name: string }[] }).data.map((wallet) => wallet.name)
  }
  const run = (...args: string[]) => runCatalogueCommand(args, { out: () => undefined, err: () => undefined, env })

  it('an import while both run: each serves it within 5 s; a bad listing later changes nothing; reset brings back the shipped one', async () => {
    for (const api of apis) expect((await names(api))[0]).toBe('MetaMask')
    expect(await run('import', join(dir, 'one.json'))).toBe(0)
    for (const api of apis) await vi.waitFor(async () => expect(await names(api)).toEqual(['First']), { timeout: 8_000, interval: 250 })
    expect(await run('import', join(dir, 'two.json'))).toBe(0)
    for (const api of apis) await vi.waitFor(async () => expect(await names(api)).toEqual(['Second', 'Third']), { timeout: 8_000, interval: 250 })
    // The image stored with it (bytea on PostgreSQL) is served by either instance.
    const served = await apis[1]?.fetch(new Request(`http://api.test/v1/images/wallets/${'2'.repeat(64)}`))
    expect([served?.status, served?.headers.get('content-type'), await served?.text()]).toEqual([200, 'image/svg+xml', SVG])
    expect(await run('import', join(dir, 'bad.json'))).toBe(1)
    const rows = await apis[0]?.db.query<{ id: string }>('select id from wallet_catalogue order by position')
    expect(rows?.map((row) => row.id)).toEqual(['2'.repeat(64), '3'.repeat(64)])
    expect(await run('reset')).toBe(0)
    for (const api of apis) await vi.waitFor(async () => expect((await names(api))[0]).toBe('MetaMask'), { timeout: 8_000, interval: 250 })
  })
})
