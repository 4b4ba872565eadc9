import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { fund, loginWithEmail, secureFrame, uniqueEmail } from './support/auth.js'
import { expect, test } from './support/fixtures.js'
import { stack } from './support/stack.js'

// The secure frame's boundary: messages of the wrong shape or from the wrong window or origin
// are dropped on both sides, the frame only renders under allowed ancestors (CSP
// frame-ancestors), and nothing the host page can read carries the embedded wallet's key.

/** 500 messages: garbage, near misses of the protocol, and well-formed events with bad payloads. */
function barrage(count: number, requestId: string) {
  const id = () => Math.random().toString(16).slice(2).padEnd(12, '0')
  const shapes: (() => unknown)[] = [
    () => null,
    () => 42,
    () => 'x'.repeat(64),
    () => [1, 2, 3],
    () => ({}),
    () => ({ type: '@kit-frame/READY', id: id(), payload: { version: '9' } }),
    () => ({ type: '@kit-frame/APPROVAL_SHOW', id: id(), payload: { requestId, method: 'personal_sign' } }),
    () => ({ type: '@kit-frame/LOGGED_OUT', id: id(), payload: {} }),
    () => ({ type: '@kit-frame/USER_CHANGED', id: id(), payload: { address: '0x000000000000000000000000000000000000dEaD', chainId: 1 } }),
    () => ({ type: '@kit-frame/GET_USER_SUCCESS', id: requestId, payload: { address: '0xdead', chainId: 'x' } }),
    () => ({ type: '@kit-frame/RPC_REQUEST_SUCCESS', id: 'not valid!', payload: '0x00' }),
    () => ({ type: '@kit-frame/SIGN_OUT_ERROR', id: id(), payload: { message: 5 } }),
    () => ({ type: '@kit-app/SIGN_OUT', id: 'bad id with spaces', payload: {} }),
    () => ({ type: '@kit-app/RPC_REQUEST', id: id(), payload: { method: '' } }),
    () => ({ type: '@kit-app/CONNECT_OTP', id: id(), payload: 'abcdef' }),
    () => ({ type: '@kit-app/UPDATE_EMAIL', id: id(), payload: { email: 'nope' } }),
    () => ({ type: '@kit-app/NOT_A_MESSAGE', id: id(), payload: {} }),
    () => ({ type: { toString: 'x' }, id: 1 }),
  ]
  return Array.from({ length: count }, (_, index) => shapes[index % shapes.length]!())
}

async function kitStorage(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((key) => key.startsWith('kit.'))
        .map((key) => [key, localStorage.getItem(key)]),
    ),
  )
}

test('security: 500 bad or foreign messages to the host and to the frame change nothing and throw nothing', async ({ page }) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  const warnings: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[kit')) warnings.push(message.text())
  })
  await page.goto('/')
  const address = await loginWithEmail(page, uniqueEmail('barrage'))
  // The login goes on writing after its first account shows (the Solana account, the smart-account
  // preferences): the snapshot is the storage once it has stayed the same for half a second.
  let before: Awaited<ReturnType<typeof kitStorage>> = {}
  await expect
    .poll(
      async () => {
        const previous = JSON.stringify(before)
        before = await kitStorage(page)
        return JSON.stringify(before) === previous
      },
      { intervals: [500], timeout: 15_000 },
    )
    .toBe(true)
  const messages = barrage(500, 'a'.repeat(32))

  // 1. To the host, from the host page's own origin (not the secure origin).
  await page.evaluate((list) => {
    for (const data of list) window.postMessage(data, '*')
  }, messages)

  // 2. To the host, from the secure origin but another window (a popup), and from a foreign origin.
  const sameOrigin = page.waitForEvent('popup')
  await page.evaluate((url) => window.open(url, 'kit-test-same-origin'), `${stack.secureUrl}/health`)
  const securePopup = await sameOrigin
  await securePopup.evaluate((list) => {
    for (const data of list) window.opener.postMessage(data, '*')
  }, messages)

  // 3. To the frame: malformed requests from the host page (its trusted parent)...
  await page.evaluate(
    ({ list, origin }) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[data-testid="kit-secure-frame"]')!
      for (const data of list) frame.contentWindow!.postMessage(data, origin)
    },
    { list: messages, origin: stack.secureUrl },
  )
  // ...and well-formed sign-outs from a foreign origin.
  const foreign = page.waitForEvent('popup')
  await page.evaluate((url) => window.open(url, 'kit-test-foreign'), `${stack.apiUrl}/`)
  const foreignPopup = await foreign
  await foreignPopup.evaluate((count) => {
    for (let index = 0; index < count; index += 1)
      for (let frame = 0; frame < window.opener.frames.length; frame += 1) {
        const id = `${index.toString(16).padStart(8, '0')}${frame}`
        window.opener.frames[frame].postMessage({ type: '@kit-app/SIGN_OUT', id, payload: {} }, '*')
        window.opener.postMessage({ type: '@kit-frame/LOGGED_OUT', id, payload: {} }, '*')
      }
  }, 250)
  await securePopup.close()
  await foreignPopup.close()
  await page.waitForTimeout(1000)

  expect(errors).toEqual([])
  expect(warnings.length).toBeGreaterThan(0)
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await expect(page.getByTestId('kit-modal')).toBeHidden()
  await expect(page.locator('iframe[data-testid="kit-secure-frame"]')).toBeHidden()
  expect(await kitStorage(page)).toEqual(before)

  // Still the same session, still working: a signature approved in the frame verifies.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await page.getByTestId('demo-sign').click()
  await secureFrame(page).getByTestId('approve-confirm').click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(await verifyMessage({ address: address as Hex, message: 'Hello from the Kit demo', signature: (await signature.textContent()) as Hex })).toBe(true)
  expect(errors).toEqual([])
})

test('security: a page on another localhost port cannot embed the frame, read the signed-in user or get a signature', async ({ page }) => {
  test.setTimeout(120_000)
  // The user is signed in on the demo (its session cookie and storage are partitioned by site, and
  // another port of 127.0.0.1 or localhost is the same site).
  await page.goto('/')
  const email = uniqueEmail('other-port')
  const address = await loginWithEmail(page, email)

  // The attacker: a page on another port of the same loopback hosts, in the same browser.
  const frameUrl = `${stack.secureUrl}/frame?projectId=kit-demo&chainId=31337&version=1&enableLogger=false`
  const html = `<!doctype html><title>attacker</title><script>
    window.received = [];
    addEventListener('message', (event) => received.push(JSON.stringify(event.data)));
    window.ask = () => {
      const target = document.getElementById('frame').contentWindow;
      target.postMessage({ type: '@kit-app/IS_CONNECTED', id: 'a'.repeat(16), payload: {} }, '*');
      target.postMessage({ type: '@kit-app/GET_USER', id: 'b'.repeat(16), payload: { chainId: 31337, siwxMessage: {
        accountAddress: '${address}', chainId: 'eip155:31337', domain: location.host, uri: location.origin,
        version: '1', nonce: 'n0nce12345', issuedAt: new Date().toISOString() } } }, '*');
    };
  </script><iframe id="frame" src="${frameUrl}"></iframe>`
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    for (const host of ['127.0.0.1', 'localhost']) {
      const attacker = await page.context().newPage()
      const response = attacker.waitForResponse((candidate) => candidate.url().startsWith(`${stack.secureUrl}/frame`))
      await attacker.goto(`http://${host}:${port}/`)
      const csp = (await response).headers()['content-security-policy'] ?? ''
      // Only the project's own origins (the demo's port): no `127.0.0.1:*` / `localhost:*` default.
      expect(csp).toContain(`frame-ancestors 'self' `)
      expect(csp).toContain(`http://127.0.0.1:${stack.demoPort}`)
      expect(csp).not.toMatch(/:\*/)
      expect(csp).not.toContain(`:${port}`)
      await attacker.waitForTimeout(1_500)
      await attacker.evaluate(() => (window as unknown as { ask: () => void }).ask())
      await attacker.waitForTimeout(1_500)
      // No READY, no user, no signature: the frame never ran under this page.
      const received = await attacker.evaluate(() => (window as unknown as { received: string[] }).received)
      expect(received).toEqual([])
      const frame = attacker.frames().find((candidate) => candidate !== attacker.mainFrame())
      expect(frame?.url()).not.toContain('/frame?')
      await attacker.close()
    }
    // And the secure API refuses the attacker's own requests (another origin: 403, no CORS).
    const attacker = await page.context().newPage()
    await attacker.goto(`http://127.0.0.1:${port}/`)
    const status = await attacker.evaluate(async (url) => {
      try {
        const response = await fetch(`${url}/api/user`, { method: 'POST', credentials: 'include', headers: { 'content-type': 'text/plain' }, body: '{}' })
        return response.status
      } catch (error) {
        return String(error)
      }
    }, stack.secureUrl)
    expect(String(status)).toMatch(/TypeError|403/)
    await attacker.close()
  } finally {
    server.close()
  }
  // The real demo still works for its owner.
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(address)
})

test('security: the host page cannot read the key: no message, storage or frame access carries it', async ({ page }) => {
  test.setTimeout(120_000)
  await page.addInitScript(() => {
    const log: string[] = []
    ;(window as unknown as { __kitMessages: string[] }).__kitMessages = log
    addEventListener(
      'message',
      (event) => {
        try {
          log.push(JSON.stringify(event.data))
        } catch {
          log.push(String(event.data))
        }
      },
      true,
    )
  })
  await page.goto('/')
  const address = await loginWithEmail(page, uniqueEmail('key'))
  await fund(address)
  // The reconnect after a reload (is-connected, get-user) is recorded too.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await page.getByTestId('demo-sign').click()
  await secureFrame(page).getByTestId('approve-confirm').click()
  await expect(page.getByTestId('demo-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  await page.getByTestId('demo-send').click()
  await secureFrame(page).getByTestId('approve-confirm').click()
  await expect(page.getByTestId('demo-tx-hash')).toHaveAttribute('data-pending', 'false')

  const seen = await page.evaluate(() => ({
    messages: (window as unknown as { __kitMessages: string[] }).__kitMessages,
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
    frameAccess: (() => {
      try {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[data-testid="kit-secure-frame"]')!
        return String(frame.contentWindow!.localStorage.length)
      } catch {
        return 'blocked'
      }
    })(),
  }))
  expect(seen.frameAccess).toBe('blocked')
  const texts = [...seen.messages, seen.storage, seen.cookies]
  expect(seen.messages.length).toBeGreaterThan(0)
  // Every 32-byte hex value anywhere (also inside longer hex strings, at byte offsets) is tried
  // as a private key: none may belong to the user's address.
  const candidates = new Set<string>()
  for (const text of texts)
    for (const run of text.match(/[0-9a-fA-F]{64,}/g) ?? [])
      for (let offset = 0; offset + 64 <= run.length; offset += 2) candidates.add(run.slice(offset, offset + 64).toLowerCase())
  expect(candidates.size).toBeGreaterThan(0)
  for (const candidate of candidates) {
    if (/^0+$/.test(candidate)) continue
    let derived: string
    try {
      derived = privateKeyToAddress(`0x${candidate}`)
    } catch {
      continue // Not a valid secp256k1 scalar: cannot be a key.
    }
    expect(derived.toLowerCase()).not.toBe(address.toLowerCase())
  }
})

/** Console messages of the page and its frames that report a Content Security Policy problem. */
function cspConsoleErrors(page: Page): string[] {
  const found: string[] = []
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) found.push(`${message.type()}: ${message.text()}`)
  })
  return found
}

test('security: the frame page, its approval screen and its CSP leave the console clean', async ({ page }) => {
  test.setTimeout(120_000)
  const csp = cspConsoleErrors(page)
  // 1. The stack's secure origin: login, then a signature approved on the frame's own screen.
  await page.goto('/')
  await loginWithEmail(page, uniqueEmail('csp'))
  await page.getByTestId('demo-sign').click()
  await secureFrame(page).getByTestId('approve-confirm').click()
  await expect(page.getByTestId('demo-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  expect(csp).toEqual([])

  // 2. A secure server whose project lists an IPv6 loopback pattern (Chromium rejects IPv6
  // literals in CSP sources): the frame still loads and nothing is reported.
  const { startSecure } = await import('../apps/secure/dist/index.js')
  const secure = await startSecure({
    mode: 'development',
    port: 0,
    smtp: { port: 0, host: '127.0.0.1' },
    dataDir: 'memory://',
    secureKey: '33'.repeat(32),
    projects: [{ id: 'kit-demo', allowedOrigins: [stack.demoUrl, `http://localhost:${stack.demoPort}`, 'http://[::1]:*'] }],
    log: () => undefined,
  })
  try {
    const response = page.waitForResponse((candidate) => candidate.url().startsWith(`${secure.url}/frame`))
    await page.goto(`/?secure=${secure.url}`)
    await page.evaluate(() => localStorage.clear())
    await page.reload()
    await page.getByTestId('connect-button').click()
    await page.getByTestId('email-input').fill(uniqueEmail('csp-ipv6'))
    await page.getByTestId('email-submit').click()
    await expect(page.getByTestId('email-code-slot')).toBeVisible()
    const header = (await response).headers()['content-security-policy'] ?? ''
    expect(header).toContain(`frame-ancestors 'self' ${stack.demoUrl} http://localhost:${stack.demoPort}`)
    expect(header).not.toContain('[::1]')
  } finally {
    await secure.stop()
  }
  expect(csp).toEqual([])
})
