// When a change made in a page reaches the screen, read from a Chromium trace. A page's own clock
// only sees its main thread: the next animation frame starts while the frame it changed is still
// being rastered and drawn, so "the next frame has it laid out" can come long before anyone sees it.
//
// The code run in the page sets three user-timing marks:
//   kit-bench-click  when it makes the change (a click),
//   kit-bench-miss   in each animation frame callback that looked for the change and did not find it,
//   kit-bench-found  in the one that found it laid out.

const categories = ['disabled-by-default-devtools.timeline.frame', 'benchmark', 'blink.user_timing']

const idOf = (event) => event.id2?.local ?? event.id2?.global ?? event.id

/**
 * Milliseconds from `kit-bench-click` to the end of the display compositor's draw of the frame
 * that painted what the page found at `kit-bench-found`, or NaN when the trace does not show it.
 *
 * The change was painted by the last main frame committed between the last miss (or the click) and
 * the find; with none committed there (a long task kept frames away), by the first one committed
 * after. That commit's tree is activated once its tiles are rastered (`EndCommitToActivation`
 * ends), and the next draw (`Graphics.Pipeline.DrawAndSwap`) puts it on screen. A change made in a
 * task after a frame that did commit is found through the layout the search forces, before its
 * frame paints it: it is credited that frame, one early.
 */
export function onScreenAt(traceEvents) {
  const marks = (name) => traceEvents.filter((event) => event.name === name && event.cat.includes('blink.user_timing')).map((event) => event.ts)
  const start = marks('kit-bench-click')[0]
  const found = marks('kit-bench-found')[0]
  if (start === undefined || found === undefined) return Number.NaN
  const from = Math.max(start, ...marks('kit-bench-miss').filter((time) => time < found))
  const byTime = (a, b) => a.ts - b.ts
  const commits = traceEvents.filter((event) => event.name === 'Commit' && event.ph === 'b' && event.ts > from).sort(byTime)
  const commit = commits.filter((event) => event.ts < found).at(-1) ?? commits.find((event) => event.ts > found)
  if (!commit) return Number.NaN
  const activated = traceEvents
    .filter((event) => event.name === 'EndCommitToActivation' && event.ph === 'e' && event.ts >= commit.ts && idOf(event) === idOf(commit))
    .sort(byTime)[0]
  if (!activated) return Number.NaN
  const draws = traceEvents.filter((event) => event.name === 'Graphics.Pipeline.DrawAndSwap')
  const draw = draws.filter((event) => event.ph === 'b' && event.ts >= activated.ts).sort(byTime)[0]
  const drawn = draw && draws.filter((event) => event.ph === 'e' && event.ts >= draw.ts && idOf(event) === idOf(draw)).sort(byTime)[0]
  return drawn ? (drawn.ts - start) / 1000 : Number.NaN
}

/**
 * Runs `measure()` (which evaluates the page code setting the marks) with `page` traced, then waits
 * for the draw, which comes a frame or more after the page found the change. Returns what
 * `measure()` returned and the on-screen time (`onScreenAt`). A failing `measure()` still stops
 * the trace.
 */
export async function traceOnScreen(browser, page, measure) {
  await browser.startTracing(page, { categories })
  let value
  let trace
  try {
    value = await measure()
    await page.waitForTimeout(300)
  } finally {
    trace = await browser.stopTracing()
  }
  return { value, onScreen: onScreenAt(JSON.parse(trace.toString()).traceEvents) }
}
