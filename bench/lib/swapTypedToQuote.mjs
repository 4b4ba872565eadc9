// The browser half of bench/swap.mjs: amount typed in the Swap view → quote shown, in Chromium,
// against the whole local stack (`node scripts/stack.mjs --preview` on free ports: devnet with
// the Uniswap V2 pools, Kit API, the demo's production build) with the @kit/test wallet injected.
//
// Two figures per run, because docs/rules/limits.md debounces typing by 500 ms before a quote is asked:
//  - typed → shown: from the input event to the 'You receive' amount painted (debounce included);
//  - request → shown: from the quote request leaving the page (resource timing of
//    /v1/convert/quotes) to the amount painted. The issue's ≤ 150 ms goal applies to this one.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestWallet, injectTestWallet } from '@kit/test'
import { chromium } from '@playwright/test'
import { freePort, median } from './benchUtils.mjs'

/**
 * Starts the preview stack on free ports; resolves once the demo answers (bench/flows.mjs uses it
 * too). A port found free can be taken before its service binds it (the Solana validator and
 * outgoing connections take ports of the same range): a stack that exits while starting is
 * started again on other ports, up to three times.
 */
export async function startStack(root) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startStackOnce(root)
    } catch (error) {
      if (attempt === 3 || !error.exited) throw error
      console.error(`[bench] ${error.message} while starting; again on other ports`)
    }
  }
}

/** Distinct free ports, one for each of `names`. */
async function freePorts(names) {
  const ports = {}
  const taken = new Set()
  for (const name of names) {
    let port = await freePort()
    while (taken.has(port)) port = await freePort()
    taken.add(port)
    ports[name] = port
  }
  return ports
}

async function startStackOnce(root) {
  const names = ['DEMO', 'ANVIL', 'ANVIL_BASE', 'RELAY', 'API', 'SECURE', 'SMTP', 'SOLANA', 'SOLANA_WS', 'BITCOIN', 'ONRAMP']
  const ports = await freePorts(names)
  const dataDir = mkdtempSync(join(tmpdir(), 'kit-bench-swap-'))
  const env = { ...process.env, KIT_DATA_DIR: dataDir }
  for (const name of names) env[`KIT_${name}_PORT`] = String(ports[name])
  const child = spawn(process.execPath, [join(root, 'scripts/stack.mjs'), '--preview'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  // Stops the stack's processes (they share its group, also after it exited) and removes its data.
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {}
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
    rmSync(dataDir, { recursive: true, force: true })
  }
  const demoUrl = `http://127.0.0.1:${ports.DEMO}/`
  const started = Date.now()
  while (
    !(await fetch(demoUrl).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) {
      const { exitCode } = child
      await stop()
      throw Object.assign(new Error(`the stack exited with ${exitCode}`), { exited: true })
    }
    if (Date.now() - started > 240_000) {
      await stop()
      throw new Error('the stack did not start within 240 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    demoUrl,
    anvilUrl: `http://127.0.0.1:${ports.ANVIL}`,
    baseUrl: `http://127.0.0.1:${ports.ANVIL_BASE}`,
    secureUrl: `http://127.0.0.1:${ports.SECURE}`,
    stop,
  }
}

/** Types `amount` into swap-from-amount and times the quote in the page (see the header; bench/flows.mjs uses it too). */
export function typeAndTime(amount) {
  const deep = (root, testId) => {
    const found = root.querySelector(`[data-testid="${testId}"]`)
    if (found) return found
    for (const element of root.querySelectorAll('*')) {
      const inner = element.shadowRoot && deep(element.shadowRoot, testId)
      if (inner) return inner
    }
    return null
  }
  const from = deep(document, 'swap-from-amount')
  const to = deep(document, 'swap-to-amount')
  const before = to.value
  const quotesBefore = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/v1/convert/quotes')).length
  return new Promise((resolve, reject) => {
    const typed = performance.now()
    from.value = amount
    from.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, data: amount }))
    const deadline = typed + 10_000
    const check = () => {
      if (to.value && to.value !== before) {
        const shown = performance.now()
        const request = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/v1/convert/quotes'))[quotesBefore]
        resolve({ typedToShown: shown - typed, requestToShown: request ? shown - request.startTime : null })
      } else if (performance.now() > deadline) reject(new Error(`no quote for ${amount} within 10 s`))
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  })
}

/** A page of the stack's demo with the @kit/test wallet connected and the Swap view open on USDC → ETH (bench/flows.mjs uses it too). */
export async function openSwapView(browser, stack) {
  const page = await browser.newPage()
  const wallet = createTestWallet({
    accountIndex: 1,
    chains: [
      { chainId: 31337, rpcUrl: stack.anvilUrl, name: 'Anvil' },
      { chainId: 8453, rpcUrl: stack.baseUrl, name: 'Base' },
    ],
  })
  await injectTestWallet(page, wallet)
  await page.goto(stack.demoUrl)
  await page.getByTestId('connect-button').click()
  await page.getByTestId('wallet-item-dev.kit.testwallet').click()
  await page
    .getByTestId('demo-status')
    .filter({ hasText: /^connected$/ })
    .waitFor()
  await page.getByTestId('account-button').click()
  await page.getByTestId('swap-button').click()
  for (const [side, symbol] of [
    ['from', 'USDC'],
    ['to', 'ETH'],
  ]) {
    await page.getByTestId(`swap-${side}-token`).click()
    await page.getByTestId('swap-token-search').fill(symbol.toLowerCase())
    await page.getByTestId(`swap-token-${symbol}`).click()
  }
  return page
}

/** Runs `runs` typed amounts in one page and prints the medians. */
export async function benchTypedToQuote({ root, runs = 7 }) {
  const stack = await startStack(root)
  const browser = await chromium.launch({
    executablePath: process.env.KIT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    const page = await openSwapView(browser, stack)
    const results = []
    // A first quote warms the API's pool reads; every run types a new amount (no cache answers it).
    for (let run = 0; run <= runs; run += 1) {
      const result = await page.evaluate(typeAndTime, String(10 + run * 7))
      if (run > 0) results.push(result)
      await page.waitForTimeout(200)
    }
    const typed = results.map((result) => result.typedToShown)
    const requested = results.map((result) => result.requestToShown).filter((value) => value !== null)
    console.log(`Swap view in Chromium (demo preview build, local Uniswap V2 router), ${runs} amounts typed:`)
    console.log(
      `  typed → quote shown      median ${median(typed).toFixed(1)} ms of [${typed.map((value) => value.toFixed(0)).join(', ')}] (docs/rules/limits.md debounce of 500 ms included)`,
    )
    if (requested.length) {
      const value = median(requested)
      console.log(`  request → quote shown    median ${value.toFixed(1)} ms of [${requested.map((item) => item.toFixed(0)).join(', ')}]`)
      console.log(`  goal        <= 150 ms after the debounce: ${value <= 150 ? 'met' : 'NOT met'}`)
    } else console.log('  request → quote shown    not measured (no resource timing entry for /v1/convert/quotes)')
  } finally {
    await browser.close()
    await stack.stop()
  }
}
