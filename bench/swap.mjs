#!/usr/bin/env node
// Benchmark (prints figures; not a test): quotes/s of GET /v1/convert/quotes over the devnet's
// Uniswap V2 pools. Starts a devnet and the built API as a child process, then drives quotes with
// a different amount on every request (so the ≤ 5 s quote cache does not answer them; the pools'
// reserves are read at most once per 5 s) from this second process with autocannon.
// Goal (issue 15): >= 500 quotes/s. Then, in Chromium, amount typed → quote shown in the Swap view
// (bench/lib/swapTypedToQuote.mjs; goal <= 150 ms median after docs/rules' 500 ms typing debounce).
// Usage: pnpm build && node bench/swap.mjs [--connections 50] [--duration 20] [--runs 7] [--no-ui]
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startDevnetApi } from './lib/apiCli.mjs'
import { numberOption } from './lib/benchUtils.mjs'
import { benchTypedToQuote } from './lib/swapTypedToQuote.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const apiDir = join(root, 'apps/api')
const requireFromApi = createRequire(join(apiDir, 'package.json'))
const autocannon = requireFromApi('autocannon')
const { startDevnet, DEVNET_UNISWAP } = await import(requireFromApi.resolve('@kit/devnet'))

const connections = numberOption('connections', 50)
const duration = numberOption('duration', 10)

const devnet = await startDevnet({ freePorts: true, handleSignals: false })
const api = await startDevnetApi(devnet, {
  uniswapV2: { router: DEVNET_UNISWAP.router, factory: DEVNET_UNISWAP.factory, weth: DEVNET_UNISWAP.weth },
})
let cleaned = false
const cleanup = async () => {
  if (cleaned) return
  cleaned = true
  api.stop()
  await devnet.stop()
}
process.once('SIGINT', () => void cleanup().then(() => process.exit(130)))

try {
  const usdc = `eip155:31337:${devnet.tokens.USDC.address}`
  const eth = 'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
  const base = `${api.url}`
  const path = (amount) => `/v1/convert/quotes?projectId=bench&st=appkit&sv=bench-1.0.0&amount=${amount}&from=${usdc}&to=${eth}`
  const warm = await fetch(base + path(1_000_000))
  if (warm.status !== 200) throw new Error(`warm-up failed: ${warm.status} ${await warm.text()}`)
  let counter = 0
  console.log(`Kit API quotes (Uniswap V2 provider, a new amount per request): ${connections} connections for ${duration} s`)
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path(1_000_000 + ++counter) }) }],
  })
  const rps = result.requests.average
  console.log(`  quotes/s    ${rps.toFixed(0)} (total ${result.requests.total}, ${result.non2xx} non-2xx, ${result.errors} errors)`)
  console.log(`  latency     p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`)
  console.log(`  goal        >= 500 quotes/s: ${rps >= 500 && result.non2xx === 0 ? 'met' : 'NOT met'}`)
} finally {
  await cleanup()
}

if (!process.argv.includes('--no-ui')) await benchTypedToQuote({ root, runs: numberOption('runs', 7) })
