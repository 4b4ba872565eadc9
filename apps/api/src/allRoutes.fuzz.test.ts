import { Agent, request as httpRequest } from 'node:http'
import { DEVNET_NAMES, DEVNET_NFT, DEVNET_UNISWAP, type Devnet, startDevnet } from '@kit/devnet'
import { type RunningOnRamp, startOnRamp } from '@kit/onramp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningApi, startApi } from './startApi.js'
import { devnetChains, devnetContracts } from './testing/devnetChains.js'
import type { RouteFuzzTargets } from './testing/fuzzRoutes.js'
import { generateRouteFuzz, type RouteFuzzRequest } from './testing/generateRouteFuzz.js'

/** `KIT_API_FUZZ_SEED` replays another run (the seed is printed); the default keeps CI deterministic. */
const SEED = Number(process.env['KIT_API_FUZZ_SEED'] ?? 20_261_129)
const COUNT = Number(process.env['KIT_API_FUZZ_COUNT'] ?? 2_400)
const ORIGIN = 'http://allowed.test'
const ONRAMP_KEY = 'fuzz-onramp-key'
const BIG_LIMIT = { requestsPerSecond: 1_000_000, burst: 1_000_000 }

interface Answer {
  readonly status: number
  readonly body: string
}

/**
 * Sends a raw request (any method, any path bytes, any body) on a kept-alive connection, as a
 * browser would, and reads the answer. A socket the server destroys after an answer that left a
 * large body unread would fail the next request sent on it (ECONNRESET): the error handler says
 * `Connection: close` on those answers, and this client proves it.
 */
function send(agent: Agent, url: URL, request: RouteFuzzRequest): Promise<Answer> {
  return new Promise((resolve) => {
    const headers = request.body === undefined ? request.headers : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) }
    const outgoing = httpRequest({ agent, hostname: url.hostname, port: url.port, method: request.method, path: request.path, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.length < 64 && chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      response.on('error', () => resolve({ status: -1, body: 'response error' }))
    })
    // The server may answer 413 and close before an oversized body is sent: that is an answer, not a failure.
    outgoing.on('error', (error) => resolve({ status: -1, body: `${String(error)} (${(error as NodeJS.ErrnoException).code})` }))
    outgoing.end(request.body)
  })
}

describe('fuzz: every route of the API against real anvil, the on-ramp sandbox and PGlite', () => {
  let devnet: Devnet
  let onramp: RunningOnRamp
  let api: RunningApi
  const logs: string[] = []

  beforeAll(async () => {
    devnet = await startDevnet({ freePorts: true, handleSignals: false })
    onramp = await startOnRamp({
      port: 0,
      apiKey: ONRAMP_KEY,
      chains: [{ chainId: devnet.chains[0]!.chainId, name: 'anvil', displayName: 'Anvil', rpcUrl: devnet.chains[0]!.rpcUrl }],
      log: () => undefined,
    })
    api = await startApi(
      {
        port: 0,
        storage: { dataDir: 'memory://' },
        chains: devnetChains(devnet, () => devnetContracts),
        prices: { source: 'pools', cacheSeconds: 1 },
        swaps: { provider: 'uniswap-v2', quoteCacheSeconds: 1 },
        onramp: { providers: [{ name: 'kit-sandbox', displayName: 'Kit Sandbox Pay', url: onramp.url, apiKey: ONRAMP_KEY }] },
        names: { gateway: { privateKey: DEVNET_NAMES.gatewayPrivateKey, resolver: DEVNET_NAMES.offchainResolver } },
        siwx: { networks: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'bip122:000000000933ea01ad0ee984209779ba'] },
        projects: [{ id: 'fuzz', allowedOrigins: [ORIGIN], rateLimit: BIG_LIMIT }],
        indexer: { enabled: false },
      },
      { log: (message) => logs.push(message) },
    )
  })

  afterAll(async () => {
    await api?.close()
    await onramp?.stop()
    await devnet?.stop()
  })

  const countRows = async (): Promise<Record<string, number>> => {
    const tables = await api.db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    )
    const counts: Record<string, number> = {}
    for (const { name } of tables) counts[name] = (await api.db.query<{ n: number }>(`select count(*)::int as n from "${name}"`))[0]?.n ?? -1
    return counts
  }

  it('an error answer that leaves a large body unread closes the connection, so a kept-alive client loses nothing', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const url = new URL(api.url)
    const big = {
      method: 'POST',
      path: '/e?projectId=nope',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(2_000_000),
      defect: '',
      route: '',
    }
    const small = { method: 'GET', path: '/health', headers: {}, defect: '', route: '' }
    const answers = await Promise.all([send(agent, url, big), send(agent, url, small), send(agent, url, big), send(agent, url, small)])
    agent.destroy()
    expect(answers.map((answer) => answer.status)).toEqual([413, 200, 413, 200])
    // Any error answer to a body over 16 KiB says so, not only a 413.
    const response = await fetch(`${api.url}/v1/fungible/price?projectId=fuzz`, { method: 'POST', body: JSON.stringify({ pad: 'x'.repeat(20_000) }) })
    expect([response.status, response.headers.get('connection')]).toEqual([400, 'close'])
  })

  it(`${COUNT} seeded malformed requests over every route: no 5xx, nothing stored, nothing leaked`, async () => {
    const wallets = (await (await fetch(`${api.url}/getWallets?projectId=fuzz&entries=1`)).json()) as { data: { image_id: string }[] }
    const targets: RouteFuzzTargets = {
      projectId: 'fuzz',
      allowedOrigin: ORIGIN,
      account: devnet.accounts[1]!,
      chainId: `eip155:${devnet.chains[0]!.chainId}`,
      otherChainId: `eip155:${devnet.chains[1]!.chainId}`,
      contracts: {
        usdc: devnet.tokens.USDC.address,
        tst: devnet.tokens.TST.address,
        nft: DEVNET_NFT.address,
        router: DEVNET_UNISWAP.router,
        factory: DEVNET_UNISWAP.factory,
        weth: DEVNET_UNISWAP.weth,
      },
      resolver: DEVNET_NAMES.offchainResolver,
      walletImageId: wallets.data[0]!.image_id,
      onrampNetwork: 'anvil',
    }
    const requests = generateRouteFuzz(COUNT, SEED, targets)
    const before = await countRows()
    const started = performance.now()
    const url = new URL(api.url)
    const agent = new Agent({ keepAlive: true, maxSockets: 16 })
    const answers: Answer[] = new Array(requests.length)
    let next = 0
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < requests.length) {
          const index = next++
          answers[index] = await send(agent, url, requests[index]!)
        }
      }),
    )
    const seconds = (performance.now() - started) / 1000
    agent.destroy()

    const statuses = new Map<number, number>()
    for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    const routes = new Set(requests.map((request) => request.route))
    console.info(
      `route fuzz: seed ${SEED} (KIT_API_FUZZ_SEED), ${requests.length} requests over ${routes.size - 1} routes in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    )
    const byRoute = new Map<string, Map<number, number>>()
    for (const [index, request] of requests.entries()) {
      const counts = byRoute.get(request.route) ?? new Map<number, number>()
      counts.set(answers[index]!.status, (counts.get(answers[index]!.status) ?? 0) + 1)
      byRoute.set(request.route, counts)
    }
    console.info(
      `route fuzz: statuses per route\n${[...byRoute].map(([route, counts]) => `  ${route} ${JSON.stringify(Object.fromEntries([...counts].sort(([a], [b]) => a - b)))}`).join('\n')}`,
    )
    const failures = requests
      .map((request, index) => ({ ...request, body: request.body?.slice(0, 200), status: answers[index]!.status, answer: answers[index]!.body.slice(0, 300) }))
      .filter((entry) => entry.status >= 500 || entry.status < 0)
    for (const failure of failures)
      console.error(
        `route fuzz failure: ${failure.status} ${failure.method} ${failure.path.slice(0, 300)} [${failure.defect}] body ${failure.body} → ${failure.answer}`,
      )
    expect(failures).toEqual([])
    // Traversal never reaches a file: no passwd line, no config secret in any answer.
    expect(answers.filter((answer) => /root:x?:0:|privateKey|"apiKey"/.test(answer.body))).toEqual([])
    // The fuzz reaches each route's own validation (a 400 naming the field), not only the router and the project guard.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(requests.length * 0.25)
    const refusedByRoute = new Map<string, number>()
    for (const [index, request] of requests.entries()) {
      if (answers[index]!.status === 400) refusedByRoute.set(request.route, (refusedByRoute.get(request.route) ?? 0) + 1)
    }
    const withInput = [...routes].filter((route) => route !== 'unknown' && !/^GET \/(health|healthz|readyz)$/.test(route))
    expect(withInput.filter((route) => !refusedByRoute.has(route))).toEqual([])
    const after = await countRows()
    console.info(`route fuzz: rows per table before and after ${JSON.stringify(after)}`)
    expect(after).toEqual(before)
    expect(logs.filter((line) => line.includes('failed:'))).toEqual([])
    expect((await fetch(`${api.url}/health`)).status).toBe(200)
  })
})
