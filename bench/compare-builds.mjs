#!/usr/bin/env node
// Benchmark (prints figures; not a test): pages already built (a `dist` folder each, e.g. a kept
// app of bench/compare.mjs built before and after a change), loaded in turn, one load of each per
// round, with bench/compare.mjs's measurement (bench/lib/comparePage.mjs's measureOnce: navigation
// → button, click → list), and the medians printed. Interleaving the loads puts the machine's
// changing load on every build alike, which two runs of compare.mjs one after the other do not.
// `--phases` (Kit pages) adds where click → list goes: when the modal's chunk was asked for and
// arrived, the modal ready, the click and the list, from the button's first paint
// (bench/lib/modalPhases.mjs).
//
// Usage: node bench/compare-builds.mjs [--runs 21] [--phone] [--click-after 500] [--phases] name=<dist> name=<dist> ...
//   e.g. node bench/compare-builds.mjs before=/tmp/before/dist after=/tmp/cmpw/full/kit/dist wagmi=/tmp/cmpw/full/wagmi/dist
//        node bench/compare-builds.mjs --runs 11 --phone --phases minimal=/tmp/cmpw/minimal/kit/dist
import { chromium } from '@playwright/test'
import { median } from './lib/benchUtils.mjs'
import { defaultClickAfterMs, measureOnce, newSamples } from './lib/comparePage.mjs'
import { serveApps } from './lib/kitApps.mjs'
import { formatModalPhases, readModalPhases } from './lib/modalPhases.mjs'

const args = process.argv.slice(2)
const valueOf = (flag, fallback) => (args.includes(flag) ? Number(args[args.indexOf(flag) + 1]) : fallback)
const runs = valueOf('--runs', 21)
const clickAfterMs = valueOf('--click-after', defaultClickAfterMs)
const profile = args.includes('--phone') ? 'phone' : 'desktop'
const phases = args.includes('--phases')
const dists = Object.fromEntries(args.filter((arg) => arg.includes('=')).map((arg) => arg.split('=')))
if (!Object.keys(dists).length || !(runs > 0) || !(clickAfterMs >= 0))
  throw new Error('usage: node bench/compare-builds.mjs [--runs 21] [--phone] [--click-after 500] [--phases] name=<dist> ...')

const server = await serveApps(dists, { http2: true })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
try {
  const loads = Object.fromEntries(Object.keys(dists).map((name) => [name, { samples: newSamples(), phases: [] }]))
  for (let round = 0; round < runs; round++)
    for (const [name, load] of Object.entries(loads)) {
      const inspect = phases ? async (page) => load.phases.push(await readModalPhases(page, load.samples.clickToList.at(-1))) : undefined
      await measureOnce(browser, `${server.url}/${name}/`, load.samples, round, { profile, clickAfterMs, inspect })
    }
  console.log(`${profile} profile, click ${clickAfterMs} ms after the button, medians of ${runs} interleaved loads`)
  for (const [name, { samples, phases: times }] of Object.entries(loads)) {
    const { navToButton, clickToList, errors } = samples
    console.log(
      `${name.padEnd(14)} nav→button ${median(navToButton).toFixed(0)} ms  click→list ${median(clickToList).toFixed(1)} ms${errors.size ? `  errors: ${[...errors].join('; ')}` : ''}`,
    )
    if (phases) console.log(`${' '.repeat(14)} ms from the button: ${formatModalPhases(times)}`)
  }
} finally {
  await browser.close()
  await server.close()
}
