import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { byTestId, elementUpdated, expectAccessible, fixture, listen } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitToast } from './toast.component.js'
import './toast.js'

async function swipe(element: HTMLElement, dx: number) {
  const rect = element.getBoundingClientRect()
  const y = rect.top + rect.height / 2
  const x = rect.left + 40
  const init = { bubbles: true, composed: true, pointerId: 7, button: 0, isPrimary: true, pointerType: 'touch' }
  element.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x, clientY: y }))
  element.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x + dx / 2, clientY: y }))
  element.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x + dx, clientY: y }))
  element.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + dx, clientY: y }))
}

describe('kit-toast', () => {
  test('default', async () => {
    const el = await fixture<KitToast>(html`<kit-toast toast-id="t1" message="Address copied"></kit-toast>`)
    const box = byTestId(el, 'toast')!
    expect(box.getAttribute('data-variant')).toBe('info')
    expect(box.getAttribute('role')).toBe('status')
    expect(box.getAttribute('aria-live')).toBe('polite')
    expect(box.textContent).toContain('Address copied')
    expect(el.getBoundingClientRect().width).toBe(Math.min(356, window.innerWidth - 16))
    await expectAccessible(el)
  })

  test('parameters: variant, description', async () => {
    const el = await fixture<KitToast>(html`<kit-toast variant="error" message="Connection rejected" description="Try again"></kit-toast>`)
    const box = byTestId(el, 'toast')!
    expect(box.getAttribute('role')).toBe('alert')
    expect(box.getAttribute('data-variant')).toBe('error')
    expect(el.shadowRoot!.querySelector('[part="description"]')!.textContent).toBe('Try again')
    el.variant = 'loading'
    await elementUpdated(el)
    expect(el.shadowRoot!.querySelector('kit-spinner')).not.toBeNull()
    expect(box.getAttribute('role')).toBe('status')
    el.variant = 'success'
    await elementUpdated(el)
    expect(el.shadowRoot!.querySelector('kit-icon')!.getAttribute('name')).toBe('success')
  })

  test('behavior: a swipe over 45 px emits kit-toast-dismiss with the id', async () => {
    const el = await fixture<KitToast>(html`<kit-toast toast-id="t42" message="Hello"></kit-toast>`)
    const dismissed = listen(el, 'kit-toast-dismiss')
    await swipe(byTestId(el, 'toast')!, 30)
    await elementUpdated(el)
    expect(dismissed).toHaveLength(0)
    await swipe(byTestId(el, 'toast')!, -60)
    expect(dismissed.map((event) => event.detail)).toEqual([{ id: 't42', source: 'swipe' }])
    expect(dismissed[0]!.bubbles && dismissed[0]!.composed).toBe(true)
  })

  test('behavior: the close button emits kit-toast-dismiss', async () => {
    const el = await fixture<KitToast>(html`<kit-toast toast-id="t2" message="Hello"></kit-toast>`)
    const dismissed = listen(el, 'kit-toast-dismiss')
    await userEvent.click(byTestId(el, 'toast-dismiss')!)
    expect(dismissed.map((event) => event.detail)).toEqual([{ id: 't2', source: 'close-button' }])
  })
})
