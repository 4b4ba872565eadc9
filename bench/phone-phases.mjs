#!/usr/bin/env node
// Benchmark (prints figures; not a test): where a Kit page's click → list goes, phase by phase.
// Pages already built with Kit (a `dist` folder each, e.g. a kept app of bench/compare.mjs) are
// loaded in turn with bench/compare.mjs's measurement (bench/lib/comparePage.mjs's measureOnce,
// the phone profile unless `--desktop`), and each load's times are read from the page's clock,
// counted from the connect button's first paint (B):
//   requested   the modal's chunk (appkit-modal-*.js) asked for (Resource Timing's fetchStart)
//   arrived     its last byte (responseEnd)
//   ready       `appkit-modal-ready`: the chunk has run and the modal has its kit
//   click       the bench's click (`--click-after` ms after B, plus a frame)
//   list        the list on screen (the click plus click → list, from the trace)
// and two spans: how long the click waited for the chunk (arrived − click, 0 when it came first)
// and how long the list took after both (list − the later of the two). On the phone profile each
// request costs 562.5 ms before its first byte (comparePage.mjs's phoneProfile), so a chunk asked
// for when the page has run arrives after a click 500 ms after the button: the first span is that
// round trip's remainder, the second the main thread's work, which the other kits (their modal in
// the first load) do too.
//
// Usage: node bench/phone-phases.mjs [--runs 11] [--click-after 500] [--desktop] name=<dist> ...
//   e.g. node bench/phone-phases.mjs minimal=/tmp/cmpw/minimal/kit/dist full=/tmp/cmpw/full/kit/dist
import { chromium } from '@playwright/test'
import { median } from './lib/benchUtils.mjs'
import { defaultClickAfterMs, measureOnce, newSamples } from './lib/comparePage.mjs'
import { serveApps } from './lib/kitApps.mjs'

const args = process.argv.slice(2)
const valueOf = (flag, fallback) => (args.includes(flag) ? Number(args[args.indexOf(flag) + 1]) : fallback)
const runs = valueOf('--runs', 11)
const clickAfterMs = valueOf('--click-after', defaultClickAfterMs)
const profile = args.includes('--desktop') ? 'desktop' : 'phone'
const dists = Object.fromEntries(args.filter((arg) => arg.includes('=')).map((arg) => arg.split('=')))
if (!Object.keys(dists).length || !(runs > 0) || !(clickAfterMs >= 0))
  throw new Error('usage: node bench/phone-phases.mjs [--runs 11] [--click-after 500] [--desktop] name=<dist> ...')

/** The page's times of one load, in ms from the button's first paint (NaN for what it lacks). */
const readPhases = (page) =>
  page.evaluate(async () => {
    const button = await window.__bench.buttonAt
    const mark = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? Number.NaN
    const chunk = performance.getEntriesByType('resource').find((entry) => /\/appkit-modal-[\w-]+\.js$/.test(entry.name))
    return {
      requested: (chunk?.fetchStart ?? Number.NaN) - button,
      arrived: (chunk?.responseEnd ?? Number.NaN) - button,
      ready: mark('kit-bench-modal-ready') - button,
      click: mark('kit-bench-click') - button,
    }
  })

const server = await serveApps(dists, { http2: true })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
try {
  const loads = Object.fromEntries(Object.keys(dists).map((name) => [name, { samples: newSamples(), phases: [] }]))
  for (let round = 0; round < runs; round++)
    for (const [name, { samples, phases }] of Object.entries(loads)) {
      const inspect = async (page) => {
        const times = await readPhases(page)
        phases.push({ ...times, list: times.click + samples.clickToList.at(-1) })
      }
      await measureOnce(browser, `${server.url}/${name}/`, samples, round, { profile, clickAfterMs, inspect })
    }
  console.log(`${profile} profile, click ${clickAfterMs} ms after the button, medians of ${runs} interleaved loads, ms from the button's first paint`)
  for (const [name, { samples, phases }] of Object.entries(loads)) {
    const at = (key) => median(phases.map((phase) => phase[key]))
    const signed = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(0)}`
    const waited = median(phases.map(({ arrived, click }) => Math.max(0, arrived - click)))
    const after = median(phases.map(({ arrived, click, list }) => list - Math.max(arrived, click)))
    console.log(
      `${name.padEnd(10)} requested ${signed(at('requested'))}  arrived ${signed(at('arrived'))}  ready ${signed(at('ready'))}  click ${signed(at('click'))}  list ${signed(at('list'))}` +
        `  | click→list ${median(samples.clickToList).toFixed(0)}: waiting for the chunk ${waited.toFixed(0)}, after it ${after.toFixed(0)}` +
        (samples.errors.size ? `  errors: ${[...samples.errors].join('; ')}` : ''),
    )
  }
} finally {
  await browser.close()
  await server.close()
}
