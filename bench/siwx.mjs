#!/usr/bin/env node
// Benchmark (prints figures; not a test): Kit API sign-in sessions.
//  1. POST /v1/sessions throughput for EIP-191 messages (each a fresh nonce, verified and stored)
//     over loopback HTTP with N concurrent connections (autocannon), with the p50 / p99 latency of
//     those requests and the CPU each sign-in cost the API and the database (from /proc: on a
//     shared machine the figure that does not depend on what else runs);
//  2. sign-in round trip on the API side: GET /v1/sessions/nonce + POST /v1/sessions, median and
//     p99 of sequential sign-ins (the wallet's own signing time excluded).
// The API runs in a process of its own (bench/lib/apiProcess.mjs), so the load generator here
// does not share its thread. Default storage: PGlite in memory (one instance: PGlite is one
// process's). With --postgres: a real PostgreSQL (Debian's, on a free port, fsync on), and
// --instances N runs N API processes on it, requests spread over them (issue 18's cluster mode).
// --profile DIR writes a V8 CPU profile of each API process there (node --cpu-prof).
// Goal (issue 14): >= 1,000 verifications/s for EIP-191 on this machine.
// Usage: pnpm --filter @kit/api build && node bench/siwx.mjs [--count 2000] [--concurrency 50] [--postgres [--instances 2]] [--profile DIR]
import { fork } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startPostgres } from '@kit/test/servers'
import { freePort, numberOption, processTreeCpuMs } from './lib/benchUtils.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const requireFromApi = createRequire(join(root, 'apps/api/package.json'))
const { formatSiwxMessage } = await import(requireFromApi.resolve('@kit/core/siwx'))
const { privateKeyToAccount } = await import(requireFromApi.resolve('viem/accounts'))
const autocannon = requireFromApi('autocannon')

const count = numberOption('count', 2000)
const concurrency = numberOption('concurrency', 50)
const profileIndex = process.argv.indexOf('--profile')
const profileDir = profileIndex === -1 ? undefined : resolve(process.argv[profileIndex + 1])
const origin = 'http://localhost:5173'
// Anvil's first test key: EIP-191 signatures are recovered locally, the chain is never called.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

const scratch = mkdtempSync(join(tmpdir(), 'kit-bench-siwx-'))
chmodSync(scratch, 0o755) // PostgreSQL runs as an unprivileged user when this runs as root
const postgres = process.argv.includes('--postgres')
  ? await startPostgres({ dir: join(scratch, 'pg'), port: await freePort(), databases: ['bench'] })
  : undefined
const instances = postgres ? numberOption('instances', 1) : 1
const config = {
  host: '127.0.0.1',
  port: 0,
  logErrors: true,
  storage: postgres ? { dataDir: 'memory://', databaseUrl: postgres.urlOf('bench') } : { dataDir: 'memory://' },
  indexer: { enabled: false },
  chains: [{ id: 'eip155:31337', name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
  projects: [{ id: 'bench', allowedOrigins: [origin], rateLimit: { requestsPerSecond: 1e6, burst: 1e6 } }],
}
const startInstance = () =>
  new Promise((resolvePromise, reject) => {
    const child = fork(join(root, 'bench/lib/apiProcess.mjs'), [JSON.stringify(config)], {
      execArgv: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)))
    child.once('message', ({ url }) => resolvePromise({ url, child }))
  })
const stopInstance = ({ child }) =>
  new Promise((resolvePromise) => {
    child.removeAllListeners('exit')
    child.once('exit', resolvePromise)
    child.send('close')
  })
const apis = []
for (let i = 0; i < instances; i++) apis.push(await startInstance())
const api = apis[0]
const url = (path) => `${api.url}${path}?projectId=bench`
const nonce = async () => (await (await fetch(url('/v1/sessions/nonce'))).json()).nonce
const signed = async (value) => {
  const message = formatSiwxMessage({
    accountAddress: account.address,
    chainId: 'eip155:31337',
    domain: 'localhost:5173',
    uri: `${origin}/`,
    version: '1',
    nonce: value,
    statement: 'Sign in to the benchmark',
    issuedAt: new Date().toISOString(),
  })
  return JSON.stringify({ message, signature: await account.signMessage({ message }) })
}
const post = (body, base = api.url) =>
  fetch(`${base}/v1/sessions?projectId=bench`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body })
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]

try {
  // Warm-up (JIT, connection pool, first inserts).
  for (let i = 0; i < 50 * apis.length; i++) await post(await signed(await nonce()), apis[i % apis.length].url)

  const bodies = []
  for (let i = 0; i < count + concurrency + 10; i++) bodies.push(await signed(await nonce()))
  const load = loadavg()[0]
  const postmaster = postgres ? Number(readFileSync(join(scratch, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]) : undefined
  const serverCpu = () => {
    const parts = [...apis.map(({ child }) => processTreeCpuMs(child.pid)), postmaster ? processTreeCpuMs(postmaster) : 0]
    return parts.some((part) => part === undefined) ? undefined : { api: parts.slice(0, apis.length).reduce((a, b) => a + b, 0), db: parts.at(-1) }
  }
  const cpuBefore = serverCpu()
  const clientBefore = process.cpuUsage()
  const started = performance.now()
  // autocannon calls back on its next 1 s sample tick after the last response, so the run is
  // timed to the last response instead (else a 3.1 s run counts as 4 s).
  let finished = started
  // autocannon (its own HTTP client, much lighter than fetch) with one body per request; each
  // connection may build one body it never sends, hence the spare bodies.
  let next = 0
  const results = await Promise.all(
    apis.map(
      (instance, index) =>
        new Promise((resolvePromise, reject) =>
          autocannon(
            {
              url: `${instance.url}/v1/sessions?projectId=bench`,
              connections: Math.max(1, Math.round(concurrency / apis.length)),
              amount: Math.floor(count / apis.length) + (index < count % apis.length ? 1 : 0),
              requests: [
                {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', origin },
                  setupRequest: (request) => ({ ...request, body: bodies[next++] }),
                },
              ],
            },
            (error, result) => (error ? reject(error) : resolvePromise(result)),
          ).on('response', () => {
            finished = performance.now()
          }),
        ),
    ),
  )
  const failures = results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0)
  const sent = results.reduce((sum, result) => sum + result['2xx'] + result.non2xx, 0)
  // With several instances: the worst instance's percentiles.
  const latency = (key) => Math.max(...results.map((result) => result.latency[key]))
  const seconds = (finished - started) / 1000
  const cpuAfter = serverCpu()
  const client = process.cpuUsage(clientBefore)
  const storage = postgres ? `PostgreSQL, ${instances} API process${instances > 1 ? 'es' : ''}` : 'PGlite in memory, 1 API process'
  console.log(
    `POST /v1/sessions (EIP-191, ${storage}): ${count} sessions in ${seconds.toFixed(2)} s = ${Math.round(count / seconds)} verifications/s, latency p50 ${latency('p50')} ms, p99 ${latency('p99')} ms (concurrency ${concurrency}, ${sent} sent, ${failures} not 201; load average ${load.toFixed(2)} at the start; goal >= 1000/s)`,
  )

  if (cpuBefore && cpuAfter) {
    const api = (cpuAfter.api - cpuBefore.api) / count
    const db = (cpuAfter.db - cpuBefore.db) / count
    // One API process uses one core at most; PostgreSQL's own processes can use the other.
    const oneCore = 1000 / (api + db)
    const twoCores = Math.min(2000 / (api + db), (Math.min(instances, 2) * 1000) / api)
    console.log(
      `CPU per sign-in: API ${api.toFixed(2)} ms${postgres ? `, PostgreSQL ${db.toFixed(2)} ms` : ' (PGlite inside)'}, load generator ${((client.user + client.system) / 1000 / count).toFixed(2)} ms; the server side alone fits ${Math.round(oneCore)}/s on one idle core, ${Math.round(twoCores)}/s on two idle cores`,
    )
  }

  const rounds = []
  for (let i = 0; i < 200; i++) {
    const message = await signed('x'.repeat(8)) // signing outside the timed part
    void message
    const start = performance.now()
    const value = await nonce()
    const timedStart = performance.now()
    const body = await signed(value)
    const signing = performance.now() - timedStart
    const response = await post(body)
    await response.arrayBuffer()
    rounds.push(performance.now() - start - signing)
  }
  console.log(
    `sign-in round trip on the API (nonce + verify + store, wallet excluded): median ${percentile(rounds, 0.5).toFixed(2)} ms, p99 ${percentile(rounds, 0.99).toFixed(2)} ms (200 sequential)`,
  )
} finally {
  await Promise.all(apis.map(stopInstance))
  await postgres?.stop()
  rmSync(scratch, { recursive: true, force: true })
}
