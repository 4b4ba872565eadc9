import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { byTestId, elementUpdated, expectAccessible, fixture, listen } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitTextField } from './text-field.component.js'
import './text-field.js'

describe('kit-text-field', () => {
  test('default', async () => {
    const el = await fixture<KitTextField>(html`<kit-text-field label="Email" placeholder="you@example.com" testid="email-input"></kit-text-field>`)
    const input = byTestId(el, 'email-input') as HTMLInputElement
    expect(input.tagName).toBe('INPUT')
    const label = el.shadowRoot!.querySelector('label')!
    expect(label.textContent).toBe('Email')
    expect(label.htmlFor).toBe(input.id)
    expect(input.getAttribute('aria-invalid')).toBe('false')
    await expectAccessible(el)
  })

  test('parameters: error, hint, value, disabled', async () => {
    const el = await fixture<KitTextField>(html`<kit-text-field label="Email" hint="We send a code" value="a@b"></kit-text-field>`)
    const input = byTestId(el, 'text-field') as HTMLInputElement
    expect(input.value).toBe('a@b')
    const hint = el.shadowRoot!.querySelector('[part="hint"]')!
    expect(input.getAttribute('aria-describedby')).toBe(hint.id)
    el.error = 'Invalid email'
    await elementUpdated(el)
    const error = byTestId(el, 'text-field-error')!
    expect(error.textContent?.trim()).toBe('Invalid email')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(error.id)
    await expectAccessible(el)
    el.disabled = true
    await elementUpdated(el)
    expect(input.disabled).toBe(true)
  })

  test('behavior: kit-input, kit-change and kit-submit on user input', async () => {
    const el = await fixture<KitTextField>(html`<kit-text-field label="Email"></kit-text-field>`)
    const inputs = listen(el, 'kit-input')
    const changes = listen(el, 'kit-change')
    const submits = listen(el, 'kit-submit')
    el.value = 'set by code'
    await elementUpdated(el)
    expect(inputs).toHaveLength(0)
    el.value = ''
    await elementUpdated(el)
    await userEvent.click(byTestId(el, 'text-field')!)
    await userEvent.keyboard('me@kit.dev')
    expect(inputs.at(-1)?.detail.value).toBe('me@kit.dev')
    expect(el.value).toBe('me@kit.dev')
    await userEvent.keyboard('{Enter}')
    expect(submits.map((event) => event.detail.value)).toEqual(['me@kit.dev'])
    ;(byTestId(el, 'text-field') as HTMLInputElement).blur()
    expect(changes.map((event) => event.detail.value)).toEqual(['me@kit.dev'])
  })

  test('behavior: focus() reaches the input', async () => {
    const el = await fixture<KitTextField>(html`<kit-text-field label="Email"></kit-text-field>`)
    el.focus()
    expect(el.shadowRoot!.activeElement).toBe(byTestId(el, 'text-field'))
  })
})
