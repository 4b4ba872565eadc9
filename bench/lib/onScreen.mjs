// When a change made in a page reaches the screen, read from a Chromium trace. A page's own clock
// only sees its main thread: the next animation frame starts while the frame it changed is still
// being rastered and drawn, so "the next frame has it laid out" can come long before anyone sees it.

/** Trace categories onScreenAt() reads: the frame pipeline's stages and the page's marks. */
export const onScreenCategories = ['disabled-by-default-devtools.timeline.frame', 'benchmark', 'blink.user_timing']

const idOf = (event) => event.id2?.local ?? event.id2?.global ?? event.id

/**
 * Milliseconds from the page's `startMark` to the end of the display compositor's draw of the
 * frame the page had painted when it set `foundMark`, or NaN when the trace does not show it.
 *
 * `foundMark` is set in an animation frame callback that found the change laid out: the last main
 * frame committed before it painted the change. That commit's tree is activated once its tiles are
 * rastered (`EndCommitToActivation` ends), and the next draw (`Graphics.Pipeline.DrawAndSwap`)
 * puts it on screen. A change made in a task between two frames is found through the layout the
 * search forces, before its frame paints it: it is credited the frame before, one frame early.
 */
export function onScreenAt(traceEvents, startMark, foundMark) {
  const markTime = (name) => traceEvents.find((event) => event.name === name && event.cat.includes('blink.user_timing'))?.ts
  const start = markTime(startMark)
  const found = markTime(foundMark)
  if (start === undefined || found === undefined) return Number.NaN
  const byTime = (a, b) => a.ts - b.ts
  const commit = traceEvents
    .filter((event) => event.name === 'Commit' && event.ph === 'b' && event.ts > start && event.ts < found)
    .sort(byTime)
    .at(-1)
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
