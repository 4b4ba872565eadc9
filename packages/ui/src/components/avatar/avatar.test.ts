import { describe, expect, test } from 'vitest'
import { elementUpdated, expectAccessible, fixture, sleep } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import type { KitAvatar } from './avatar.component.js'
import './avatar.js'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const pixel = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="red"/></svg>'

describe('kit-avatar', () => {
  test('default', async () => {
    const el = await fixture<KitAvatar>(html`<kit-avatar address=${address}></kit-avatar>`)
    const gradient = el.shadowRoot!.querySelector<HTMLElement>('[data-gradient]')!
    expect(gradient.style.background).toContain('radial-gradient')
    expect(el.getBoundingClientRect().width).toBe(32)
    expect(el.getAttribute('data-testid')).toBe('avatar')
    expect(el.getAttribute('aria-hidden')).toBe('true')
    await expectAccessible(el)
  })

  test('behavior: deterministic per address', async () => {
    const a = await fixture<KitAvatar>(html`<kit-avatar address=${address}></kit-avatar>`)
    const b = await fixture<KitAvatar>(html`<kit-avatar address=${address.toLowerCase()}></kit-avatar>`)
    const c = await fixture<KitAvatar>(html`<kit-avatar address="0x0000000000000000000000000000000000000001"></kit-avatar>`)
    const background = (el: KitAvatar) => el.shadowRoot!.querySelector<HTMLElement>('[data-gradient]')!.style.background
    expect(background(a)).toBe(background(b))
    expect(background(a)).not.toBe(background(c))
  })

  test('parameters: src, size, alt; falls back when the image fails', async () => {
    const el = await fixture<KitAvatar>(html`<kit-avatar address=${address} src=${pixel} size="48" alt="vitalik.eth"></kit-avatar>`)
    expect(el.shadowRoot!.querySelector('img')?.getAttribute('src')).toBe(pixel)
    expect(el.getBoundingClientRect().width).toBe(48)
    expect(el.getAttribute('role')).toBe('img')
    expect(el.getAttribute('aria-label')).toBe('vitalik.eth')
    el.src = 'data:image/png;base64,broken'
    await elementUpdated(el)
    await sleep(50)
    await elementUpdated(el)
    expect(el.shadowRoot!.querySelector('img')).toBeNull()
    expect(el.shadowRoot!.querySelector('[data-gradient]')).not.toBeNull()
  })
})
