import AxeBuilder from '@axe-core/playwright'
import { connectWallet, expect, test } from './support/fixtures.js'

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).include('appkit-modal').analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

test('keyboard only: open, Tab stays in the dialog, Escape closes, focus returns', async ({ demo: page }) => {
  const opener = page.getByTestId('connect-button')
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByTestId('kit-modal')
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveAttribute('role', 'dialog')
  await expect(dialog).toHaveAttribute('aria-modal', 'true')
  for (let index = 0; index < 12; index += 1) {
    await page.keyboard.press(index % 3 === 2 ? 'Shift+Tab' : 'Tab')
    const inside = await page.evaluate(() => {
      let active: Element | null = document.activeElement
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
      const dialogElement = document.querySelector('appkit-modal')
      let node: Node | null = active
      while (node) {
        if (node === dialogElement) return true
        node = node.parentNode ?? (node as ShadowRoot).host ?? null
      }
      return false
    })
    expect(inside).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('reduced motion: opening the modal starts no transition', async ({ demo: page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  // Read in the frame after the click, before any transition could have ended: a transition of
  // even 0.01 ms would be listed (one per element whose visibility the opening changes).
  const transitions = await page.getByTestId('connect-button').evaluate(async (button) => {
    ;(button as HTMLElement).click()
    await new Promise((resolve) => requestAnimationFrame(resolve))
    // document.getAnimations() leaves shadow trees out: ask each element, through every shadow root.
    const animations: Animation[] = []
    const collect = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        animations.push(...element.getAnimations())
        if (element.shadowRoot) collect(element.shadowRoot)
      }
    }
    collect(document)
    return animations.filter((animation): animation is CSSTransition => animation instanceof CSSTransition).map((transition) => transition.transitionProperty)
  })
  await expect(page.getByTestId('kit-modal')).toBeVisible()
  expect(transitions).toEqual([])
})

test('axe: no serious or critical violations on Connect and Account', async ({ demo: page }) => {
  await page.getByTestId('connect-button').click()
  await expect(page.getByTestId('kit-modal')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.getByTestId('wallet-item-dev.kit.testwallet').click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await page.getByTestId('account-button').click()
  await expect(page.getByTestId('account-address')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('axe: no serious or critical violations on Networks (dark theme)', async ({ page, injected }) => {
  void injected
  await page.goto('/?theme=dark')
  await connectWallet(page)
  await page.getByTestId('network-button').click()
  await expect(page.getByTestId('network-item-eip155:8453')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
