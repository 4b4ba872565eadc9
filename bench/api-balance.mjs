#!/usr/bin/env node
// Benchmark (prints figures; not a test): the Kit API balance endpoint under load.
// Starts a devnet and the built API (`node apps/api/dist/cli.js`) as a child process, warms the
// balance cache with one request, then drives GET /v1/account/{address}/balance from this second
// process with autocannon over loopback: 50 connections for 20 s by default.
// Goal (issue 3): >= 3,000 requests/s and p99 < 50 ms on a 2-core machine.
// Usage: pnpm --filter @kit/devnet build && pnpm --filter @kit/api build && node bench/api-balance.mjs
//        [--connections 50] [--duration 20]
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnetApi } from './lib/apiCli.mjs'
import { numberOption } from './lib/benchUtils.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const apiDir = join(root, 'apps/api')
const requireFromApi = createRequire(join(apiDir, 'package.json'))
const autocannon = requireFromApi('autocannon')
const { startDevnet } = await import(requireFromApi.resolve('@kit/devnet'))

const connections = numberOption('connections', 50)
const duration = numberOption('duration', 20)

const devnet = await startDevnet({ freePorts: true, handleSignals: false })
const api = await startDevnetApi(devnet)
let cleaned = false
const cleanup = async () => {
  if (cleaned) return
  cleaned = true
  api.stop()
  await devnet.stop()
}
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)))

try {
  const account = devnet.accounts[1]
  const url = `${api.url}/v1/account/${account}/balance?projectId=bench&st=appkit&sv=bench-1.0.0&currency=usd`
  const warm = await fetch(url)
  const body = await warm.json()
  if (warm.status !== 200 || body.balances.length !== 6) throw new Error(`warm-up failed: ${warm.status} ${JSON.stringify(body)}`)

  console.log(`Kit API balance endpoint: ${connections} connections for ${duration} s (warm cache), load from a second process`)
  const result = await autocannon({ url, connections, duration, pipelining: 1 })
  const rps = result.requests.average
  const p99 = result.latency.p99
  console.log(
    `  requests/s  ${rps.toFixed(0)} (total ${result.requests.total}, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
  )
  console.log(`  latency     p50 ${result.latency.p50} ms  p90 ${result.latency.p90} ms  p99 ${p99} ms  max ${result.latency.max} ms`)
  console.log(`  goal        >= 3000 requests/s and p99 < 50 ms: ${rps >= 3000 && p99 < 50 ? 'met' : 'NOT met'}`)
} finally {
  await cleanup()
}
