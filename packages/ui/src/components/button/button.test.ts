import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { byTestId, elementUpdated, expectAccessible, fixture, listen } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitButton } from './button.component.js'
import './button.js'

describe('kit-button', () => {
  test('default', async () => {
    const el = await fixture<KitButton>(html`<kit-button>Connect</kit-button>`)
    const button = byTestId(el, 'kit-button') as HTMLButtonElement
    expect(button.tagName).toBe('BUTTON')
    expect(button.type).toBe('button')
    expect(el.variant).toBe('primary')
    expect(el.size).toBe('md')
    expect(el.getAttribute('variant')).toBe('primary')
    expect(button.getAttribute('aria-busy')).toBe('false')
    expect(button.getBoundingClientRect().height).toBe(40)
    await expectAccessible(el)
  })

  test('parameters: variant, size, testid, fullWidth, label', async () => {
    const el = await fixture<KitButton>(
      html`<div style="width: 300px"><kit-button variant="danger" size="lg" testid="disconnect" full-width label="Disconnect now">Disconnect</kit-button></div>`,
    )
    const kitButton = el.querySelector('kit-button')!
    await elementUpdated(kitButton)
    const button = byTestId(kitButton, 'disconnect')!
    expect(button.classList.contains('variant-danger')).toBe(true)
    expect(button.getBoundingClientRect().height).toBe(48)
    expect(button.getBoundingClientRect().width).toBe(300)
    expect(button.getAttribute('aria-label')).toBe('Disconnect now')
    kitButton.size = 'sm'
    await elementUpdated(kitButton)
    expect(button.getBoundingClientRect().height).toBe(32)
    expect(kitButton.getAttribute('size')).toBe('sm')
  })

  test('behavior: click fires; not while disabled or loading', async () => {
    const el = await fixture<KitButton>(html`<kit-button>Go</kit-button>`)
    const clicks = listen(el, 'click')
    await userEvent.click(el)
    expect(clicks).toHaveLength(1)
    el.loading = true
    await elementUpdated(el)
    const button = byTestId(el, 'kit-button')!
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(el.shadowRoot!.querySelector('kit-spinner')).not.toBeNull()
    el.click()
    button.click()
    expect(clicks).toHaveLength(1)
    el.loading = false
    el.disabled = true
    await elementUpdated(el)
    expect((button as HTMLButtonElement).disabled).toBe(true)
    el.click()
    expect(clicks).toHaveLength(1)
  })

  test('behavior: prefix and suffix slots', async () => {
    const el = await fixture<KitButton>(html`<kit-button><span slot="prefix" id="p">+</span>Label<span slot="suffix" id="s">›</span></kit-button>`)
    const prefix = el.shadowRoot!.querySelector('[part="prefix"]')!
    expect(prefix.classList.contains('has-content')).toBe(true)
    expect(getComputedStyle(el.shadowRoot!.querySelector('[part="suffix"]')!).display).not.toBe('none')
  })

  test('behavior: focus delegates to the inner button', async () => {
    const el = await fixture<KitButton>(html`<kit-button>Go</kit-button>`)
    el.focus()
    expect(el.shadowRoot!.activeElement).toBe(byTestId(el, 'kit-button'))
  })
})
