#!/usr/bin/env node
// Benchmark (prints figures; not a test): builds the demo, then reports
//  1. brotli bytes of the JavaScript the demo page loads before anything is clicked
//     (entry chunk + its static imports: React, the kit, the adapter, <appkit-button>),
//  2. click on connect-button → Connect view visible in Chromium, median of 5 runs,
//  3. JS heap after the modal opens (after a forced GC).
// Budgets (issue 2): ≤ 150 KiB, ≤ 50 ms, ≤ 6 MiB.
// Usage: node bench/first-load.mjs   (after `pnpm build`; needs /usr/bin/chromium)
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'
import { chromium } from '@playwright/test'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const demo = join(root, 'apps/demo')
const dist = join(demo, 'dist')
const vite = join(demo, 'node_modules/.bin/vite')
const port = Number(process.env.KIT_BENCH_PORT ?? 5373)

const build = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: demo, stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

// 1. First-load bytes: follow static imports from the entry (dynamic imports stay out).
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const entry = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1])
const seen = new Set()
const queue = [...entry]
while (queue.length) {
  const file = queue.shift()
  if (seen.has(file)) continue
  seen.add(file)
  const source = readFileSync(join(dist, file), 'utf8')
  for (const match of source.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g))
    queue.push(join(dirname(file), match[1]))
}
let brotli = 0
let raw = 0
for (const file of seen) {
  const bytes = readFileSync(join(dist, file))
  raw += bytes.length
  brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
}

// 2 and 3: the built page in Chromium.
const server = spawn(vite, ['preview', '--port', String(port), '--strictPort'], { cwd: demo, stdio: 'ignore' })
const url = `http://127.0.0.1:${port}/`
for (let attempt = 0; attempt < 100; attempt += 1) {
  if (await fetch(url).then((response) => response.ok, () => false)) break
  await new Promise((resolve) => setTimeout(resolve, 100))
}
const browser = await chromium.launch({
  executablePath: process.env.KIT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
const timings = []
let heap = 0
try {
  const page = await browser.newPage()
  const cdp = await page.context().newCDPSession(page)
  for (let run = 0; run < 5; run += 1) {
    await page.goto(url)
    await page.getByTestId('connect-button').waitFor()
    await page.waitForTimeout(300)
    timings.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const deep = (rootNode, selector) => {
              const found = rootNode.querySelector(selector)
              if (found) return found
              for (const element of rootNode.querySelectorAll('*'))
                if (element.shadowRoot) {
                  const inner = deep(element.shadowRoot, selector)
                  if (inner) return inner
                }
              return null
            }
            const button = deep(document, '[data-testid="connect-button"]')
            const start = performance.now()
            button.click()
            const check = () => {
              const dialog = deep(document, '[data-testid="kit-modal"]')
              const item = dialog && deep(document, '[data-testid^="wallet-item-"], [data-testid="connect-empty"]')
              if (dialog && item && dialog.getBoundingClientRect().width > 0)
                requestAnimationFrame(() => resolve(performance.now() - start))
              else requestAnimationFrame(check)
            }
            check()
          }),
      ),
    )
  }
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('Performance.enable')
  const { metrics } = await cdp.send('Performance.getMetrics')
  heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
} finally {
  await browser.close()
  server.kill()
}

const sorted = [...timings].sort((a, b) => a - b)
const median = sorted[Math.floor(sorted.length / 2)]
const kib = (bytes) => (bytes / 1024).toFixed(1)
console.log(`first-load JS (entry + static imports, ${seen.size} files): ${kib(brotli)} KiB brotli (${kib(raw)} KiB raw)  budget 150 KiB`)
console.log(`click → Connect view visible: median ${median.toFixed(1)} ms of [${timings.map((t) => t.toFixed(1)).join(', ')}]  budget 50 ms`)
console.log(`JS heap after the modal opens: ${(heap / 1024 / 1024).toFixed(2)} MiB  budget 6 MiB`)
