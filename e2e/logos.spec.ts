import type { Locator, Page, TestInfo } from '@playwright/test'
import { connectWallet, expect, test } from './support/fixtures.js'
import { stack } from './support/stack.js'

// The modal's logos come from the Kit API (/v1/images/...): each expected one is present, served
// as an SVG by the API, and drawn; one made to fail shows initials instead. Screenshots of the
// Connect, All Wallets and Networks views in light, dark and Arabic are attached to the test.

const logos = `${stack.apiUrl}/v1/images/`
const notFound = { status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'Not Found', code: 'NOT_FOUND' }) }
/** Rainbow's logo is answered 404 (as the API answers a wallet it has no logo for). */
const failingWallet = 'rainbow'
/** Bitcoin Testnet's logo request fails at the network level. */
const failingNetwork = 'bip122:000000000933ea01ad0ee984209779ba'

/** Content types of the /v1/images answers the page received, by URL. */
function recordLogoAnswers(page: Page): Map<string, { status: number; type: string | undefined }> {
  const answers = new Map<string, { status: number; type: string | undefined }>()
  page.on('response', (response) => {
    if (response.url().startsWith(logos)) answers.set(response.url(), { status: response.status(), type: response.headers()['content-type'] })
  })
  return answers
}

/** The image is shown, decodes and has pixels (naturalWidth > 0); it came from the API as an SVG. */
async function expectLogo(page: Page, answers: ReturnType<typeof recordLogoAnswers>, image: Locator, path: string) {
  await expect(image).toBeVisible()
  await expect(image).toHaveAttribute('src', `${logos}${path}`)
  const drawn = await image.evaluate(async (element: HTMLImageElement) => {
    const decoded = await element.decode().then(
      () => true,
      () => false,
    )
    return { decoded, complete: element.complete, width: element.naturalWidth }
  })
  expect({ path, ...drawn, width: drawn.width > 0 }).toEqual({ path, decoded: true, complete: true, width: true })
  // Answers loaded before the listener (none here: a fresh page) are read again from the API.
  const answer =
    answers.get(`${logos}${path}`) ??
    (await page.request.get(`${logos}${path}`).then((response) => ({ status: response.status(), type: response.headers()['content-type'] })))
  expect({ path, ...answer }).toEqual({ path, status: 200, type: 'image/svg+xml' })
}

/** A screenshot attached to the test (kept in its output folder, test-results/e2e/…). */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

const waitForImages = (page: Page) => expect(page.locator('appkit-modal')).toHaveAttribute('data-images', 'ready', { timeout: 5_000 })

const variants = [
  { name: 'light', query: '' },
  { name: 'dark', query: '?theme=dark' },
  { name: 'ar', query: '?locale=ar' },
] as const

for (const variant of variants) {
  test(`logos (${variant.name}): Connect, All Wallets and Networks draw the Kit API's logos; a failing one shows initials`, async ({
    page,
    injected,
  }, testInfo) => {
    void injected
    await page.setViewportSize({ width: 1000, height: 900 })
    await page.route(`${logos}wallets/${failingWallet}`, (route) => route.fulfill(notFound))
    await page.route(`${logos}networks/${failingNetwork.replace(':', '-')}`, (route) => route.abort('failed'))
    const answers = recordLogoAnswers(page)
    await page.goto(`/${variant.query}`)

    // The network button on the page: anvil stands in for Ethereum and shows its logo.
    await expectLogo(page, answers, page.getByTestId('network-button').locator('img'), 'networks/eip155-31337')

    await page.getByTestId('connect-button').click()
    const list = page.getByTestId('wallet-list')
    await expect(list.locator('[data-testid^="catalogue-wallet-"]')).toHaveCount(4)
    await waitForImages(page)
    for (const id of ['metamask', 'trust-wallet', 'coinbase-wallet'])
      await expectLogo(page, answers, list.getByTestId(`catalogue-wallet-${id}`).locator('img'), `wallets/${id}`)
    // The failing one: no image, its initial on a coloured tile.
    const rainbow = list.getByTestId(`catalogue-wallet-${failingWallet}`)
    await expect(rainbow.locator('img')).toHaveCount(0)
    await expect(rainbow.locator('.initial')).toHaveText('R')
    expect(answers.get(`${logos}wallets/${failingWallet}`)?.status).toBe(404)

    // All Wallets: a grid of four wallets behind it, each from the API and drawn.
    const grid = list.getByTestId('all-wallets').locator('.grid img')
    await expect(grid).toHaveCount(4)
    for (const [index, id] of ['phantom', 'ledger-live', 'okx-wallet', 'zerion'].entries()) {
      const cell = grid.nth(index)
      await expect(cell).toHaveAttribute('src', `${logos}wallets/${id}`)
      // A wallet the packages have no logo for leaves its cell empty (the API answers 404).
      if ((await page.request.get(`${logos}wallets/${id}`)).status() === 200) await expectLogo(page, answers, cell, `wallets/${id}`)
      else await expect(cell).toHaveCSS('visibility', 'hidden')
    }

    // The social row: every provider shown has its brand mark.
    const socials = page.getByTestId('connect-socials').locator('button[data-testid^="social-"]:not([data-testid="social-more"])')
    const providers = (
      await socials.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-testid')?.slice('social-'.length) ?? ''))
    ).filter(Boolean)
    expect(providers.length).toBeGreaterThanOrEqual(2)
    expect(providers[0]).toBe('google')
    for (const provider of providers) await expectLogo(page, answers, page.getByTestId(`social-${provider}`).locator('img'), `socials/${provider}`)
    await attachScreenshot(page, testInfo, `connect-${variant.name}`)

    // All Wallets: the catalogue with each wallet's logo; the failing one its initial.
    await list.getByTestId('all-wallets').click()
    const allWallets = page.getByTestId('all-wallets-view')
    await expect(allWallets.getByTestId('catalogue-wallet-metamask')).toBeVisible()
    await waitForImages(page)
    for (const id of ['metamask', 'trust-wallet'])
      await expectLogo(page, answers, allWallets.getByTestId(`catalogue-wallet-${id}`).locator('img'), `wallets/${id}`)
    await expect(allWallets.getByTestId(`catalogue-wallet-${failingWallet}`).locator('.initial')).toHaveText('R')
    await attachScreenshot(page, testInfo, `all-wallets-${variant.name}`)

    // Networks: each network's logo (the devnets show the network they stand in for); the failing one its initials.
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('kit-modal')).toBeHidden()
    await page.getByTestId('network-button').click()
    await expect(page.getByTestId('network-item-eip155:8453')).toBeVisible()
    await waitForImages(page)
    for (const network of ['eip155:31337', 'eip155:8453', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])
      await expectLogo(page, answers, page.getByTestId(`network-item-${network}`).locator('img'), `networks/${network.replace(':', '-')}`)
    const bitcoin = page.getByTestId(`network-item-${failingNetwork}`)
    await expect(bitcoin.locator('img')).toHaveCount(0)
    await expect(bitcoin.locator('[part="image"]')).toHaveText('BT')
    await attachScreenshot(page, testInfo, `networks-${variant.name}`)
  })
}

/** The token image is drawn and the API answered it as an SVG, the same bytes as its /v1/images logo. */
async function expectTokenLogo(page: Page, image: Locator, symbol: string) {
  await expect(image).toBeVisible()
  const src = (await image.getAttribute('src')) ?? ''
  expect(src.startsWith(stack.apiUrl)).toBe(true)
  const drawn = await image.evaluate(async (element: HTMLImageElement) => ({
    decoded: await element.decode().then(
      () => true,
      () => false,
    ),
    width: element.naturalWidth,
  }))
  expect({ symbol, decoded: drawn.decoded, drawn: drawn.width > 0 }).toEqual({ symbol, decoded: true, drawn: true })
  const [served, logo] = await Promise.all([page.request.get(src), page.request.get(`${logos}tokens/${symbol}`)])
  expect({ symbol, status: served.status(), type: served.headers()['content-type'] }).toEqual({ symbol, status: 200, type: 'image/svg+xml' })
  expect((await served.body()).equals(await logo.body()), `${src} is ${symbol}'s logo`).toBe(true)
}

for (const variant of variants) {
  test(`logos (${variant.name}): Account, Send and Swap draw the network's and the tokens' logos`, async ({ page, injected }, testInfo) => {
    void injected
    await page.setViewportSize({ width: 1000, height: 900 })
    await page.goto(`/${variant.query}`)
    await connectWallet(page)
    await page.getByTestId('account-button').click()
    await expect(page.getByTestId('token-item-ETH')).toBeVisible()
    await expectLogo(page, recordLogoAnswers(page), page.getByTestId('account-network').locator('img'), 'networks/eip155-31337')
    for (const symbol of ['ETH', 'USDC']) await expectTokenLogo(page, page.getByTestId(`token-item-${symbol}`).locator('img'), symbol)
    // The devnet's Test Token has no logo (the API answers 404): its initials.
    await expect(page.getByTestId('token-item-TST').locator('img')).toBeHidden()
    await expect(page.getByTestId('token-item-TST').locator('.logo-initials')).toBeVisible()
    await expect(page.getByTestId('token-item-TST').locator('.logo-initials')).toHaveAttribute('data-initials', 'T')
    await attachScreenshot(page, testInfo, `account-${variant.name}`)

    await page.getByTestId('send-button').click()
    await page.getByTestId('send-token-select').click()
    for (const symbol of ['ETH', 'USDC']) await expectTokenLogo(page, page.getByTestId(`send-token-${symbol}`).locator('img'), symbol)
    await attachScreenshot(page, testInfo, `send-${variant.name}`)

    await page.keyboard.press('Escape')
    await expect(page.getByTestId('kit-modal')).toBeHidden()
    await page.getByTestId('account-button').click()
    await page.getByTestId('swap-button').click()
    await page.getByTestId('swap-from-token').click()
    await expect(page.getByTestId('swap-token-picker')).toBeVisible()
    for (const symbol of ['ETH', 'USDC']) await expectTokenLogo(page, page.getByTestId(`swap-token-${symbol}`).locator('img'), symbol)
    await expect(page.getByTestId('swap-token-TST').locator('.logo-initials')).toBeVisible()
    await attachScreenshot(page, testInfo, `swap-${variant.name}`)
  })
}
