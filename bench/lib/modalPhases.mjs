// Where a Kit page's click → list goes (bench/compare-builds.mjs --phases): one load's times on the
// page's clock, counted from the connect button's first paint (B), and their medians.
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
import { median } from './benchUtils.mjs'

/** The page's times of one load, in ms from the button's first paint (NaN for what it lacks), with its click → list. */
export async function readModalPhases(page, clickToList) {
  const times = await page.evaluate(async () => {
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
  return { ...times, list: times.click + clickToList }
}

/** One line of medians over a build's loads. */
export function formatModalPhases(phases) {
  const at = (key) => median(phases.map((phase) => phase[key]))
  const signed = (value) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(0)}`
  const waited = median(phases.map(({ arrived, click }) => Math.max(0, arrived - click)))
  const after = median(phases.map(({ arrived, click, list }) => list - Math.max(arrived, click)))
  return (
    `requested ${signed(at('requested'))}  arrived ${signed(at('arrived'))}  ready ${signed(at('ready'))}  click ${signed(at('click'))}  list ${signed(at('list'))}` +
    `  | waiting for the chunk ${waited.toFixed(0)}, after it ${after.toFixed(0)}`
  )
}
