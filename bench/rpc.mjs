#!/usr/bin/env node
// Benchmark (prints figures; not a test): chain JSON-RPC through the Kit API (POST /v1/rpc).
// Starts one anvil and the built API (`node apps/api/dist/cli.js`) as child processes, then from
// this process:
//   1. overhead: the same eth_blockNumber call sent alternately to anvil directly and through the
//      API, one at a time over kept-alive connections; p50 of each and the p50 of the difference;
//   2. throughput: autocannon over loopback against /v1/rpc, eth_blockNumber (forwarded every
//      time) and eth_chainId (answered by the API from its config).
// Goal (issue 36): overhead p50 <= 2 ms and >= 2,000 requests/s on this 2-core machine.
// Usage: pnpm --filter @kit/devnet build && pnpm --filter @kit/api build && node bench/rpc.mjs
//        [--samples 2000] [--connections 50] [--duration 10]
import { Agent, request } from 'node:http'
import { createRequire } from 'node:module'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startApiCli } from './lib/apiCli.mjs'
import { freePort, median, numberOption, processTreeCpuMs } from './lib/benchUtils.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const apiDir = join(root, 'apps/api')
const requireFromApi = createRequire(join(apiDir, 'package.json'))
const autocannon = requireFromApi('autocannon')
const { spawnAnvil } = await import(requireFromApi.resolve('@kit/devnet'))

const samples = numberOption('samples', 2000)
const connections = numberOption('connections', 50)
const duration = numberOption('duration', 10)
const CALL = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] })

const anvil = await spawnAnvil({ chainId: 31337, port: await freePort() })
const api = await startApiCli({
  storage: { dataDir: 'memory://' },
  chains: [{ id: 'eip155:31337', name: 'Anvil', rpcUrl: anvil.rpcUrl, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
  projects: [{ id: 'bench', rateLimit: { requestsPerSecond: 1e9, burst: 1e9 } }],
  indexer: { enabled: false },
  logErrors: false,
}).catch(async (error) => {
  await anvil.stop()
  throw error
})
let cleaned = false
const cleanup = async () => {
  if (cleaned) return
  cleaned = true
  api.stop()
  await anvil.stop()
}
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)))

const agent = new Agent({ keepAlive: true, maxSockets: 1 })
/** One POST; resolves its duration in ms after checking the answer. */
function timedPost(url, body) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint()
    const outgoing = request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        let text = ''
        response.setEncoding('utf8').on('data', (chunk) => {
          text += chunk
        })
        response.on('end', () => {
          const elapsed = Number(process.hrtime.bigint() - start) / 1e6
          if (response.statusCode !== 200 || !JSON.parse(text).result) reject(new Error(`${url}: ${response.statusCode} ${text}`))
          else resolve(elapsed)
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

try {
  const rpcUrl = `${api.url}/v1/rpc?chainId=eip155:31337&projectId=bench`

  const direct = []
  const through = []
  for (let index = 0; index < 200; index++) await Promise.all([timedPost(anvil.rpcUrl, CALL), timedPost(rpcUrl, CALL)]) // warm-up
  for (let index = 0; index < samples; index++) {
    direct.push(await timedPost(anvil.rpcUrl, CALL))
    through.push(await timedPost(rpcUrl, CALL))
  }
  const overheads = through.map((ms, index) => ms - direct[index])
  const overhead = median(overheads)
  console.log(`Kit API /v1/rpc: ${samples} eth_blockNumber calls each way, one at a time, alternating`)
  console.log(`  direct to anvil   p50 ${median(direct).toFixed(3)} ms`)
  console.log(`  through the API   p50 ${median(through).toFixed(3)} ms`)
  console.log(`  overhead          p50 ${overhead.toFixed(3)} ms (median of the paired differences)`)

  const rates = {}
  for (const method of ['eth_blockNumber', 'eth_chainId']) {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] })
    const cpuBefore = [processTreeCpuMs(api.pid), processTreeCpuMs(anvil.child.pid)]
    const result = await autocannon({
      url: rpcUrl,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections,
      duration,
      pipelining: 1,
    })
    // CPU per request of the API process (and of anvil): what the rate would be with a core each, on a machine others share.
    const [apiMs, anvilMs] = [api.pid, anvil.child.pid].map((pid, index) => (processTreeCpuMs(pid) - cpuBefore[index]) / result.requests.total)
    rates[method] = result.requests.average
    console.log(
      `  ${method.padEnd(16)}  ${result.requests.average.toFixed(0)} requests/s, ${connections} connections for ${duration} s (${result.non2xx} non-2xx, ${result.errors} errors); latency p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms`,
    )
    console.log(
      `  ${''.padEnd(16)}  CPU per request: API ${apiMs.toFixed(3)} ms (${(1000 / apiMs).toFixed(0)} requests/s per core), anvil ${anvilMs.toFixed(3)} ms`,
    )
  }
  const met = overhead <= 2 && rates.eth_blockNumber >= 2000
  console.log(
    `  goal              overhead p50 <= 2 ms and >= 2000 requests/s (forwarded calls): ${met ? 'met' : 'NOT met'} (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`,
  )
} finally {
  agent.destroy()
  await cleanup()
}
