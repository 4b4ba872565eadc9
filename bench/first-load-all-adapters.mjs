#!/usr/bin/env node
// Benchmark (prints figures; not a test): the demo page with all three adapters (eip155, solana,
// bip122 — apps/demo/src/main.tsx) built for production, then
//  1. brotli bytes of the JavaScript loaded before anything runs (entry + static imports: what
//     bench/first-load.mjs measures for the same page),
//  2. brotli bytes of every JavaScript file Chromium fetched once the page settled: the first
//     load plus the chunks the kit loads when it mounts (Solana discovery, the Bitcoin adapter),
//  3. the lazy chunks of the non-EVM adapters that load only on use (web3.js on the first Solana
//     RPC call, bitcoinjs-lib with the Bitcoin adapter), so their cost is visible.
// Usage: node bench/first-load-all-adapters.mjs   (after `pnpm build`; needs /usr/bin/chromium)
// KIT_BENCH_OUT_DIR builds into another folder (default apps/demo/dist), KIT_BENCH_PORT picks the port.
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants } from 'node:zlib'
import { chromium } from '@playwright/test'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const demo = join(root, 'apps/demo')
const dist = process.env.KIT_BENCH_OUT_DIR ?? join(demo, 'dist')
const vite = join(demo, 'node_modules/.bin/vite')
const port = Number(process.env.KIT_BENCH_PORT ?? 5374)

const build = spawnSync(vite, ['build', '--logLevel', 'warn', '--outDir', dist, '--emptyOutDir'], { cwd: demo, stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const brotliOf = (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
const kib = (bytes) => (bytes / 1024).toFixed(1)
const read = (file) => readFileSync(join(dist, file))

// 1. Entry + static imports (dynamic imports stay out), as bench/first-load.mjs counts them.
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const seen = new Set()
const queue = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((match) => match[1])
while (queue.length) {
  const file = queue.shift()
  if (seen.has(file)) continue
  seen.add(file)
  for (const match of read(file).toString('utf8').matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g))
    queue.push(join(dirname(file), match[1]))
}
const staticBrotli = [...seen].reduce((sum, file) => sum + brotliOf(read(file)), 0)

// 2. What Chromium fetched once the page settled (the kit mounted, discovery chunks loaded).
const server = spawn(vite, ['preview', '--outDir', dist, '--port', String(port), '--strictPort'], { cwd: demo, stdio: 'ignore' })
const url = `http://127.0.0.1:${port}/`
for (let attempt = 0; attempt < 100; attempt += 1) {
  if (await fetch(url).then((response) => response.ok, () => false)) break
  await new Promise((resolve) => setTimeout(resolve, 100))
}
const fetched = new Set()
const browser = await chromium.launch({
  executablePath: process.env.KIT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
try {
  const page = await browser.newPage()
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (path.endsWith('.js') && response.url().startsWith(url)) fetched.add(path.slice(1))
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByTestId('connect-button').waitFor()
  await page.waitForTimeout(1000)
} finally {
  await browser.close()
  server.kill()
}
const settledBrotli = [...fetched].reduce((sum, file) => sum + brotliOf(read(file)), 0)
const mountChunks = [...fetched].filter((file) => !seen.has(file))

// 3. The non-EVM adapters' heavy lazy chunks, recognised by their content.
const assets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js')).map((file) => `assets/${file}`)
const find = (pattern) => assets.filter((file) => pattern.test(read(file).toString('utf8')))
const web3 = find(/solana-client/)
const bitcoin = find(/bitcoinjs-lib|Invalid Bitcoin address|p2wpkh/).filter((file) => !web3.includes(file))
const line = (files) => `${kib(files.reduce((sum, file) => sum + brotliOf(read(file)), 0))} KiB brotli (${files.join(', ') || 'none'})`

console.log(`demo with eip155 + solana + bip122 adapters (apps/demo, index.html)`)
console.log(`first-load JS (entry + static imports, ${seen.size} files): ${kib(staticBrotli)} KiB brotli`)
console.log(`JS fetched once the page settled (${fetched.size} files, mount-time chunks: ${mountChunks.join(', ') || 'none'}): ${kib(settledBrotli)} KiB brotli`)
console.log(`lazy on first Solana RPC call (web3.js): ${line(web3)}`)
console.log(`Bitcoin adapter code (bitcoinjs-lib and secp256k1, loaded at mount): ${line(bitcoin)}`)
