import type { Page } from '@playwright/test'
import { expect, test, walletRdns } from './support/fixtures.js'
import { type NextApp, startNextApp } from './support/nextApp.js'

// examples/nextjs: the Next.js App Router app of AppKit's Next.js + wagmi documentation (WagmiAdapter
// with ssr and wagmi's cookieStorage, cookieToInitialState from the request's cookies, createAppKit
// in a 'use client' module, <appkit-button />), with only its imports changed to Kit. Built with
// `next build` and served by `next start`: the server renders the visitor's wagmi state from the
// cookie, the browser hydrates it without a mismatch, and the injected test wallet connects. A
// client component calls @kit/react's useAppKitAccount with no provider: the server renders its
// starting state (disconnected) and answers 200, the browser hydrates that, then shows the account.

let app: NextApp

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(360_000)
  app = await startNextApp()
})

test.afterAll(async () => {
  await app?.stop()
})

/** Every error the page logs or throws (hydration mismatches included), but failed resource loads. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  return errors
}

/** The account line of the server's HTML for `/` (wagmi's status, address and chain), with the request's cookies. */
async function serverAccount(html: Promise<string>): Promise<string> {
  const line = (await html).match(/<span data-testid="next-wagmi-status">.*?<span data-testid="next-wagmi-chain">[^<]*<\/span>/)?.[0] ?? 'no account line'
  return line
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .trim()
}

/** The useAppKitAccount line of the server's HTML for `/` (status, address, isConnected). */
function serverKitAccount(html: string): string {
  const line = html.match(/<span data-testid="next-kit-status">.*?<span data-testid="next-kit-connected">[^<]*<\/span>/)?.[0] ?? 'no kit account line'
  return line
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Records every label the connect button shows, from the first frame on (a "Connect Wallet" flash included). */
async function recordButtonLabels(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { buttonLabels: string[] }).buttonLabels = seen
    const record = () => {
      const label = document.querySelector('appkit-button')?.shadowRoot?.querySelector('[data-testid="connect-button"]')?.textContent?.trim()
      if (label && seen.at(-1) !== label) seen.push(label)
      if (performance.now() < 15_000) requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}

test('the server renders a first visit disconnected, and the page hydrates without an error', async ({ page, injected }) => {
  void injected
  const response = await fetch(app.url)
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toContain('<appkit-button></appkit-button>')
  expect(await serverAccount(Promise.resolve(html))).toBe('disconnected')
  // useAppKitAccount with no provider: the starting state, not a KitProviderNotFoundError.
  expect(serverKitAccount(html)).toBe('disconnected false')

  const errors = collectErrors(page)
  await page.goto(app.url)
  await expect(page.getByTestId('connect-button')).toHaveText('Connect Wallet')
  await expect(page.getByTestId('next-wagmi-status')).toHaveText('disconnected')
  await expect(page.getByTestId('next-kit-status')).toHaveText('disconnected')
  expect(errors).toEqual([])
})

test('connect through the modal; the cookie brings the account back in the server HTML and after a reload', async ({ page, injected, wallet }) => {
  void injected
  const errors = collectErrors(page)
  await page.goto(app.url)
  await page.getByTestId('connect-button').click()
  await page.getByTestId(`wallet-item-${walletRdns}`).click()
  await expect(page.getByTestId('next-wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('next-wagmi-address')).toHaveText(wallet.getAddress())
  await expect(page.getByTestId('next-wagmi-chain')).toHaveText('31337')
  await expect(page.getByTestId('account-button')).toBeVisible()
  // useAppKitAccount found the kit createAppKit made in the page and follows it.
  await expect(page.getByTestId('next-kit-status')).toHaveText('connected')
  await expect(page.getByTestId('next-kit-address')).toHaveText(wallet.getAddress())

  // wagmi's cookieStorage wrote the connection to a cookie: the server renders it for this visitor.
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('wagmi.store')
  expect(await serverAccount(page.request.get(app.url).then((response) => response.text()))).toBe(`reconnecting ${wallet.getAddress()} 31337`)
  // Another visitor (no cookie) right after gets the disconnected page, not this visitor's account
  // (wagmi's config is one per server, shared by every request).
  expect(await serverAccount(fetch(app.url).then((response) => response.text()))).toBe('disconnected')

  // Reload: the account shows from the first render on; the button never offers to connect.
  await recordButtonLabels(page)
  await page.reload()
  await expect(page.getByTestId('next-wagmi-address')).toHaveText(wallet.getAddress())
  await expect(page.getByTestId('next-wagmi-status')).toHaveText('connected')
  await expect(page.getByTestId('account-button')).toBeVisible()
  // Hydrated from the starting state without a mismatch (errors stays empty), then the kit's account.
  await expect(page.getByTestId('next-kit-address')).toHaveText(wallet.getAddress())
  const labels = await page.evaluate(() => (window as unknown as { buttonLabels: string[] }).buttonLabels)
  expect(labels).not.toContain('Connect Wallet')
  expect(errors).toEqual([])
})
