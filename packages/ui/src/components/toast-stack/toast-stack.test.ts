import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { elementUpdated, expectAccessible, fixture, listen, nextTask } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitToastStack, ToastItem } from './toast-stack.component.js'
import './toast-stack.js'

const toasts: ToastItem[] = [
  { id: '1', variant: 'info', message: 'First' },
  { id: '2', variant: 'success', message: 'Second' },
  { id: '3', variant: 'loading', message: 'Third' },
  { id: '4', variant: 'error', message: 'Fourth', description: 'Details' },
]

const rendered = (el: KitToastStack) => Array.from(el.shadowRoot!.querySelectorAll('kit-toast')).map((toast) => toast.message)

describe('kit-toast-stack', () => {
  test('default', async () => {
    const el = await fixture<KitToastStack>(html`<kit-toast-stack .toasts=${toasts}></kit-toast-stack>`)
    expect(rendered(el)).toEqual(['Fourth', 'Third', 'Second'])
    expect(el.shadowRoot!.querySelector('[data-testid="toast-stack"]')).not.toBeNull()
    expect(getComputedStyle(el).position).toBe('fixed')
    expect(getComputedStyle(el).zIndex).toBe('1000')
    await nextTask()
    const items = Array.from(el.shadowRoot!.querySelectorAll('li'))
    expect(items[1]!.offsetTop - (items[0]!.offsetTop + items[0]!.offsetHeight)).toBe(14)
    expect(items[0]!.offsetWidth).toBe(Math.min(356, window.innerWidth - 16))
    await expectAccessible(el)
  })

  test('behavior: new toasts go on top and the oldest beyond 3 disappear', async () => {
    const el = await fixture<KitToastStack>(html`<kit-toast-stack .toasts=${toasts.slice(0, 1)}></kit-toast-stack>`)
    expect(rendered(el)).toEqual(['First'])
    const first = el.shadowRoot!.querySelector('kit-toast')
    el.toasts = toasts.slice(0, 2)
    await elementUpdated(el)
    expect(rendered(el)).toEqual(['Second', 'First'])
    expect(el.shadowRoot!.querySelectorAll('kit-toast')[1]).toBe(first) // kept, not re-created
    el.toasts = []
    await elementUpdated(el)
    expect(rendered(el)).toEqual([])
  })

  test('behavior: dismiss events bubble out of the stack', async () => {
    const el = await fixture<KitToastStack>(html`<kit-toast-stack .toasts=${toasts}></kit-toast-stack>`)
    const dismissed = listen(el, 'kit-toast-dismiss')
    await nextTask()
    const toast = el.shadowRoot!.querySelector('kit-toast')!
    await userEvent.click(toast.shadowRoot!.querySelector('[data-testid="toast-dismiss"]')!)
    expect(dismissed.map((event) => event.detail.id)).toEqual(['4'])
  })
})
