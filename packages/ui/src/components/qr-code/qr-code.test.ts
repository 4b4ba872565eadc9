import { describe, expect, test } from 'vitest'
import { elementUpdated, expectAccessible, fixture } from '../../internal/fixture.test-utils.js'
import { html } from '../../internal/lit.js'
import { decodeQr } from './decode-qr.test-utils.js'
import type { KitQrCode } from './qr-code.component.js'
import './qr-code.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('kit-qr-code', () => {
  test('default: decodes to its value, whole pixels per module, decorative', async () => {
    const el = await fixture<KitQrCode>(html`<kit-qr-code .value=${uri} size="300"></kit-qr-code>`)
    expect(await decodeQr(el)).toBe(uri)
    const svg = el.shadowRoot!.querySelector('svg')!
    const modules = Number(svg.getAttribute('viewBox')!.split(' ')[2])
    expect(Number(svg.getAttribute('width')) % modules).toBe(0)
    expect(Number(svg.getAttribute('width'))).toBeLessThanOrEqual(300)
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    await expectAccessible(el)
  })

  test('parameters: logo, value change, empty value', async () => {
    const logo = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"%3E%3Crect width="4" height="4" fill="%233396FF"/%3E%3C/svg%3E'
    const el = await fixture<KitQrCode>(html`<kit-qr-code .value=${uri} .logo=${logo}></kit-qr-code>`)
    expect(el.shadowRoot!.querySelector('image')!.getAttribute('href')).toBe(logo)
    expect(await decodeQr(el)).toBe(uri)
    el.value = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await elementUpdated(el)
    expect(await decodeQr(el)).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    el.value = ''
    await elementUpdated(el)
    expect(el.shadowRoot!.querySelector('svg')).toBeNull()
  })
})
