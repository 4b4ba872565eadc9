// One page load of a kit's app in Chromium, measured for bench/compare.mjs: navigation → connect
// button, click → wallet list (on screen, from a trace, and at the page's first frame showing it),
// JS heap after GC, and requests to hosts other than loopback (blocked and counted). The `phone`
// profile throttles the page's CPU and network (see `phoneProfile`).

import { median } from './benchUtils.mjs'
import { benchWalletScript, isLoopback, walletName } from './kitApps.mjs'
import { traceOnScreen } from './onScreen.mjs'

/**
 * A phone-class device: Chromium's DevTools protocol slows the page's main thread 4× (a mid-range
 * phone against this machine's desktop cores, as Lighthouse's mobile profile does) and its network
 * to Chromium DevTools' "Slow 4G" preset, the one Lighthouse's mobile runs apply: 150 ms round
 * trips, 1.6 Mbps down and 750 kbps up on the link. The protocol delays each request, not each
 * packet, so the preset counts a request's setup as 3.75 round trips (562.5 ms) and takes 90 % of
 * the link's throughput (the rest lost to packet overhead): those are the figures applied here.
 */
export const phoneProfile = {
  cpuThrottlingRate: 4,
  network: { offline: false, latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 },
}
/** How long a load may take to show the button, and a click the list, before it counts as failed. */
const limits = { desktop: { buttonMs: 20_000, listMs: 10_000 }, phone: { buttonMs: 60_000, listMs: 30_000 } }

/** How long after the button shows the click comes, unless told (`--click-after`): the goals' figures. */
export const defaultClickAfterMs = 500

/** Pause before each page load, with the new page open (see measureOnce). */
const settleMs = 500

/** Announces the stub EIP-6963 wallet and records when the connect button first shows (NaN after `buttonMs`). */
const initScript = (buttonMs) => `${benchWalletScript()}
;(() => {
  const visible = (element) => { const box = element.getBoundingClientRect(); return box.width > 0 && box.height > 0 }
  const deep = (node, test) => {
    for (const element of node.querySelectorAll('*')) {
      if (test(element)) return element
      if (element.shadowRoot) { const inner = deep(element.shadowRoot, test); if (inner) return inner }
    }
    return null
  }
  // Resolves with the time the button was first seen laid out (NaN after buttonMs): the harness awaits it
  // with a plain evaluate, which runs nothing of Playwright's own in the page while it loads.
  let shown
  const buttonAt = new Promise((resolve) => {
    shown = resolve
    setTimeout(() => resolve(Number.NaN), ${buttonMs})
  })
  window.__bench = { deep, visible, buttonAt }
  // Kit's modal announces itself when its chunk has run (bench/lib/modalPhases.mjs reads the mark).
  document.addEventListener('appkit-modal-ready', () => performance.mark('kit-bench-modal-ready'), { once: true })
  const watchButton = () => {
    const host = document.getElementById('bench-button')
    const button = host && (host.querySelector('button') ?? deep(host, (element) => element.tagName === 'BUTTON' && visible(element)))
    if (button && visible(button)) shown(performance.now())
    else requestAnimationFrame(watchButton)
  }
  requestAnimationFrame(watchButton)
})()`

/** One kit's figures over its page loads, filled one load at a time by `measureOnce`. */
export const newSamples = () => ({ navToButton: [], clickToList: [], clickToFrame: [], navToList: [], heaps: [], foreign: new Map(), errors: new Set() })

/**
 * Clicks the connect button at the start of a frame and resolves with when it clicked (the page's
 * clock: ms from navigation) and the time until a frame start finds "Bench Wallet" laid out and
 * visible (NaN after `listMs`).
 */
function clickUntilListed(page, listMs) {
  return page.evaluate(
    ({ name, listMs }) =>
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
            resolve({ clickedAt: start, elapsed: performance.now() - start })
          } else if (performance.now() - start > listMs) resolve({ clickedAt: start, elapsed: Number.NaN })
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
    { name: walletName, listMs },
  )
}

/** Slows the page's CPU and network as `phoneProfile` says, before it loads. */
async function throttle(cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuThrottlingRate })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', phoneProfile.network)
}

/**
 * One page load of `url` with `profile` ('desktop' or 'phone'), clicking `clickAfterMs` after the
 * button shows: its nav→button, click→list, click→frame, nav→list (what a visitor who clicks then
 * waits from navigation: the click's time plus click→list) and heap go into `samples`. `inspect`,
 * if given, is awaited with the page once the list is on screen (before the heap is read).
 */
export async function measureOnce(browser, url, samples, attempt, { profile = 'desktop', clickAfterMs = defaultClickAfterMs, inspect } = {}) {
  const { navToButton, clickToList, clickToFrame, navToList, heaps, foreign, errors } = samples
  const limit = limits[profile]
  // The apps' server has a self-signed certificate (HTTP/2 needs TLS).
  const context = await browser.newContext({ ignoreHTTPSErrors: true })
  await context.addInitScript(initScript(limit.buttonMs))
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
    if (profile === 'phone') await throttle(cdp)
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
    if (!Number.isFinite(shownAt)) throw new Error(`no connect button within ${limit.buttonMs / 1000} s`)
    navToButton.push(shownAt)
    await page.waitForTimeout(clickAfterMs)
    // Traced from here to after the list is drawn: the trace says when it reached the screen.
    const { value, onScreen } = await traceOnScreen(browser, page, () => clickUntilListed(page, limit.listMs))
    clickToFrame.push(value.elapsed)
    if (Number.isNaN(onScreen) && Number.isFinite(value.elapsed)) errors.add(`run ${attempt + 1}: the trace does not show the list drawn`)
    clickToList.push(onScreen)
    navToList.push(value.clickedAt + onScreen)
    if (inspect) await inspect(page)
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

/** The medians of one kit's samples. */
export const summarize = ({ navToButton, clickToList, clickToFrame, navToList, heaps, foreign, errors }) => ({
  navToButton: median(navToButton),
  clickToList: median(clickToList),
  clickToFrame: median(clickToFrame),
  navToList: median(navToList),
  heap: median(heaps),
  foreign,
  errors: [...errors],
})
