#!/usr/bin/env node
// Benchmark (prints figures; not a test, never run by `npm test`): issue 12's "Performance to the
// goal" and issue 38's page shapes and phone profile. One page shape is built with
//   - Kit: the packed packages (`pnpm pack`), installed with npm like e2e/packaging.spec.ts does,
//   - RainbowKit, ConnectKit and Reown AppKit from the npm registry,
//   - bare wagmi (its injected connectors listed by a button of the page itself),
// each in its own fresh Vite app in a temp dir outside the workspace (bench/lib/kitApps.mjs builds
// and serves them; the pages' sources are in bench/lib/kitShapes/). The shapes:
//   minimal  React 18, Ethereum mainnet, one connect button (the default)
//   full     EVM + Solana + Bitcoin where the kit supports them, email and social login,
//            WalletConnect, SIWX required (RainbowKit and ConnectKit: EVM, WalletConnect, their SIWE)
//   wagmi    the app a wagmi user has: WagmiProvider, QueryClientProvider, useAccount shown, the
//            kit's button (Kit through @kit/adapters-wagmi, AppKit through its wagmi adapter)
// ConnectKit supports React 17/18 only, so every app uses React 18. The apps are served over HTTP/2
// with brotli, as static hosts serve them (bench/lib/kitApps.mjs's serveApps). Every RPC URL is on loopback;
// every request to another host is blocked and counted ("foreign": hosts the app did not configure).
// A stub EIP-6963 wallet ("Bench Wallet") is announced so each kit has one installed wallet to list.
// The phone profile (`--phone`) slows each page's CPU 4× and its network to Chromium DevTools'
// "Slow 4G" (562.5 ms a request, 1.44 Mbps down, 675 kbps up: bench/lib/comparePage.mjs says why).
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
// Goals for Kit, printed after the table (bench/lib/compareReport.mjs):
//   minimal  first load ≤ 110 KiB, nav→button and click→list ≤ 1.2× bare wagmi, heap ≤ 5 MiB, zero
//            foreign requests, first on every column
//   full     first load ≤ 1.4× Kit's own minimal page (built in the same run), nav→button ≤ 1.2×
//            bare wagmi, first on every column
//   wagmi    first load ≤ bare wagmi's (wagmi 3, as Kit's adapter) + 40 KiB, first on every column
//   phone    nav→button and click→list ≤ 1.3× bare wagmi and first on both; then, not a goal,
//            each kit's navigation → list on screen for a visitor who clicks when the bench does
//            (the click's time on the page's clock plus click→list): a kit whose modal is a lazy
//            chunk trades a sooner button for a later list after the click, and this says whose
//            list a visitor sees first
//
// 15 loads, not the 5 the issue was first measured with: on this 2-core machine one load's
// navigation → button varies by a factor of two, and bare wagmi measured against itself (its page
// built twice, each copy in a column of its own) came out at 0.79–1.16× itself in eight runs of 5 loads,
// 0.97× and 1.14× in two runs of 15. At 5 loads a 1.2× goal is inside the noise of one run.
//
// The click comes 500 ms after the button shows (the goals' figures); `--click-after <ms>` moves it,
// to see what a visitor who takes longer gets (on the phone profile a lazy chunk's round trip is
// over half a second, so the figure depends on whether the modal's chunk has arrived).
//
// Usage: node bench/compare.mjs [--shape minimal|full|wagmi] [--phone] [--runs 15] [--only kit,wagmi] [--click-after 500]
//   (after `pnpm build`; needs npm registry access and /usr/bin/chromium). The same as variables:
//   KIT_COMPARE_SHAPE=full  KIT_COMPARE_PROFILE=phone  KIT_COMPARE_RUNS=15  KIT_COMPARE_ONLY=kit,wagmi
//   KIT_COMPARE_CLICK_AFTER=500
//   KIT_COMPARE_KEEP=1 (keep the temp dir)  KIT_COMPARE_DIR=<kept dir> (reuse its installs; the apps
//   are in <dir>/<shape>/<kit>)  KIT_COMPARE_FILES=1 (print each app's first-load files and
//   the packages in them, bench/lib/firstLoadPackages.mjs)
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { defaultClickAfterMs, measureOnce, newSamples, summarize } from './lib/comparePage.mjs'
import { printGoals, printTable } from './lib/compareReport.mjs'
import { firstLoadPackages } from './lib/firstLoadPackages.mjs'
import { buildKitApps, firstLoad, packKit, serveApps, shapes } from './lib/kitApps.mjs'

/** `--name value` on the command line, or the environment variable `variable`. */
const option = (name, variable) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? process.env[variable] : process.argv[index + 1]
}
const runs = Number(option('runs', 'KIT_COMPARE_RUNS') ?? 15)
const only = option('only', 'KIT_COMPARE_ONLY')?.split(',')
const shape = option('shape', 'KIT_COMPARE_SHAPE') ?? 'minimal'
const profile = process.argv.includes('--phone') || process.env.KIT_COMPARE_PROFILE === 'phone' ? 'phone' : 'desktop'
const clickAfterMs = Number(option('click-after', 'KIT_COMPARE_CLICK_AFTER') ?? defaultClickAfterMs)
if (!shapes[shape]) throw new Error(`unknown page shape '${shape}': one of ${Object.keys(shapes).join(', ')}`)
if (!(clickAfterMs >= 0))
  throw new Error(`KIT_COMPARE_CLICK_AFTER / --click-after must be a number of ms, got '${option('click-after', 'KIT_COMPARE_CLICK_AFTER')}'`)
if (!(runs >= 1)) throw new Error(`KIT_COMPARE_RUNS / --runs must be a positive number, got '${option('runs', 'KIT_COMPARE_RUNS')}'`)

/** Loads each built app `runs` times in Chromium, one load of each kit in turn; fills `results`. */
async function measureAll(results, url) {
  const browser = await chromium.launch({
    executablePath: process.env.KIT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    const built = Object.keys(results).filter((name) => results[name].dist)
    for (const name of built) results[name].load = await firstLoad(results[name].dist)
    // Round-robin, one page load of each kit in turn, so a change in the machine's load during
    // the run falls on every kit alike instead of on whichever kit was being measured then.
    const samples = Object.fromEntries(built.map((name) => [name, newSamples()]))
    for (let attempt = 0; attempt < runs; attempt += 1) {
      for (const name of built) await measureOnce(browser, `${url}/${name}/`, samples[name], attempt, { profile, clickAfterMs })
    }
    for (const name of built) Object.assign(results[name], summarize(samples[name]))
  } finally {
    await browser.close()
  }
}

const work = process.env.KIT_COMPARE_DIR ?? (await mkdtemp(join(tmpdir(), 'kit-compare-')))
const reuse = Boolean(process.env.KIT_COMPARE_DIR)
const results = {}
let kitMinimalLoad
try {
  const names = Object.keys(shapes[shape]).filter((name) => !only || only.includes(name))
  const tarball = names.includes('kit') ? await packKit(work) : undefined
  Object.assign(results, await buildKitApps({ dir: work, shape, only, reuse, tarball }))
  if (shape === 'full' && tarball) {
    // The full page's first-load goal is relative to Kit's minimal page, built from the same packs.
    const { kit } = await buildKitApps({ dir: work, shape: 'minimal', only: ['kit'], reuse, tarball })
    if (kit.dist) kitMinimalLoad = await firstLoad(kit.dist)
  }
  const dists = Object.fromEntries(names.filter((name) => results[name].dist).map((name) => [name, results[name].dist]))
  const server = await serveApps(dists, { http2: true })
  try {
    await measureAll(results, server.url)
  } finally {
    await server.close()
  }
} finally {
  if (!process.env.KIT_COMPARE_KEEP && !reuse) await rm(work, { recursive: true, force: true })
  else console.error(`[compare] apps kept in ${work}`)
}

const labels = Object.fromEntries(Object.entries(shapes[shape]).map(([name, kit]) => [name, kit.label]))
printTable({ shape, profile, runs, results, labels, clickAfterMs })
printGoals({ shape, profile, results, labels, kitMinimalLoad })
if (process.env.KIT_COMPARE_FILES) {
  for (const [name, result] of Object.entries(results)) {
    if (!result.load) continue
    const packages = firstLoadPackages(result.dist)
      .slice(0, 12)
      .map(({ name: packageName, kib }) => `${packageName} ${kib.toFixed(1)}`)
    console.log(`${name} first load: ${result.load.names.join(' ')}\n  KiB br by package: ${packages.join(', ')}`)
  }
}
