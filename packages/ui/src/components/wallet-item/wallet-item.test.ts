import { describe, expect, test } from 'vitest'
import { userEvent } from 'vitest/browser'
import { byTestId, elementUpdated, expectAccessible, fixture, listen, sleep } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitWalletItem } from './wallet-item.component.js'
import './wallet-item.js'

const icon = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="orange"/></svg>'

describe('kit-wallet-item', () => {
  test('default', async () => {
    const el = await fixture<KitWalletItem>(
      html`<kit-wallet-item name="MetaMask" icon=${icon} tag="Installed" tag-variant="success" testid="wallet-item-metamask"></kit-wallet-item>`,
    )
    const button = byTestId(el, 'wallet-item-metamask')!
    expect(button.tagName).toBe('BUTTON')
    const img = el.shadowRoot!.querySelector('img')!
    expect(img.getAttribute('alt')).toBe('MetaMask')
    expect(img.getAttribute('src')).toBe(icon)
    expect(el.shadowRoot!.querySelector('[part="name"]')!.textContent).toBe('MetaMask')
    expect(el.shadowRoot!.querySelector('[part="tag"]')!.textContent).toBe('Installed')
    expect(button.textContent?.replace(/\s+/g, ' ').trim()).toBe('MetaMask Installed')
    await expectAccessible(el)
  })

  test('parameters: no icon shows the initial', async () => {
    const el = await fixture<KitWalletItem>(html`<kit-wallet-item name="Rabby"></kit-wallet-item>`)
    expect(el.shadowRoot!.querySelector('img')).toBeNull()
    expect(el.shadowRoot!.querySelector('[part="icon"]')!.textContent?.trim()).toBe('R')
    expect(byTestId(el, 'wallet-item')).not.toBeNull()
    expect(el.shadowRoot!.querySelector('[part="tag"]')).toBeNull()
  })

  test('behavior: a broken icon falls back to the initial', async () => {
    const el = await fixture<KitWalletItem>(html`<kit-wallet-item name="Broken" icon="data:image/png;base64,xx"></kit-wallet-item>`)
    await sleep(50)
    await elementUpdated(el)
    expect(el.shadowRoot!.querySelector('img')).toBeNull()
    expect(el.shadowRoot!.querySelector('[part="icon"]')!.textContent?.trim()).toBe('B')
  })

  test('parameters: icons draw a 2x2 grid of logos (All Wallets) instead of the initial; a failed one leaves its cell empty', async () => {
    const el = await fixture<KitWalletItem>(
      html`<kit-wallet-item name="All Wallets" .icons=${[icon, icon, 'data:image/png;base64,broken', icon, icon]}></kit-wallet-item>`,
    )
    const images = [...el.shadowRoot!.querySelectorAll<HTMLImageElement>('.grid img')]
    expect(images).toHaveLength(4)
    expect(el.shadowRoot!.querySelector('.initial')).toBeNull()
    await sleep(50)
    expect(images.map((image) => image.style.visibility)).toEqual(['', '', 'hidden', ''])
    expect(images[0]!.naturalWidth).toBeGreaterThan(0)
    await expectAccessible(el)
  })

  test('behavior: click; none while loading or disabled', async () => {
    const el = await fixture<KitWalletItem>(html`<kit-wallet-item name="MetaMask"></kit-wallet-item>`)
    const clicks = listen(el, 'click')
    await userEvent.click(el)
    expect(clicks).toHaveLength(1)
    el.loading = true
    await elementUpdated(el)
    const button = byTestId(el, 'wallet-item')!
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(el.shadowRoot!.querySelector('kit-spinner')).not.toBeNull()
    expect(el.hasAttribute('loading')).toBe(true)
    el.click()
    button.click()
    el.loading = false
    el.disabled = true
    await elementUpdated(el)
    expect((button as HTMLButtonElement).disabled).toBe(true)
    el.click()
    expect(clicks).toHaveLength(1)
  })

  test('behavior: keyboard activation', async () => {
    const el = await fixture<KitWalletItem>(html`<kit-wallet-item name="MetaMask"></kit-wallet-item>`)
    const clicks = listen(el, 'click')
    el.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(clicks).toHaveLength(2)
  })
})
