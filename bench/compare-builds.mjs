#!/usr/bin/env node
// Benchmark (prints figures; not a test): pages already built (a `dist` folder each, e.g. a kept
// app of bench/compare.mjs built before and after a change), loaded in turn, one load of each per
// round, with bench/compare.mjs's measurement (bench/lib/comparePage.mjs's measureOnce: navigation
// → button, click → list), and the medians printed. Interleaving the loads puts the machine's
// changing load on every build alike, which two runs of compare.mjs one after the other do not.
//
// Usage: node bench/compare-builds.mjs [--runs 21] [--phone] name=<dist> name=<dist> ...
//   e.g. node bench/compare-builds.mjs before=/tmp/before/dist after=/tmp/cmpw/full/kit/dist wagmi=/tmp/cmpw/full/wagmi/dist
import { chromium } from '@playwright/test'
import { median } from './lib/benchUtils.mjs'
import { measureOnce, newSamples } from './lib/comparePage.mjs'
import { serveApps } from './lib/kitApps.mjs'

const args = process.argv.slice(2)
const runsAt = args.indexOf('--runs')
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 21
const profile = args.includes('--phone') ? 'phone' : 'desktop'
const dists = Object.fromEntries(args.filter((arg) => arg.includes('=')).map((arg) => arg.split('=')))
if (!Object.keys(dists).length || !(runs > 0)) throw new Error('usage: node bench/compare-builds.mjs [--runs 21] [--phone] name=<dist> ...')

const server = await serveApps(dists, { http2: true })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
try {
  const samples = Object.fromEntries(Object.keys(dists).map((name) => [name, newSamples()]))
  for (let round = 0; round < runs; round++)
    for (const name of Object.keys(dists)) await measureOnce(browser, `${server.url}/${name}/`, samples[name], round, { profile })
  console.log(`${profile} profile, medians of ${runs} interleaved loads`)
  for (const [name, { navToButton, clickToList, errors }] of Object.entries(samples))
    console.log(
      `${name.padEnd(14)} nav→button ${median(navToButton).toFixed(0)} ms  click→list ${median(clickToList).toFixed(1)} ms${errors.size ? `  errors: ${[...errors].join('; ')}` : ''}`,
    )
} finally {
  await browser.close()
  await server.close()
}
