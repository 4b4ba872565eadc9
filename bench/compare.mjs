#!/usr/bin/env node
// Benchmark (prints figures; not a test, never run by `npm test`): issue 12's "Performance to the
// goal". The same minimal page (React 18, Ethereum mainnet, one connect button) is built with
//   - Kit: the packed packages (`pnpm pack`), installed with npm like e2e/packaging.spec.ts does,
//   - RainbowKit, ConnectKit and Reown AppKit (wagmi adapter) from the npm registry,
//   - bare wagmi (its injected connectors listed by a button of the page itself),
// each in its own fresh Vite app in a temp dir outside the workspace (bench/lib/kitApps.mjs builds
// and serves them; the pages' sources are in bench/lib/kitShapes/). ConnectKit supports React
// 17/18 only, so every app uses React 18. Mainnet's RPC is a loopback URL the page configures;
// every request to another host is blocked and counted ("foreign": hosts the app did not configure).
// A stub EIP-6963 wallet ("Bench Wallet") is announced so each kit has one installed wallet to list.
//
// Reported per kit (medians of 15 page loads in Chromium, one load of each kit in turn):
//   first load  brotli bytes of the entry script and its static imports (dynamic imports stay out),
//               and how many files they are (each is a request before the page can run)
//   nav→button  navigation start → the connect button is in the DOM and visible
//   click→list  click on it, at the start of a frame → the end of the display compositor's draw of
//               the frame that shows "Bench Wallet" in the kit's wallet list: when it is on screen,
//               read from a Chromium trace (bench/lib/onScreen.mjs)
//   click→frame the same click → the first frame start at which the label is laid out and visible
//               (the page's own clock: a frame's raster and draw are still to come then)
//   heap        JS heap 300 ms after the list is found (after a forced GC): with what a kit loads as it opens
//   foreign     requests to hosts other than 127.0.0.1 (blocked), with the hosts named
// Goals (issue 12): Kit first load ≤ 110 KiB, nav→button and click→list ≤ 1.2× bare wagmi,
// heap ≤ 5 MiB, zero foreign requests.
//
// 15 loads, not the 5 the issue was first measured with: on this 2-core machine one load's
// navigation → button varies by a factor of two, and bare wagmi measured against itself (its page
// built twice, each copy in a column of its own) came out at 0.79–1.16× itself in eight runs of 5 loads,
// 0.97× and 1.14× in two runs of 15. At 5 loads a 1.2× goal is inside the noise of one run.
//
// Usage: node bench/compare.mjs   (after `pnpm build`; needs npm registry access and /usr/bin/chromium)
//   KIT_COMPARE_RUNS=15  KIT_COMPARE_ONLY=kit,wagmi  KIT_COMPARE_KEEP=1 (keep the temp dir)  KIT_COMPARE_DIR=<kept dir>
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { median } from './lib/benchUtils.mjs'
import { benchWalletScript, buildKitApps, firstLoad, isLoopback, kits, serveApps, walletName } from './lib/kitApps.mjs'
import { traceOnScreen } from './lib/onScreen.mjs'

const runs = Number(process.env.KIT_COMPARE_RUNS ?? 15)
/** Pause before each page load, with the new page open (see measureOnce). */
const settleMs = 500
const only = process.env.KIT_COMPARE_ONLY?.split(',')

/** Announces the stub EIP-6963 wallet and records when the connect button and the wallet's name first show. */
const initScript = `${benchWalletScript()}
;(() => {
  const visible = (element) => { const box = element.getBoundingClientRect(); return box.width > 0 && box.height > 0 }
  const deep = (node, test) => {
    for (const element of node.querySelectorAll('*')) {
      if (test(element)) return element
      if (element.shadowRoot) { const inner = deep(element.shadowRoot, test); if (inner) return inner }
    }
    return null
  }
  // Resolves with the time the button was first seen laid out (NaN after 20 s): the harness awaits it
  // with a plain evaluate, which runs nothing of Playwright's own in the page while it loads.
  let shown
  const buttonAt = new Promise((resolve) => {
    shown = resolve
    setTimeout(() => resolve(Number.NaN), 20_000)
  })
  window.__bench = { deep, visible, buttonAt }
  const watchButton = () => {
    const host = document.getElementById('bench-button')
    const button = host && (host.querySelector('button') ?? deep(host, (element) => element.tagName === 'BUTTON' && visible(element)))
    if (button && visible(button)) shown(performance.now())
    else requestAnimationFrame(watchButton)
  }
  requestAnimationFrame(watchButton)
})()`

/** One kit's figures over its page loads, filled one load at a time by `measureOnce`. */
const newSamples = () => ({ navToButton: [], clickToList: [], clickToFrame: [], heaps: [], foreign: new Map(), errors: new Set() })

/** One page load of `url`: its nav→button, click→list, click→frame and heap go into `samples`. */
async function measureOnce(browser, url, samples, attempt) {
  const { navToButton, clickToList, clickToFrame, heaps, foreign, errors } = samples
  const context = await browser.newContext()
  await context.addInitScript(initScript)
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (isLoopback(url)) return route.continue()
    const { hostname } = new URL(url)
    foreign.set(hostname, (foreign.get(hostname) ?? 0) + 1)
    return route.abort()
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.add(error.message.split('\n')[0].slice(0, 120)))
  const cdp = await context.newCDPSession(page)
  try {
    // The new page's setup and the last page's teardown (its renderer process exiting) share the
    // machine's cores with the load measured when it starts at once: about a third of a load's
    // navigation → button was theirs (two runs one after the other, medians of 21 loads, Kit / bare
    // wagmi: 144 / 140 ms without this pause, 100 / 91 with it). The load starts once they are over,
    // as a user's would.
    await new Promise((resolve) => setTimeout(resolve, settleMs))
    await page.goto(url)
    // Not page.waitForFunction: it installs Playwright's injected script (about 330 kB, a 10 ms task
    // on the page's main thread) while the page is still loading, and that task fell before the
    // button's frame in some loads and not in others (and its 0.5 MiB counted in the heap column).
    const shownAt = await page.evaluate(() => window.__bench.buttonAt)
    if (!Number.isFinite(shownAt)) throw new Error('no connect button within 20 s')
    navToButton.push(shownAt)
    await page.waitForTimeout(500)
    // Traced from here to after the list is drawn: the trace says when it reached the screen.
    const { value: elapsed, onScreen } = await traceOnScreen(browser, page, () =>
      page.evaluate(
        (name) =>
          new Promise((resolve) => {
            const { deep, visible } = window.__bench
            const host = document.getElementById('bench-button')
            const button = host.querySelector('button') ?? deep(host, (element) => element.tagName === 'BUTTON' && visible(element))
            let start = 0
            // Checked at the start of each following frame, with layout forced (visible()). A kit that
            // renders the list in the click or in the microtasks after it paints it in the click's own
            // frame: click→frame is then up to one frame (~17 ms at 60 Hz), and click→list adds that
            // frame's raster and draw. Each frame more a kit needs adds one to both.
            const check = () => {
              const label = deep(
                document,
                (element) => visible(element) && [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim() === name),
              )
              if (label) {
                performance.mark('kit-bench-found')
                resolve(performance.now() - start)
              } else if (performance.now() - start > 10_000) resolve(Number.NaN)
              else {
                performance.mark('kit-bench-miss')
                requestAnimationFrame(check)
              }
            }
            // The click lands at the start of a frame, as a user's input is handled before a frame's
            // rendering, so no kit gains or loses by where in a frame the click fell.
            requestAnimationFrame(() => {
              start = performance.now()
              performance.mark('kit-bench-click')
              button.click()
              requestAnimationFrame(check)
            })
          }),
        walletName,
      ),
    )
    clickToFrame.push(elapsed)
    if (Number.isNaN(onScreen) && Number.isFinite(elapsed)) errors.add(`run ${attempt + 1}: the trace does not show the list drawn`)
    clickToList.push(onScreen)
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    heaps.push(metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN)
  } catch (error) {
    errors.add(`run ${attempt + 1}: ${String(error.message).split('\n')[0].slice(0, 120)}`)
  } finally {
    await context.close()
  }
}

const summarize = ({ navToButton, clickToList, clickToFrame, heaps, foreign, errors }) => ({
  navToButton: median(navToButton),
  clickToList: median(clickToList),
  clickToFrame: median(clickToFrame),
  heap: median(heaps),
  foreign,
  errors: [...errors],
})

const work = process.env.KIT_COMPARE_DIR ?? (await mkdtemp(join(tmpdir(), 'kit-compare-')))
const results = {}
try {
  Object.assign(results, await buildKitApps({ dir: work, shape: 'minimal', only, reuse: Boolean(process.env.KIT_COMPARE_DIR) }))
  const names = Object.keys(results)
  const dists = Object.fromEntries(names.filter((name) => results[name].dist).map((name) => [name, results[name].dist]))
  const server = await serveApps(dists)
  try {
    const browser = await chromium.launch({
      executablePath: process.env.KIT_CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    })
    try {
      const built = names.filter((name) => results[name].dist)
      for (const name of built) results[name].load = await firstLoad(results[name].dist)
      // Round-robin, one page load of each kit in turn, so a change in the machine's load during
      // the run falls on every kit alike instead of on whichever kit was being measured then.
      const samples = Object.fromEntries(built.map((name) => [name, newSamples()]))
      for (let attempt = 0; attempt < runs; attempt += 1) {
        for (const name of built) await measureOnce(browser, `${server.url}/${name}/`, samples[name], attempt)
      }
      for (const name of built) Object.assign(results[name], summarize(samples[name]))
    } finally {
      await browser.close()
    }
  } finally {
    await server.close()
  }
} finally {
  if (!process.env.KIT_COMPARE_KEEP && !process.env.KIT_COMPARE_DIR) await rm(work, { recursive: true, force: true })
  else console.error(`[compare] apps kept in ${work}`)
}

const kib = (bytes) => (bytes / 1024).toFixed(1)
/** Milliseconds; `digits` 1 for the click figures (about 10 ms, where a rounded 11 against a limit of 11 says nothing). */
const ms = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')
const mib = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024 / 1024).toFixed(2) : 'n/a')
/** Blocked requests to hosts the app did not configure, over all runs. */
const foreignTotal = (result) => [...result.foreign.values()].reduce((sum, count) => sum + count, 0)
console.log(`Minimal page (React 18, mainnet, one connect button), medians of ${runs} runs, external requests blocked`)
console.log(
  [
    'kit'.padEnd(14),
    'first load JS KiB br, files (+CSS)'.padEnd(34),
    'nav→button ms'.padEnd(14),
    'click→list ms'.padEnd(14),
    'click→frame ms'.padEnd(15),
    'heap MiB'.padEnd(9),
    'foreign requests',
  ].join(' '),
)
for (const [name, result] of Object.entries(results)) {
  const label = kits[name].label.padEnd(14)
  if (result.error) {
    console.log(`${label} not measured: ${result.error}`)
    continue
  }
  const foreignCount = foreignTotal(result)
  const hosts = [...result.foreign.keys()].join(', ')
  console.log(
    [
      label,
      `${kib(result.load.js)}, ${result.load.files}${result.load.css ? ` (+${kib(result.load.css)})` : ''}`.padEnd(34),
      ms(result.navToButton).padEnd(14),
      ms(result.clickToList, 1).padEnd(14),
      ms(result.clickToFrame, 1).padEnd(15),
      mib(result.heap).padEnd(9),
      `${(foreignCount / runs).toFixed(0)} a load${hosts ? ` (${hosts})` : ''}`,
    ].join(' '),
  )
  if (result.errors.length) console.log(`${' '.repeat(15)}page errors: ${result.errors.slice(0, 3).join(' | ')}`)
}
console.log(
  `versions: ${Object.entries(results)
    .map(
      ([name, result]) =>
        `${name} ${Object.entries(result.versions ?? {})
          .filter(([dep]) => !['react-dom'].includes(dep))
          .map(([dep, version]) => `${dep}@${version}`)
          .join(' ')}`,
    )
    .join('; ')}`,
)
const kit = results.kit
const wagmi = results.wagmi
if (kit?.load && wagmi?.load) {
  const verdict = (ok) => (ok ? 'met' : 'MISSED')
  const foreign = foreignTotal(kit)
  console.log('Issue 12 goals for Kit:')
  console.log(`  first load ≤ 110 KiB: ${kib(kit.load.js)} KiB, ${verdict(kit.load.js <= 110 * 1024)}`)
  console.log(
    `  nav→button ≤ 1.2× bare wagmi (${ms(1.2 * wagmi.navToButton)} ms): ${ms(kit.navToButton)} ms, ${verdict(kit.navToButton <= 1.2 * wagmi.navToButton)}`,
  )
  console.log(
    `  click→list ≤ 1.2× bare wagmi (${ms(1.2 * wagmi.clickToList, 1)} ms): ${ms(kit.clickToList, 1)} ms, ${verdict(kit.clickToList <= 1.2 * wagmi.clickToList)}`,
  )
  console.log(`  heap ≤ 5 MiB: ${mib(kit.heap)} MiB, ${verdict(kit.heap <= 5 * 1024 * 1024)}`)
  console.log(`  zero foreign requests: ${foreign}, ${verdict(foreign === 0)}`)
  // Kit first on every column among the kits measured (bare wagmi is the yardstick, not a kit).
  const others = Object.entries(results).filter(([name, result]) => name !== 'kit' && name !== 'wagmi' && result.load)
  if (others.length > 0) {
    const columns = [
      ['first load', (result) => result.load.js],
      ['nav→button', (result) => result.navToButton],
      ['click→list', (result) => result.clickToList],
      ['click→frame', (result) => result.clickToFrame],
      ['heap', (result) => result.heap],
      ['foreign requests', foreignTotal],
    ]
    const behind = columns.filter(([, value]) => others.some(([, result]) => !(value(kit) <= value(result)))).map(([column]) => column)
    console.log(
      `  Kit first on every column against ${others.map(([name]) => kits[name].label).join(', ')}: ${behind.length ? `behind on ${behind.join(', ')}, MISSED` : 'met'}`,
    )
  }
}
