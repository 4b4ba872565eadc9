import { describe, expect, test } from 'vitest'
import { elementUpdated, expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitSpinner } from './spinner.component.js'
import './spinner.js'

describe('kit-spinner', () => {
  test('default', async () => {
    const el = await fixture<KitSpinner>(html`<kit-spinner></kit-spinner>`)
    expect(el.getAttribute('aria-hidden')).toBe('true')
    expect(el.getAttribute('data-testid')).toBe('spinner')
    expect(el.getBoundingClientRect().width).toBe(20)
    expect(getComputedStyle(el.shadowRoot!.querySelector('svg')!).animationName).toBe('rotate')
    await expectAccessible(el)
  })

  test('parameters: size, label, testid', async () => {
    const el = await fixture<KitSpinner>(html`<kit-spinner size="32" label="Loading" testid="busy"></kit-spinner>`)
    expect(el.getBoundingClientRect().width).toBe(32)
    expect(el.getAttribute('role')).toBe('status')
    expect(el.getAttribute('aria-label')).toBe('Loading')
    expect(el.getAttribute('data-testid')).toBe('busy')
    el.label = ''
    await elementUpdated(el)
    expect(el.getAttribute('role')).toBeNull()
  })
})
