import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { formatSiwxMessage } from '@kit/core/siwx'
import { type Devnet, startDevnet } from '@kit/devnet'
import { findPostgresBinaries, findRedisServer, type LocalPostgres, type LocalRedis, startPostgres, startRedis } from '@kit/test/servers'
import { createWalletClient, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiConfigInput } from './config/apiConfigSchema.js'
import { type RunningApi, startApi } from './startApi.js'

// Two API instances on one real PostgreSQL and one real Redis (both started on free ports):
// one rate limit across both, each chain indexed by one instance only, and a takeover after
// the indexing instance is SIGKILLed in the middle of a sign-in load, losing no session or nonce.
const pgBinaries = findPostgresBinaries()
const redisServer = findRedisServer()
const skip = process.env['KIT_SKIP_POSTGRES'] === '1' || process.env['KIT_SKIP_REDIS'] === '1'

const distEntry = fileURLToPath(new URL('../dist/index.js', import.meta.url))
const ORIGIN = 'http://localhost:5173'
const signer = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 9 })

/** A nonce from `base` (GET /v1/sessions/nonce). */
async function getNonce(base: string): Promise<string> {
  const response = await fetch(`${base}/v1/sessions/nonce?projectId=open`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { nonce: string }).nonce
}

/** Signs in at `base` with `nonce` (EIP-4361 message signed by `signer`). */
async function signIn(base: string, nonce: string): Promise<Response> {
  const message = formatSiwxMessage({
    accountAddress: signer.address,
    chainId: 'eip155:31337',
    domain: 'localhost:5173',
    uri: `${ORIGIN}/`,
    version: '1',
    nonce,
    statement: 'Sign in to the cluster test',
    issuedAt: new Date().toISOString(),
  })
  return fetch(`${base}/v1/sessions?projectId=open`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ message, signature: await signer.signMessage({ message }) }),
  })
}

describe.skipIf(skip)('Kit API cluster (PostgreSQL + Redis)', () => {
  let postgres: LocalPostgres
  let redis: LocalRedis
  let devnet: Devnet
  let child: ChildProcess | undefined
  let local: RunningApi | undefined

  const config = (databaseUrl: string): ApiConfigInput => ({
    port: 0,
    storage: { databaseUrl },
    redisUrl: redis.url,
    logErrors: false,
    chains: devnet.chains.map((chain) => ({
      id: `eip155:${chain.chainId}`,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })),
    projects: [
      { id: 'shared', rateLimit: { requestsPerSecond: 0.01, burst: 6 } },
      { id: 'open', allowedOrigins: [ORIGIN], rateLimit: { requestsPerSecond: 10_000, burst: 10_000 } },
    ],
    indexer: { enabled: true, pollIntervalMs: 100, leaseSeconds: 2 },
  })

  /** An API instance in its own process (so it can really be SIGKILLed); resolves with its URL and lease holder id. */
  function startChild(input: ApiConfigInput): Promise<{ url: string; holder: string }> {
    const script = `import(${JSON.stringify(distEntry)}).then(async ({ startApi }) => {
      const api = await startApi(JSON.parse(process.env.KIT_TEST_CONFIG));
      console.log(JSON.stringify({ url: api.url, holder: api.indexer.holder }));
    })`
    child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, KIT_TEST_CONFIG: JSON.stringify(input) },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    return new Promise((resolve, reject) => {
      child!.stdout!.once('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString().trim().split('\n')[0]!)))
      child!.once('exit', (code) => reject(new Error(`API child exited with ${code}`)))
    })
  }

  const holders = async () => {
    const rows = await local!.db.query<{ chain_id: string; holder: string; live: boolean }>(
      'select chain_id, holder, expires_at > now() as live from indexer_leases order by chain_id',
    )
    return rows.filter((row) => row.live).map((row) => `${row.chain_id}=${row.holder}`)
  }

  beforeAll(async () => {
    if (!pgBinaries) throw new Error('No initdb/postgres under /usr/lib/postgresql/*/bin or KIT_PG_BIN (apt-get install postgresql), or KIT_SKIP_POSTGRES=1')
    if (!redisServer) throw new Error('No redis-server on the PATH or KIT_REDIS_SERVER_PATH (apt-get install redis-server), or KIT_SKIP_REDIS=1')
    ;[postgres, redis, devnet] = await Promise.all([
      startPostgres({ binaries: pgBinaries, databases: ['kit_api_test'] }),
      startRedis({ binary: redisServer }),
      startDevnet({ freePorts: true, handleSignals: false }),
    ])
  })

  afterAll(async () => {
    child?.kill('SIGKILL')
    await local?.close()
    await Promise.all([postgres?.stop(), redis?.stop(), devnet?.stop()])
  })

  it('one rate limit across instances; each chain indexed by one instance; SIGKILL of it under a sign-in load → the other takes over, no session or nonce lost', async () => {
    const databaseUrl = postgres.url
    const first = await startChild(config(databaseUrl))
    // The child holds both leases before the in-process instance starts.
    local = await startApi(config(databaseUrl))
    const chainIds = devnet.chains.map((chain) => `eip155:${chain.chainId}`).sort()
    await expect.poll(holders, { timeout: 10_000 }).toEqual(chainIds.map((id) => `${id}=${first.holder}`))

    // Rate limit: burst 6 for the project and client, whichever instance answers.
    const statuses: number[] = []
    for (let index = 0; index < 12; index++) {
      const base = index % 2 === 0 ? first.url : local.url
      statuses.push((await fetch(`${base}/v1/supported-chains?projectId=shared&st=appkit&sv=test`)).status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(6)
    expect(statuses.filter((status) => status === 429)).toHaveLength(6)
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200])

    for (const base of [first.url, local.url])
      expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } })

    // A session made and a nonce handed out on the child before it dies.
    const usedNonce = await getNonce(first.url)
    const made = await signIn(first.url, usedNonce)
    expect(made.status).toBe(201)
    const session = (await made.json()) as { id: string; token: string }
    // The indexing instance dies without releasing anything, in the middle of a load of nonce
    // requests and sign-ins: the other takes both chains over and honours what the child answered.
    const answered: string[] = []
    const load = Array.from({ length: 30 }, async () => {
      const nonce = await getNonce(first.url).catch(() => undefined)
      if (nonce) answered.push(nonce)
    })
    await expect.poll(() => answered.length, { interval: 2 }).toBeGreaterThanOrEqual(3)
    child!.kill('SIGKILL')
    await Promise.all(load)
    // Every nonce the child answered signs in once on the survivor, the used one never again.
    for (const nonce of answered) expect((await signIn(local.url, nonce)).status).toBe(201)
    const replay = await signIn(local.url, usedNonce)
    expect(replay.status).toBe(409)
    expect(await replay.json()).toMatchObject({ code: 'NONCE_USED' })
    expect(await local.db.query('select 1 from siwx_sessions where nonce = $1', [usedNonce])).toHaveLength(1)
    // The session made on the child is active on the survivor.
    const read = await fetch(`${local.url}/v1/sessions/${session.id}?projectId=open`, { headers: { authorization: `Bearer ${session.token}` } })
    expect(read.status).toBe(200)
    expect(await read.json()).toMatchObject({ id: session.id, status: 'active', address: signer.address })
    await expect.poll(holders, { timeout: 15_000 }).toEqual(chainIds.map((id) => `${id}=${local!.indexer.holder}`))
    const wallet = createWalletClient({ transport: http(devnet.chains[0]!.rpcUrl) })
    const [from] = devnet.accounts
    const to = '0x00000000000000000000000000000000000000d1'
    const hash = await wallet.sendTransaction({ account: from!, to, value: parseEther('0.5'), chain: null })
    await expect
      .poll(
        async () => {
          const response = await fetch(`${local!.url}/v1/account/${to}/history?projectId=open&st=appkit&sv=test`)
          const body = (await response.json()) as { data: { metadata: { hash?: string } }[] }
          return body.data.map((item) => item.metadata.hash)
        },
        { timeout: 15_000 },
      )
      .toContain(hash)

    // Redis gone: the API still answers (limits per instance meanwhile) and says it is not ready.
    await redis.stop()
    expect((await fetch(`${local.url}/v1/supported-chains?projectId=open&st=appkit&sv=test`)).status).toBe(200)
    const ready = await fetch(`${local.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ checks: { database: 'ok', redis: 'down' } })
  })
})
