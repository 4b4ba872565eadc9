import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { byTestId, elementUpdated, expectAccessible, fixture, listen } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitChipButton } from './chip-button.component.js'
import './chip-button.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

describe('kit-chip-button', () => {
  test('default', async () => {
    const el = await fixture<KitChipButton>(html`<kit-chip-button label="Connect Wallet" testid="connect-button"></kit-chip-button>`)
    const button = byTestId(el, 'connect-button')!
    expect(button.textContent?.trim()).toBe('Connect Wallet')
    expect(el.shadowRoot!.querySelector('kit-avatar')).toBeNull()
    expect(button.getBoundingClientRect().height).toBe(40)
    await expectAccessible(el)
  })

  test('parameters: address, balance, icon', async () => {
    const icon = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle cx="4" cy="4" r="4" fill="blue"/></svg>'
    const el = await fixture<KitChipButton>(html`<kit-chip-button address=${address} balance="1.234 ETH" icon=${icon}></kit-chip-button>`)
    const button = byTestId(el, 'kit-chip-button')!
    expect(button.textContent?.replace(/\s+/g, ' ').trim()).toBe('1.234 ETH 0xd8dA…6045')
    expect(button.getAttribute('data-address')).toBe(address)
    expect(el.shadowRoot!.querySelector('kit-avatar')!.address).toBe(address)
    expect(el.shadowRoot!.querySelector('[part="icon"]')!.getAttribute('src')).toBe(icon)
    el.profileName = 'vitalik.eth'
    await elementUpdated(el)
    expect(el.shadowRoot!.querySelector('[part="address"]')!.textContent?.trim()).toBe('vitalik.eth')
    await expectAccessible(el)
  })

  test('behavior: click; none while loading', async () => {
    const el = await fixture<KitChipButton>(html`<kit-chip-button label="Connect Wallet"></kit-chip-button>`)
    const clicks = listen(el, 'click')
    await userEvent.click(el)
    el.loading = true
    await elementUpdated(el)
    expect(byTestId(el, 'kit-chip-button')!.getAttribute('aria-busy')).toBe('true')
    expect(el.shadowRoot!.querySelector('kit-spinner')).not.toBeNull()
    el.click()
    expect(clicks).toHaveLength(1)
  })
})
