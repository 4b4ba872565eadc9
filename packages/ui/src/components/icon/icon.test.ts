import { describe, expect, test } from 'vitest'
import { iconNames } from '../../icons/icons.js'
import { elementUpdated, expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitIcon } from './icon.component.js'
import './icon.js'

describe('kit-icon', () => {
  test('default', async () => {
    const el = await fixture<KitIcon>(html`<kit-icon name="close"></kit-icon>`)
    const svg = el.shadowRoot!.querySelector('svg')!
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24')
    expect(el.getAttribute('aria-hidden')).toBe('true')
    expect(el.getBoundingClientRect().width).toBe(16)
    await expectAccessible(el)
  })

  test('parameters: every name draws something', async () => {
    for (const name of [
      'close',
      'back',
      'chevron-right',
      'chevron-down',
      'copy',
      'check',
      'disconnect',
      'wallet',
      'network',
      'warning',
      'error',
      'info',
      'success',
      'external-link',
      'qr',
      'refresh',
      'spinner',
    ])
      expect(iconNames).toContain(name)
    for (const name of iconNames) {
      const el = await fixture<KitIcon>(html`<kit-icon name=${name}></kit-icon>`)
      const box = el.shadowRoot!.querySelector('svg')!.getBBox()
      expect(box.width, name).toBeGreaterThan(0)
    }
  })

  test('parameters: size, label', async () => {
    const el = await fixture<KitIcon>(html`<kit-icon name="wallet" size="24" label="Wallet"></kit-icon>`)
    expect(el.getBoundingClientRect().width).toBe(24)
    expect(el.getAttribute('role')).toBe('img')
    expect(el.getAttribute('aria-label')).toBe('Wallet')
    expect(el.hasAttribute('aria-hidden')).toBe(false)
    el.label = ''
    await elementUpdated(el)
    expect(el.getAttribute('aria-hidden')).toBe('true')
  })

  test('behavior: directional icons are mirrored in RTL', async () => {
    const container = await fixture<HTMLDivElement>(html`<div dir="rtl"><kit-icon name="back"></kit-icon><kit-icon name="close"></kit-icon></div>`)
    const [back, close] = Array.from(container.querySelectorAll('kit-icon'))
    await elementUpdated(back!)
    await elementUpdated(close!)
    expect(getComputedStyle(back!.shadowRoot!.querySelector('svg')!).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    expect(getComputedStyle(close!.shadowRoot!.querySelector('svg')!).transform).toBe('none')
  })

  test('behavior: unknown names render nothing', async () => {
    const el = await fixture<KitIcon>(html`<kit-icon name=${'nope' as never}></kit-icon>`)
    expect(el.shadowRoot!.querySelector('svg')).toBeNull()
  })
})
