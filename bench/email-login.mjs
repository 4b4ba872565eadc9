#!/usr/bin/env node
// Benchmark (prints figures; not a test) of email login through the secure frame, on a local
// stack it starts itself: apps/secure (in memory, its SMTP catcher) and the demo built against
// it (into a temporary folder: apps/demo/dist is left alone). It reports
//  1. the first-load cost: brotli bytes of the demo's first-load JavaScript, the share of it that
//     belongs to email/social login, and the requests to the secure origin before any use (only
//     the list of offered social providers, which the Connect view shows: no frame);
//  2. what loads when email login starts (the lazy chunks and the frame), in brotli bytes;
//  3. email submit → code field shown (on the frame), and code typed → connected, median of 5 runs each,
//     "cold" (submitted at once: the frame loads on submit) and "warm" (the frame loaded while
//     the user typed, as the email field starts it on the first keystroke).
// Usage: node bench/email-login.mjs   (after `pnpm build`; needs /usr/bin/chromium)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { brotliSize, deepQuerySource, firstLoadFiles, median } from './lib/benchUtils.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const demo = join(root, 'apps/demo')
const runs = Number(process.env.KIT_BENCH_RUNS ?? 5)
const port = Number(process.env.KIT_BENCH_PORT ?? 5374)
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const ms = (values) => `median ${median(values).toFixed(0)} ms of [${values.map((value) => value.toFixed(0)).join(', ')}]`

// Modules of the email/social login feature that end up in the first load (tiny by design).
const authModule = /packages\/(core\/dist\/(auth\/|state\/alerts|getters\/getAlerts)|ui\/dist\/views\/(alert-keys|social-name|connect-view\/connect-auth))/

const { startSecure } = await import(pathToFileURL(join(root, 'apps/secure/dist/index.js')).href)
// The demo's project may embed the frame from this bench's origin only (a project's allowed
// origins are the only pages the frame serves).
const secure = await startSecure({
  mode: 'development',
  port: 0,
  dataDir: 'memory://',
  smtp: { port: 0, host: '127.0.0.1' },
  projects: [{ id: 'kit-demo', allowedOrigins: [`http://127.0.0.1:${port}`] }],
  log: () => undefined,
})
const outDir = mkdtempSync(join(tmpdir(), 'kit-bench-email-'))
let server
let browser
try {
  // The demo, built against this secure origin.
  process.env.VITE_KIT_SECURE_URL = secure.url
  const vite = await import(pathToFileURL(createRequire(join(demo, 'package.json')).resolve('vite')).href)
  const modules = []
  const measure = {
    name: 'kit-bench-auth-share',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        for (const [id, module] of Object.entries(chunk.modules ?? {}))
          if (module.code) modules.push({ file: chunk.fileName, auth: authModule.test(id.replaceAll('\\', '/')), code: module.code })
      }
    },
  }
  await vite.build({
    root: demo,
    configFile: join(demo, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [measure],
    build: { outDir, emptyOutDir: true },
  })

  // 1. First-load bytes: the entry and its static imports.
  const firstLoad = new Set(firstLoadFiles(outDir))
  let firstLoadBrotli = 0
  for (const file of firstLoad) firstLoadBrotli += brotliSize(readFileSync(join(outDir, file)))
  // The feature's own modules in the first load: their brotli cost in context (all first-load
  // module code with and without them, before minification).
  const inFirstLoad = modules.filter((entry) => firstLoad.has(entry.file))
  const concat = (list) => Buffer.from(list.map((entry) => entry.code).join('\n'))
  const authInFirstLoad = inFirstLoad.filter((entry) => entry.auth)
  const authShare = brotliSize(concat(inFirstLoad)) - brotliSize(concat(inFirstLoad.filter((entry) => !entry.auth)))

  server = await vite.preview({
    root: demo,
    configFile: join(demo, 'vite.config.ts'),
    logLevel: 'silent',
    preview: { port, strictPort: true, host: '127.0.0.1' },
    build: { outDir },
  })
  const url = `http://127.0.0.1:${port}/`
  browser = await chromium.launch({
    executablePath: process.env.KIT_CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })

  // Marks, as wall-clock times (timeOrigin + now) comparable across the page and the secure frame:
  // the host records the submit and the status turning 'connected'; the frame (its own origin:
  // the code is typed there, the host never sees it) records its code field showing and the code
  // typed. An init script runs in every frame, the cross-origin one too.
  const marks = ({ secureOrigin, deepSource }) => {
    const now = () => performance.timeOrigin + performance.now()
    const deep = (0, eval)(deepSource)
    window.__bench = { now, deep }
    if (location.origin === secureOrigin) {
      const watch = () => {
        const input = deep(document, '[data-testid="otp-input"]')
        if (input && input.getBoundingClientRect().width > 0) window.__bench.codeFieldAt = now()
        else requestAnimationFrame(watch)
      }
      requestAnimationFrame(watch)
      document.addEventListener(
        'input',
        (event) => {
          if (event.composedPath()[0]?.dataset?.testid === 'otp-input') window.__bench.codeTypedAt ??= now()
        },
        true,
      )
      return
    }
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="demo-status"]')?.textContent === 'connected') window.__bench.connectedAt ??= now()
    }).observe(document, { subtree: true, childList: true, characterData: true })
  }
  const inbox = async (email) => (await (await fetch(`${secure.url}/inbox.json?to=${encodeURIComponent(email)}`)).json()).mails
  const waitForCode = async (email) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const mail = (await inbox(email)).find((candidate) => candidate.code)
      if (mail) return mail.code
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`no code for ${email}`)
  }

  // 2. Page load: nothing from the secure origin; then what the first keystroke loads.
  const probe = await browser.newPage()
  const loaded = []
  probe.on('response', (response) => loaded.push(response))
  await probe.goto(url)
  await probe.getByTestId('connect-button').click()
  await probe.getByTestId('email-input').waitFor()
  await probe.waitForTimeout(300)
  const secureBeforeUse = loaded.filter((response) => response.url().startsWith(secure.url)).map((response) => new URL(response.url()).pathname)
  const before = loaded.length
  await probe.getByTestId('email-input').pressSequentially('a')
  await probe.waitForFunction(() => document.querySelector('iframe[data-testid="kit-secure-frame"]'))
  await probe.waitForTimeout(1500)
  let onUseBrotli = 0
  const onUseFiles = []
  for (const response of loaded.slice(before)) {
    const type = response.headers()['content-type'] ?? ''
    if (!/javascript|html/.test(type)) continue
    const body = await response.body().catch(() => Buffer.alloc(0))
    onUseBrotli += brotliSize(body)
    onUseFiles.push(new URL(response.url()).pathname.replace(/^\/assets\//, ''))
  }
  await probe.close()

  // 3. Timings, from marks taken in the page and in the frame (no Playwright round trips inside
  // the measured spans).
  const submitToCode = { cold: [], warm: [] }
  const codeToConnected = { cold: [], warm: [] }
  for (const mode of ['cold', 'warm'])
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext()
      await context.addInitScript(marks, { secureOrigin: new URL(secure.url).origin, deepSource: deepQuerySource })
      const page = await context.newPage()
      await page.goto(url)
      await page.getByTestId('connect-button').click()
      await page.getByTestId('email-input').waitFor()
      const email = `bench-${mode}-${run}-${Date.now()}@example.com`
      await page.getByTestId('email-input').fill(email)
      if (mode === 'warm') {
        await page.waitForFunction(() => document.querySelector('iframe[data-testid="kit-secure-frame"]'))
        await page.waitForTimeout(1500)
      }
      await page.evaluate(() => {
        window.__bench.submitAt = window.__bench.now()
        window.__bench.deep(document, '[data-testid="email-submit"]').click()
      })
      const codeField = page.frameLocator('iframe[data-testid="kit-secure-frame"]').getByTestId('otp-input')
      await codeField.waitFor({ timeout: 20_000 })
      const frame = page.frames().find((candidate) => candidate.name() === 'kit-secure-frame')
      const frameMark = (name) => frame.waitForFunction((key) => window.__bench?.[key], name, { timeout: 20_000 }).then((handle) => handle.jsonValue())
      submitToCode[mode].push((await frameMark('codeFieldAt')) - (await page.evaluate(() => window.__bench.submitAt)))
      await codeField.fill(await waitForCode(email))
      const connectedAt = await page.waitForFunction(() => window.__bench.connectedAt, undefined, { timeout: 20_000 }).then((handle) => handle.jsonValue())
      codeToConnected[mode].push(connectedAt - (await frameMark('codeTypedAt')))
      await context.close()
    }

  console.log(`first-load JS (entry + static imports, ${firstLoad.size} files): ${kib(firstLoadBrotli)} brotli`)
  console.log(
    `  of which the email/social login modules: ${kib(authShare)} brotli in context (${authInFirstLoad.length} modules; plus small edits in shared modules: catalogue texts, Connect view, modal reactions)`,
  )
  console.log(`requests to the secure origin before email/social login is used: ${secureBeforeUse.length} (${secureBeforeUse.join(', ')})`)
  console.log(`loaded when email login starts (first keystroke): ${kib(onUseBrotli)} brotli in ${onUseFiles.length} files (${onUseFiles.join(', ')})`)
  console.log(`email submit → code field shown, cold (frame loads on submit): ${ms(submitToCode.cold)}`)
  console.log(`email submit → code field shown, warm (frame loaded while typing): ${ms(submitToCode.warm)}`)
  console.log(`code typed on the frame → connected: ${ms([...codeToConnected.cold, ...codeToConnected.warm])}`)
} finally {
  await browser?.close()
  await server?.close?.()
  await secure.stop()
  rmSync(outDir, { recursive: true, force: true })
}
