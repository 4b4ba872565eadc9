#!/usr/bin/env node
// Benchmark (prints figures; not a test): a long session on ONE page of the demo in Chromium, to see
// whether the kit gives back what it takes. On the EVM-only demo (evm.html, chains 31337 and 8453)
// with the @kit/test wallet injected, it runs
//   1. 200 opens and closes of the modal (connect-button → Connect view → modal-close),
//   2. 50 connects and disconnects (wallet-item-dev.kit.testwallet, then account-button → disconnect-button),
//   3. 20 network switches 31337 ↔ 8453 while connected (network-button → network-item-…),
// and before the first cycle, after a warm-up (one of each, so the lazy views and chunks are
// loaded once), after every 50 cycles and at the end of each part it forces a GC through the
// DevTools protocol (HeapProfiler.collectGarbage) and prints
//   - JS heap used (Runtime.getHeapUsage), and from a heap snapshot how much of it is compiled
//     code, the browser's own buffers and the page's objects (bench/lib/heapBreakdown.mjs says why),
//   - DOM nodes alive (Memory.getDOMCounters), of them in the page's tree (document and open
//     shadow roots, counted in the page) and detached (the rest: nodes kept alive outside the tree),
//   - documents and JS event listeners (Memory.getDOMCounters).
// Goals (issue 38, a long session): heap growth after GC ≤ 1 MiB, detached nodes not growing,
// listeners released, measured from the warmed-up row to the last one.
// It starts what it needs on free loopback ports: both anvil chains (@kit/devnet's startDevnet),
// the Kit API (in memory, indexer off), the WalletConnect relay, and the demo built with those
// URLs into a temporary directory, served by `vite preview`. Stops by itself (a 15 minute cap).
// Usage: node bench/long-session.mjs   (after `pnpm build`; needs /usr/bin/chromium)
//        [--opens 200] [--connects 50] [--switches 20] [--every 50]
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createTestWallet, injectTestWallet } from '@kit/test'
import { chromium } from '@playwright/test'
import { freePort, numberOption } from './lib/benchUtils.mjs'
import { takeHeapBreakdown } from './lib/heapBreakdown.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const demo = join(root, 'apps/demo')
const vite = join(demo, 'node_modules/.bin/vite')
const opens = numberOption('opens', 200)
const connects = numberOption('connects', 50)
const switches = numberOption('switches', 20)
const every = numberOption('every', 50)
const capMs = 15 * 60_000

const load = (path) => import(pathToFileURL(join(root, path)).href)
const { startDevnet } = await load('apps/devnet/dist/index.js')
const { loadApiConfig, startApi } = await load('apps/api/dist/index.js')
const { createRelay } = await load('apps/relay/dist/index.js')

/** Everything the page talks to, on free loopback ports; `stop()` ends it all. */
async function startServices() {
  const stops = []
  const stop = async () => {
    for (const each of stops.reverse()) await each().catch(() => undefined)
  }
  try {
    const apiPort = await freePort()
    const demoPort = await freePort()
    const securePort = await freePort() // nothing listens: the session uses no email or social login
    const devnet = await startDevnet({
      freePorts: true,
      handleSignals: false,
      namesGatewayUrl: `http://127.0.0.1:${apiPort}/v1/profile/gateway/{sender}/{data}.json`,
    })
    stops.push(() => devnet.stop())
    const [anvil, base] = devnet.chains
    const config = loadApiConfig({
      env: {
        ...process.env,
        KIT_API_PORT: String(apiPort),
        KIT_API_DATA_DIR: 'memory://',
        KIT_API_INDEXER: 'off',
        KIT_API_RPC_URLS: `eip155:31337=${anvil.rpcUrl},eip155:8453=${base.rpcUrl}`,
      },
    })
    const origin = `http://127.0.0.1:${demoPort}`
    config.projects = config.projects.map((project) =>
      project.id === 'kit-demo' ? { ...project, allowedOrigins: [...new Set([...project.allowedOrigins, origin])] } : project,
    )
    const api = await startApi(config)
    stops.push(() => api.close())
    const relay = await createRelay({ port: 0 })
    stops.push(() => relay.close())

    const outDir = mkdtempSync(join(tmpdir(), 'kit-bench-long-session-'))
    stops.push(async () => rmSync(outDir, { recursive: true, force: true }))
    const env = {
      ...process.env,
      VITE_KIT_ANVIL_URL: anvil.rpcUrl,
      VITE_KIT_ANVIL_BASE_URL: base.rpcUrl,
      VITE_KIT_API_URL: api.url,
      VITE_KIT_RELAY_URL: relay.url,
      VITE_KIT_SECURE_URL: `http://127.0.0.1:${securePort}`,
    }
    const build = spawnSync(vite, ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { cwd: demo, env, stdio: 'inherit' })
    if (build.status !== 0) throw new Error(`vite build exited with ${build.status}`)
    // --bypass-lock: another preview of the demo (the e2e stack) may run; this one has its own port and directory.
    const server = spawn(vite, ['preview', '--outDir', outDir, '--port', String(demoPort), '--strictPort', '--bypass-lock'], {
      cwd: demo,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    stops.push(async () => {
      server.kill()
      await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)))
    })
    for (let attempt = 0; ; attempt += 1) {
      const up = await fetch(`${origin}/evm.html`).then(
        (response) => response.ok,
        () => false,
      )
      if (up) break
      if (attempt > 300) throw new Error('vite preview did not answer within 30 s')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return { url: `${origin}/evm.html`, chains: devnet.chains, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** In the page: nodes in the document's tree, through open shadow roots (the rest of Memory's count is detached). */
function nodesInTree() {
  const count = (rootNode) => {
    let total = 0
    const walker = document.createTreeWalker(rootNode, NodeFilter.SHOW_ALL)
    for (let node = walker.currentNode; node; node = walker.nextNode()) {
      total += 1
      if (node.shadowRoot) total += count(node.shadowRoot)
    }
    return total
  }
  return count(document)
}

/** GC (twice, so what the first freed and finalized goes too), then the figures of one row. */
async function measure(cdp, page, label) {
  for (let pass = 0; pass < 2; pass += 1) await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const counters = await cdp.send('Memory.getDOMCounters')
  const inTree = await page.evaluate(nodesInTree)
  const parts = await takeHeapBreakdown(cdp)
  return {
    label,
    heap: usedSize,
    code: parts.code,
    buffers: parts.buffers,
    objects: parts.objects,
    nodes: counters.nodes,
    inTree,
    detached: counters.nodes - inTree,
    documents: counters.documents,
    listeners: counters.jsEventListeners,
  }
}

const mib = (bytes) => (bytes / 1024 / 1024).toFixed(2)
function printRow(row) {
  console.log(
    `${row.label.padEnd(34)} heap ${mib(row.heap).padStart(6)} MiB (code ${mib(row.code)}, browser buffers ${mib(row.buffers)}, page objects ${mib(row.objects)})  nodes ${String(row.nodes).padStart(6)} (in tree ${String(row.inTree).padStart(5)}, detached ${String(row.detached).padStart(5)})  documents ${row.documents}  listeners ${row.listeners}`,
  )
}

/** The three kinds of cycle, each waiting until the page shows it done. */
function cycles(page) {
  const modal = page.getByTestId('kit-modal')
  const status = page.getByTestId('demo-status')
  const chain = page.getByTestId('demo-chain-id')
  return {
    async openClose() {
      await page.getByTestId('connect-button').click()
      await page.getByTestId('wallet-item-dev.kit.testwallet').waitFor()
      await page.getByTestId('modal-close').click()
      await modal.waitFor({ state: 'hidden' })
    },
    async connect() {
      await page.getByTestId('connect-button').click()
      await page.getByTestId('wallet-item-dev.kit.testwallet').click()
      await status.filter({ hasText: /^connected$/ }).waitFor()
      await modal.waitFor({ state: 'hidden' })
    },
    async disconnect() {
      await page.getByTestId('account-button').click()
      await page.getByTestId('disconnect-button').click()
      await status.filter({ hasText: /^disconnected$/ }).waitFor()
      await modal.waitFor({ state: 'hidden' })
    },
    async switchTo(chainId) {
      await page.getByTestId('network-button').click()
      await page.getByTestId(`network-item-eip155:${chainId}`).click()
      await chain.filter({ hasText: new RegExp(`^eip155:${chainId}$`) }).waitFor()
      await modal.waitFor({ state: 'hidden' })
    },
  }
}

/** Runs `count` cycles of `step`, a row after every `every` cycles and at the end; the time spent in cycles (rows left out). */
async function runPart(name, count, step, record) {
  let spent = 0
  for (let cycle = 1; cycle <= count; cycle += 1) {
    const started = performance.now()
    await step(cycle)
    spent += performance.now() - started
    if (cycle % every === 0 || cycle === count) await record(`${name} ${cycle}/${count}`)
  }
  return spent
}

async function session(services) {
  const browser = await chromium.launch({
    executablePath: process.env.KIT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    const page = await browser.newPage()
    page.setDefaultTimeout(20_000)
    const wallet = createTestWallet({
      accountIndex: 1,
      chains: services.chains.map((each) => ({ chainId: each.chainId, rpcUrl: each.rpcUrl, name: each.name })),
    })
    await injectTestWallet(page, wallet)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('HeapProfiler.enable')
    await page.goto(services.url)
    await page.getByTestId('connect-button').waitFor()
    await page.waitForTimeout(2_000) // the idle-time prefetches of the modal's code
    const rows = []
    const record = async (label) => {
      const row = await measure(cdp, page, label)
      rows.push(row)
      printRow(row)
    }
    const run = cycles(page)
    await record('start (page loaded, nothing clicked)')
    // Warm-up: each kind once, so the baseline holds the code and views a first use loads.
    await run.openClose()
    await run.connect()
    await run.switchTo(8453)
    await run.switchTo(31337)
    await run.disconnect()
    await page.waitForTimeout(2_000)
    await record('warmed up (one of each)')
    const times = {}
    times.opens = await runPart('modal open/close', opens, () => run.openClose(), record)
    times.connects = await runPart(
      'connect/disconnect',
      connects,
      async () => {
        await run.connect()
        await run.disconnect()
      },
      record,
    )
    await run.connect()
    times.switches = await runPart('network switch', switches, (cycle) => run.switchTo(cycle % 2 === 1 ? 8453 : 31337), record)
    await run.disconnect()
    await page.waitForTimeout(2_000)
    await record('end (disconnected, 2 s idle)')
    return { rows, times }
  } finally {
    await browser.close()
  }
}

function report({ rows, times }) {
  const [start, warm] = rows
  const last = rows.at(-1)
  const growth = last.heap - warm.heap
  const detachedGrowth = last.detached - warm.detached
  const listenerGrowth = last.listeners - warm.listeners
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
  console.log(
    `times: ${opens} opens/closes ${seconds(times.opens)}, ${connects} connects/disconnects ${seconds(times.connects)}, ${switches} switches ${seconds(times.switches)}`,
  )
  console.log(`heap from the start row (nothing clicked): ${mib(start.heap)} → ${mib(last.heap)} MiB; the warm-up's first uses load code and views`)
  console.log(`goal JS heap growth after GC ≤ 1 MiB (warmed up → end): ${mib(growth)} MiB — ${growth <= 1024 * 1024 ? 'met' : 'NOT met'}`)
  // The snapshot's parts (bench/lib/heapBreakdown.mjs): what the page keeps, apart from compiled code and the browser's buffers.
  const objectGrowth = last.objects - warm.objects
  console.log(
    `  of the snapshot's growth: compiled code ${mib(last.code - warm.code)} MiB, browser buffers ${mib(last.buffers - warm.buffers)} MiB, page objects ${mib(objectGrowth)} MiB — page objects ≤ 1 MiB ${objectGrowth <= 1024 * 1024 ? 'met' : 'NOT met'}`,
  )
  console.log(
    `goal detached DOM nodes not growing: ${warm.detached} → ${last.detached} (${detachedGrowth >= 0 ? '+' : ''}${detachedGrowth}) — ${detachedGrowth <= 0 ? 'met' : 'NOT met'}`,
  )
  console.log(
    `goal nodes in the tree not growing: ${warm.inTree} → ${last.inTree} (${last.inTree - warm.inTree >= 0 ? '+' : ''}${last.inTree - warm.inTree}) — ${last.inTree <= warm.inTree ? 'met' : 'NOT met'}`,
  )
  console.log(
    `goal listeners released: ${warm.listeners} → ${last.listeners} (${listenerGrowth >= 0 ? '+' : ''}${listenerGrowth}) — ${listenerGrowth <= 0 ? 'met' : 'NOT met'}`,
  )
}

const services = await startServices()
const cap = setTimeout(() => {
  console.error(`stopped: the session passed its ${capMs / 60_000} minute cap`)
  void services.stop().finally(() => process.exit(1))
}, capMs)
try {
  report(await session(services))
} finally {
  clearTimeout(cap)
  await services.stop()
}
