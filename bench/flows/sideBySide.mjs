// The flows other kits can run offline, side by side with the packed Kit (bench/flows.mjs): each
// kit's page built by bench/lib/kitApps.mjs (bench/flows/flowApps.mjs: the minimal page with the
// relay URL from `?relay=`), served from 127.0.0.1, every other host blocked. Per run a fresh
// context, the kits in turn (one run of each, then the next), so a change in the machine's load
// falls on all of them alike.
//   connect  the stub EIP-6963 "Bench Wallet" granting one account: click on its row in the kit's
//            list → the kit shows the account (a visible text starting 0x with the address's end)
//   qr       click on the kit's WalletConnect entry → its QR code drawn, paired through @kit/relay
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { sample, timeStep } from '../lib/flowTimer.mjs'
import { benchWalletScript, buildApp, isLoopback, packKit, serveApps, walletName } from '../lib/kitApps.mjs'
import { flowKits, kitOnlyFlows } from './flowApps.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' // anvil's first account: any address does
const readMs = 500

/**
 * Runs before benchWalletScript: wagmi's injected connector asks for wallet_requestPermissions
 * before eth_requestAccounts (which the stub answers) and stops when it is refused, so the stub
 * "Bench Wallet" grants it too (no caveats: wagmi then asks eth_requestAccounts).
 */
const grantPermissions = `window.addEventListener('eip6963:announceProvider', (event) => {
  const { info, provider } = event.detail
  if (info.rdns !== 'dev.kit.benchwallet' || provider.benchFlows) return
  const request = provider.request
  provider.benchFlows = true
  provider.request = (call) =>
    call.method === 'wallet_requestPermissions' ? Promise.resolve([{ parentCapability: 'eth_accounts', caveats: [] }]) : request(call)
})`

/** Clicks the visible element whose own text is `label` (its button when it has one). */
const clickLabel = ({ findText }, label) => {
  const element = findText(document, (text) => text === label)
  ;(element.closest('button') ?? element).click()
}
/**
 * The account shown: a visible element whose text starts 0x and holds the address's last four
 * characters (whole text: ConnectKit draws the address's parts in elements of their own).
 */
const accountShown = ({ findText }, end) => Boolean(findText(document, (text) => /^0x/i.test(text) && text.toLowerCase().includes(end), true))

/**
 * A QR code drawn by a kit that draws it as an svg, at least 150 px wide, of many modules: many
 * shapes (ConnectKit, AppKit) or long paths (RainbowKit's cuer); before the pairing URI each shows
 * a placeholder without one.
 */
const svgQrDrawn = ({ deep, visible }) => {
  const svgs = []
  const collect = (rootNode) => {
    for (const element of rootNode.querySelectorAll('*')) {
      if (element.tagName === 'svg') svgs.push(element)
      if (element.shadowRoot) collect(element.shadowRoot)
    }
  }
  void deep
  collect(document)
  const modules = (svg) =>
    svg.querySelectorAll('rect, circle, path').length > 50 ||
    [...svg.querySelectorAll('path')].reduce((length, path) => length + (path.getAttribute('d')?.length ?? 0), 0) > 2000
  return svgs.some((svg) => visible(svg) && svg.getBoundingClientRect().width >= 150 && modules(svg))
}

/** How each kit reaches its QR code from its list (the entry's text), and what says it is drawn. */
const qrSteps = {
  kit: {
    entry: 'WalletConnect',
    drawn: ({ deep, visible }) => {
      const frame = deep(document, '[data-testid="wc-qr"]')
      return visible(frame && deep(frame, 'svg'))
    },
  },
  // Its WalletConnect entry opens WalletConnect's own modal (loaded from the network): a wallet
  // without an extension here, Rainbow, shows RainbowKit's own QR code.
  rainbowkit: { entry: 'Rainbow', drawn: svgQrDrawn },
  connectkit: { entry: 'Other Wallets', drawn: svgQrDrawn },
  appkit: { entry: 'WalletConnect', drawn: svgQrDrawn },
}

/**
 * WalletConnect's Verify, answered at once for every kit alike. Before a pairing, sign-client loads
 * verify.walletconnect.org/v3/attestation?id=… in a hidden iframe and waits for it to post an
 * attestation (a JWT whose payload holds that id; sign-client decodes it, it does not check the
 * signature), 5 s at most. Blocked, every kit's QR would wait the 5 s; Kit's disableVerify would
 * skip it for Kit alone.
 */
const verifyStub = `<!doctype html><script>
const b64 = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_')
const id = new URLSearchParams(location.search).get('id')
const attestation = [b64({ alg: 'EdDSA', typ: 'JWT' }), b64({ id, isVerified: true, isScam: false }), 'c2ln'].join('.')
parent.postMessage(JSON.stringify({ type: 'verify_attestation', attestation }), '*')
</script>`

/**
 * `timeStep(step)` with the renderer's main-thread task time over it (CDP Performance metrics,
 * TaskDuration): the work a kit does for the step, which a loaded machine stretches far less than
 * the wall-clock time. The step's own per-frame checks are in both. Pushes the ms to `busy`.
 */
async function timedWithBusy(page, step, busy) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  const taskTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN
  const before = await taskTime()
  const time = await timeStep(step)
  if (Number.isFinite(time)) busy.push(((await taskTime()) - before) * 1000)
  return time
}

/** Opens the kit's list in a fresh page: resolves with the page (its context closes with it). */
async function openList(browser, url, script, foreign) {
  const context = await browser.newContext()
  await context.addInitScript(grantPermissions)
  await context.addInitScript(script)
  await context.route('**/*', (route) => {
    const requested = new URL(route.request().url())
    if (isLoopback(requested.href)) return route.continue()
    foreign.add(requested.hostname)
    if (requested.hostname === 'verify.walletconnect.org' && requested.pathname === '/v3/attestation')
      return route.fulfill({ status: 200, contentType: 'text/html', body: verifyStub })
    return route.abort()
  })
  const page = await context.newPage()
  page.setDefaultTimeout(20_000)
  await page.goto(url)
  await page.locator('#bench-button').getByRole('button').first().click()
  await page.getByText(walletName, { exact: true }).first().waitFor()
  return page
}

async function connectOnce(browser, url, end, result) {
  const page = await openList(browser, url, benchWalletScript({ accounts: [account] }), result.foreign)
  try {
    await page.waitForTimeout(readMs)
    const step = { actFrame: page, act: clickLabel, argument: walletName, done: accountShown, doneArgument: end, timeout: 10_000 }
    return await timedWithBusy(page, step, result.busy.connect)
  } finally {
    await page.context().close()
  }
}

async function qrOnce(browser, url, steps, result) {
  const page = await openList(browser, url, benchWalletScript(), result.foreign)
  const errors = []
  page.on('pageerror', (error) => errors.push(String(error.message).split('\n')[0].slice(0, 100)))
  try {
    await page.getByText(steps.entry, { exact: true }).first().waitFor()
    await page.waitForTimeout(readMs)
    const step = { actFrame: page, act: clickLabel, argument: steps.entry, done: steps.drawn, timeout: 10_000 }
    const time = await timedWithBusy(page, step, result.busy.qr)
    if (!Number.isFinite(time) && errors.length) throw new Error(`no QR code within 10 s; the page threw ${errors.join(' | ')}`)
    return time
  } finally {
    await page.context().close()
  }
}

/**
 * Builds the pages (in a temp dir, or KIT_FLOWS_DIR kept between runs: no reinstall), then runs
 * the flows (KIT_FLOWS_ONLY=kit,rainbowkit for some kits); `{ kits, versions }`.
 */
export async function sideBySideFlows({ launch, runs }) {
  const kept = process.env.KIT_FLOWS_DIR
  const dir = kept ?? (await mkdtemp(join(tmpdir(), 'kit-flows-')))
  const { createRelay } = await import(pathToFileURL(join(root, 'apps/relay/dist/index.js')).href)
  const relay = await createRelay({ port: 0 })
  const only = process.env.KIT_FLOWS_ONLY?.split(',')
  const kits = Object.fromEntries(Object.entries(flowKits()).filter(([name]) => !only || only.includes(name)))
  const results = {}
  let server
  let browser
  try {
    const tarball = await packKit(dir)
    const dists = {}
    for (const [name, kit] of Object.entries(kits)) {
      const built = await buildApp({ appDir: join(dir, 'flows', name), name, kit, tarball, reuse: Boolean(kept) })
      console.error(`[flows] ${name}: ${built.error ?? 'built'}`)
      results[name] = {
        label: kit.label,
        times: {},
        busy: { connect: [], qr: [] },
        notMeasured: { ...kitOnlyFlows[name] },
        versions: built.versions,
        foreign: new Set(),
      }
      if (built.error) results[name].notMeasured.all = built.error
      else dists[name] = built.dist
    }
    server = await serveApps(dists)
    browser = await launch()
    const names = Object.keys(dists)
    const end = account.slice(-4).toLowerCase()
    for (const name of names) {
      results[name].times.connect = []
      results[name].times.qr = []
    }
    for (let run = 0; run < runs; run += 1)
      for (const name of names) {
        const url = `${server.url}/${name}/?relay=${encodeURIComponent(relay.url)}`
        const result = results[name]
        result.times.connect.push(...(await sample(`${name} connect`, 1, () => connectOnce(browser, url, end, result))))
        const log = (line) => {
          console.error(line)
          result.notMeasured.qr = line.replace(/^\[flows\] [^:]*: /, '')
        }
        result.times.qr.push(...(await sample(`${name} qr`, 1, () => qrOnce(browser, url, qrSteps[name], result), log)))
      }
    for (const result of Object.values(results)) if (result.times.qr?.length) delete result.notMeasured.qr
  } finally {
    await browser?.close()
    await server?.close()
    await relay.close()
    if (!kept) await rm(dir, { recursive: true, force: true })
  }
  const versions = Object.entries(results)
    .map(
      ([name, result]) =>
        `${name} ${Object.entries(result.versions ?? {})
          .filter(([dep]) => /kit|rainbow|reown|wagmi$/.test(dep))
          .map(([dep, version]) => `${dep}@${version}`)
          .join(' ')}`,
    )
    .join('; ')
  return { kits: results, versions }
}
