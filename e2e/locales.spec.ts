import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page, TestInfo } from '@playwright/test'
import { connectWallet, expect, test, walletRdns } from './support/fixtures.js'

// The modal in each of the ten locales Kit ships (`?locale=` on the demo): a screenshot of the
// Connect and Account views per locale attached to the test (and kept under test-results), no
// catalogue key and no English fallback text in what the modal shows, every character drawn (a
// font has its glyph), numbers through Intl, and Arabic laid out right to left with the back
// arrow mirrored and axe clean.

type Catalogue = Readonly<Record<string, string>>

/** The catalogues from @kit/ui's sources (Playwright compiles them): English and the locale's own. */
async function catalogue(locale: string): Promise<Catalogue> {
  if (locale === 'en') return (await import('../packages/ui/src/i18n/en.ts')).en
  return (await import(`../packages/ui/src/i18n/locales/${locale}.ts`)).messages
}

const locales = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'tr', 'ar'] as const

/** Every text node and labelling attribute inside the modal's shadow trees, trimmed. */
function modalTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = []
    const visit = (root: Node) => {
      for (const node of Array.from(root.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE) {
          const text = node.textContent?.trim()
          if (text && node.parentElement?.localName !== 'style') texts.push(text)
          continue
        }
        if (!(node instanceof Element)) continue
        for (const name of ['aria-label', 'placeholder', 'title', 'label']) if (node.getAttribute(name)?.trim()) texts.push(node.getAttribute(name)!.trim())
        if (node.shadowRoot) visit(node.shadowRoot)
        visit(node)
      }
    }
    const modal = document.querySelector('appkit-modal')
    if (modal?.shadowRoot) visit(modal.shadowRoot)
    return texts
  })
}

/**
 * Texts of the modal that are an English catalogue text where the locale has another one (a
 * fallback), or a raw catalogue key.
 */
function leaks(texts: readonly string[], en: Catalogue, messages: Catalogue): string[] {
  const keys = new Set(Object.keys(en))
  const englishOnly = new Map<string, string>()
  for (const [key, text] of Object.entries(en)) if (messages[key] !== text) englishOnly.set(text, key)
  return texts.filter((text) => keys.has(text) || englishOnly.has(text)).map((text) => `${text} (${englishOnly.get(text) ?? 'raw key'})`)
}

/**
 * Pairs of different characters of the element's text that draw the same image in its font: a
 * glyph no installed font has is drawn as the same empty box whatever the character (how ja, ko
 * and zh-CN looked on a machine without a CJK font).
 */
function missingGlyphs(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node)
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 64
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    context.font = `${style.fontWeight} 48px ${style.fontFamily}`
    const drawn = new Map<string, string>()
    const same: string[] = []
    for (const character of new Set(Array.from(node.textContent ?? '').filter((character) => character.trim()))) {
      context.clearRect(0, 0, 64, 64)
      context.fillText(character, 4, 52)
      const image = context
        .getImageData(0, 0, 64, 64)
        .data.filter((_, index) => index % 4 === 3)
        .join(',')
      const earlier = drawn.get(image)
      if (earlier === undefined) drawn.set(image, character)
      else same.push(`${earlier} ${character}`)
    }
    return same
  })
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForTimeout(200)
  const path = testInfo.outputPath(`${name}.png`)
  await page.screenshot({ path })
  await testInfo.attach(name, { path, contentType: 'image/png' })
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('appkit-modal').analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

for (const locale of locales) {
  test(`locale ${locale}: Connect and Account views translated, screenshots, no key or English fallback`, async ({ page, injected }, testInfo) => {
    void injected
    const [en, messages] = await Promise.all([catalogue('en'), catalogue(locale)])
    await page.setViewportSize({ width: 1000, height: 760 })
    await page.goto(`/?locale=${locale}`)
    await expect(page.getByTestId('connect-button')).toHaveText(messages['button.connect']!)

    await page.getByTestId('connect-button').click()
    const modal = page.getByTestId('kit-modal')
    await expect(modal).toBeVisible()
    await expect(page.getByTestId(`wallet-item-${walletRdns}`)).toBeVisible()
    const title = modal.getByRole('heading', { name: messages['connect.title']! })
    await expect(title).toBeVisible()
    expect(await missingGlyphs(title)).toEqual([])
    await expect(page.locator('appkit-modal')).toHaveAttribute('lang', locale)
    await expect(page.locator('appkit-modal')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
    expect(leaks(await modalTexts(page), en, messages)).toEqual([])
    await shot(page, testInfo, `${locale}-connect`)
    if (locale === 'ar') expect(await seriousViolations(page)).toEqual([])

    await page.getByTestId('modal-close').click()
    await connectWallet(page)
    await page.getByTestId('account-button').click()
    await expect(page.getByTestId('account-address')).toBeVisible()
    await expect(page.getByTestId('disconnect-button')).toHaveText(messages['account.disconnect']!)
    expect(await missingGlyphs(page.getByTestId('disconnect-button'))).toEqual([])
    // The balance in the locale's digits and decimal separator (Intl), 3 decimals.
    const format = new Intl.NumberFormat(locale)
    const decimal = format.formatToParts(1.5).find((part) => part.type === 'decimal')!.value
    const digits = Array.from({ length: 10 }, (_, digit) => format.format(digit)).join('')
    const escape = (text: string) => text.replace(/[.\\]/g, '\\$&')
    await expect(page.getByTestId('account-balance')).toContainText(new RegExp(`[${digits}]+${escape(decimal)}[${digits}]{3}`))
    expect(leaks(await modalTexts(page), en, messages)).toEqual([])
    await shot(page, testInfo, `${locale}-account`)
    if (locale === 'ar') expect(await seriousViolations(page)).toEqual([])
  })
}

test('locale ar: right to left, the back arrow mirrored; then Japanese left to right', async ({ page, injected }) => {
  void injected
  await page.goto('/?locale=ar')
  await page.getByTestId('connect-button').click()
  await page.getByTestId('connect-what-is-a-wallet').click()
  const back = page.getByTestId('modal-back')
  await expect(back).toBeVisible()
  const layout = await page.evaluate(() => {
    const modal = document.querySelector('appkit-modal')!
    const dialog = modal.shadowRoot!.querySelector('kit-dialog')!
    const backButton = dialog.shadowRoot!.querySelector('[data-testid="modal-back"]')!
    const closeButton = dialog.shadowRoot!.querySelector('[data-testid="modal-close"]')!
    const icon = backButton.querySelector('kit-icon') ?? backButton.shadowRoot?.querySelector('kit-icon')
    const svg = icon?.shadowRoot?.querySelector('svg')
    return {
      direction: getComputedStyle(dialog).direction,
      backRight: backButton.getBoundingClientRect().right,
      closeRight: closeButton.getBoundingClientRect().right,
      transform: svg ? getComputedStyle(svg).transform : 'no icon',
    }
  })
  expect(layout.direction).toBe('rtl')
  // Back sits at the inline start, which is the right side in Arabic; close at the left.
  expect(layout.backRight).toBeGreaterThan(layout.closeRight)
  expect(layout.transform).toBe('matrix(-1, 0, 0, 1, 0, 0)')
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('kit-modal')).toBeHidden()

  // Another locale on the next load: the page and the modal in Japanese, left to right again.
  await page.goto('/?locale=ja')
  await expect(page.getByTestId('connect-button')).toHaveText('ウォレットを接続')
  await expect(page.locator('appkit-modal')).toHaveAttribute('dir', 'ltr')
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('kit-modal').getByRole('heading', { name: 'ウォレットを接続' })).toBeVisible()
})
