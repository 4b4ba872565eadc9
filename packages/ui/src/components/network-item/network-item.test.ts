import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { byTestId, elementUpdated, expectAccessible, fixture, listen } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitNetworkItem } from './network-item.component.js'
import './network-item.js'

describe('kit-network-item', () => {
  test('default', async () => {
    const el = await fixture<KitNetworkItem>(html`<kit-network-item name="Base Sepolia" testid="network-item-eip155:84532"></kit-network-item>`)
    const button = byTestId(el, 'network-item-eip155:84532')!
    expect(button.tagName).toBe('BUTTON')
    expect(button.getAttribute('aria-current')).toBe('false')
    expect(el.shadowRoot!.querySelector('[part="image"]')!.textContent?.trim()).toBe('BS')
    expect(byTestId(el, 'network-item-check')).toBeNull()
    await expectAccessible(el)
  })

  test('parameters: selected, caption, image', async () => {
    const image = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle cx="4" cy="4" r="4" fill="blue"/></svg>'
    const el = await fixture<KitNetworkItem>(html`<kit-network-item name="Base" caption="Testnet" image=${image} selected></kit-network-item>`)
    const button = byTestId(el, 'network-item')!
    expect(button.getAttribute('aria-current')).toBe('true')
    expect(byTestId(el, 'network-item-check')).not.toBeNull()
    expect(el.shadowRoot!.querySelector('[part="caption"]')!.textContent).toBe('Testnet')
    expect(el.shadowRoot!.querySelector('img')!.getAttribute('alt')).toBe('Base')
    await expectAccessible(el)
  })

  test('behavior: click; none while loading or disabled', async () => {
    const el = await fixture<KitNetworkItem>(html`<kit-network-item name="Base"></kit-network-item>`)
    const clicks = listen(el, 'click')
    await userEvent.click(el)
    el.loading = true
    await elementUpdated(el)
    expect(byTestId(el, 'network-item')!.getAttribute('aria-busy')).toBe('true')
    expect(el.shadowRoot!.querySelector('kit-spinner')).not.toBeNull()
    el.click()
    el.loading = false
    el.disabled = true
    await elementUpdated(el)
    el.click()
    expect(clicks).toHaveLength(1)
  })
})
