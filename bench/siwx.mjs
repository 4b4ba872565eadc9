#!/usr/bin/env node
// Benchmark (prints figures; not a test): Kit API sign-in sessions.
//  1. POST /v1/sessions throughput for EIP-191 messages (each a fresh nonce, verified and stored)
//     over loopback HTTP with N concurrent requests, PGlite in memory;
//  2. sign-in round trip on the API side: GET /v1/sessions/nonce + POST /v1/sessions, median and
//     p99 of sequential sign-ins (the wallet's own signing time excluded).
// Goal (issue 14): >= 1,000 verifications/s for EIP-191 on this machine.
// With --postgres the same runs against a real PostgreSQL (Debian's, on a free port) instead.
// Usage: pnpm --filter @kit/api build && node bench/siwx.mjs [--count 2000] [--concurrency 50] [--postgres]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startPostgres } from '@kit/test/servers'
import { freePort, numberOption } from './lib/benchUtils.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const requireFromApi = createRequire(join(root, 'apps/api/package.json'))
const { startApi } = await import(join(root, 'apps/api/dist/index.js'))
const { formatSiwxMessage } = await import(requireFromApi.resolve('@kit/core/siwx'))
const { privateKeyToAccount } = await import(requireFromApi.resolve('viem/accounts'))

const count = numberOption('count', 2000)
const concurrency = numberOption('concurrency', 50)
const origin = 'http://localhost:5173'
// Anvil's first test key: EIP-191 signatures are recovered locally, the chain is never called.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')

const scratch = mkdtempSync(join(tmpdir(), 'kit-bench-siwx-'))
chmodSync(scratch, 0o755) // PostgreSQL runs as an unprivileged user when this runs as root
const postgres = process.argv.includes('--postgres')
  ? await startPostgres({ dir: join(scratch, 'pg'), port: await freePort(), databases: ['bench'] })
  : undefined
const api = await startApi({
  host: '127.0.0.1',
  port: 0,
  logErrors: true,
  storage: postgres ? { dataDir: 'memory://', databaseUrl: postgres.urlOf('bench') } : { dataDir: 'memory://' },
  indexer: { enabled: false },
  chains: [{ id: 'eip155:31337', name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
  projects: [{ id: 'bench', allowedOrigins: [origin], rateLimit: { requestsPerSecond: 1e6, burst: 1e6 } }],
})
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
const post = (body) => fetch(url('/v1/sessions'), { method: 'POST', headers: { 'content-type': 'application/json', origin }, body })
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]

try {
  // Warm-up (JIT, connection pool, first inserts).
  for (let i = 0; i < 50; i++) await post(await signed(await nonce()))

  const bodies = []
  for (let i = 0; i < count; i++) bodies.push(await signed(await nonce()))
  let next = 0
  let failures = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < bodies.length) {
        const response = await post(bodies[next++])
        if (response.status !== 201) failures++
        await response.arrayBuffer()
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  console.log(
    `POST /v1/sessions (EIP-191, ${postgres ? 'PostgreSQL' : 'PGlite in memory'}): ${count} sessions in ${seconds.toFixed(2)} s = ${Math.round(count / seconds)} verifications/s (concurrency ${concurrency}, ${failures} not 201; goal >= 1000/s)`,
  )

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
  await api.close()
  await postgres?.stop()
  rmSync(scratch, { recursive: true, force: true })
}
