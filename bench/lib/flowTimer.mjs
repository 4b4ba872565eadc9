// One user step timed in the page (bench/flows.mjs): the action at the start of a frame, then a
// check at the start of each following frame (layout forced) until the result is laid out and
// visible. The action and the check may run in different frames of the page (the email code is
// typed on the secure frame, "connected" shows on the host page), so both take wall-clock times
// (timeOrigin + now), which every frame of one browser shares.
//
// `act` and `done` are the sources of functions run in the frame with `(helpers, argument)`;
// helpers: `deep(root, selector)` (through open shadow roots), `visible(element)`,
// `findText(root, test, whole)` (the first visible element whose own text, or with `whole` its
// whole short text content, passes `test`).
import { deepQuerySource } from './benchUtils.mjs'

/** In a frame: installs `window.__flow` helpers once. */
function installHelpers(deepSource) {
  if (window.__flow) return
  const deep = (0, eval)(deepSource)
  const visible = (element) => {
    if (!element?.isConnected) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
  }
  const findText = (rootNode, test, whole = false) => {
    for (const element of rootNode.querySelectorAll('*')) {
      // Whole text only for small elements: textContent of every element is the page's text once per level.
      const own = whole
        ? element.childElementCount <= 8 && element.textContent.length < 64 && element.textContent.trim()
        : [...element.childNodes]
            .filter((node) => node.nodeType === 3)
            .map((node) => node.textContent)
            .join('')
            .trim()
      if (own && test(own) && visible(element)) return element
      if (element.shadowRoot) {
        const inner = findText(element.shadowRoot, test, whole)
        if (inner) return inner
      }
    }
    return null
  }
  window.__flow = { helpers: { deep, visible, findText }, now: () => performance.timeOrigin + performance.now() }
}

/** In a frame: starts checking `done` each frame; `window.__flow.doneAt` resolves with the wall time it passed (NaN after the timeout). */
function startWatch({ doneSource, argument, timeout }) {
  const { helpers, now } = window.__flow
  const done = (0, eval)(`(${doneSource})`)
  const started = now()
  window.__flow.doneAt = new Promise((resolve) => {
    const check = () => {
      let passed = false
      try {
        passed = Boolean(done(helpers, argument))
      } catch {}
      if (passed) resolve(now())
      else if (now() - started > timeout) resolve(Number.NaN)
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}

/** In a frame: runs `act` at the start of the next frame; resolves with its wall time. */
function actAtFrame({ actSource, argument }) {
  const { helpers, now } = window.__flow
  const act = (0, eval)(`(${actSource})`)
  return new Promise((resolve, reject) =>
    requestAnimationFrame(() => {
      const at = now()
      try {
        act(helpers, argument)
        resolve(at)
      } catch (error) {
        reject(error)
      }
    }),
  )
}

/**
 * Milliseconds from `act` (run in `actFrame` at a frame start) to the first frame start at which
 * `done` (checked in `doneFrame`) passes; NaN when it did not within `timeout` ms. `argument` goes
 * to both, unless `doneArgument` is given for `done`.
 * @param {{ actFrame: import('@playwright/test').Frame | import('@playwright/test').Page, act: Function, doneFrame?: any, done: Function, argument?: unknown, doneArgument?: unknown, timeout?: number }} step
 */
export async function timeStep({ actFrame, act, doneFrame = actFrame, done, argument, doneArgument = argument, timeout = 20_000 }) {
  for (const frame of new Set([actFrame, doneFrame])) await frame.evaluate(installHelpers, deepQuerySource)
  await doneFrame.evaluate(startWatch, { doneSource: String(done), argument: doneArgument, timeout })
  const start = await actFrame.evaluate(actAtFrame, { actSource: String(act), argument })
  const end = await doneFrame.evaluate(() => window.__flow.doneAt)
  return end - start
}

/** Runs `once(run)` `runs` times and returns the finite times (a failed run is reported and left out). */
export async function sample(name, runs, once, log = console.error) {
  const times = []
  for (let run = 0; run < runs; run += 1) {
    try {
      const time = await once(run)
      if (Number.isFinite(time)) times.push(time)
      else log(`[flows] ${name}, run ${run + 1}: no result within the timeout`)
    } catch (error) {
      log(
        `[flows] ${name}, run ${run + 1}: ${String(error?.message ?? error)
          .split('\n')[0]
          .slice(0, 160)}`,
      )
    }
  }
  return times
}
