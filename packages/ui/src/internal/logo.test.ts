import { describe, expect, test } from 'vitest'
import { getNameColor } from './avatar.js'
import { fixture, sleep } from './fixture.test-utils.js'
import { html } from './lit.js'
import { logoBackground, logoStyles, renderLogo } from './logo.js'

// The tiles below sit in the document: it takes the styles a view's shadow root would have.
document.adoptedStyleSheets = [...document.adoptedStyleSheets, logoStyles.styleSheet!]

const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="red"/></svg>')}`
const broken = 'data:image/png;base64,broken'

const tile = (src: string | undefined, name = 'Base Sepolia') =>
  fixture<HTMLSpanElement>(html`<span style="display: grid; inline-size: 32px; block-size: 32px">${renderLogo({ image: src, name })}</span>`)
const parts = (element: Element) => ({ img: element.querySelector('img'), initials: element.querySelector<HTMLElement>('.logo-initials')! })
const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 50 && !check(); tries++) await sleep(20)
}

describe('renderLogo', () => {
  test('default: the image is drawn, decorative (alt=""), and the initials stay hidden', async () => {
    const element = await tile(image)
    const { img, initials } = parts(element)
    await until(() => Boolean(img?.complete && img.naturalWidth))
    expect(img?.naturalWidth).toBeGreaterThan(0)
    expect(img?.getAttribute('alt')).toBe('')
    expect(img?.hidden).toBe(false)
    expect(initials.hidden).toBe(true)
    expect(logoBackground(image)).toBe('#fff')
  })

  test('behavior: an image that fails hides, and the initials show on the colour of the name', async () => {
    const element = await tile(broken)
    const { img, initials } = parts(element)
    await until(() => Boolean(img?.hidden))
    expect(img?.hidden).toBe(true)
    expect(initials.hidden).toBe(false)
    expect(initials.dataset['initials']).toBe('BS')
    expect(getComputedStyle(initials, '::before').content).toBe('"BS"')
    // The letters are drawn by CSS: the row's text is only its name.
    expect(element.textContent?.trim()).toBe('')
    const probe = document.createElement('span')
    probe.style.background = getNameColor('Base Sepolia')
    expect(initials.style.background).toBe(probe.style.background)
    expect(initials.getBoundingClientRect().width).toBe(32)
  })

  test('parameters: without an image the initials show at once, no <img> and no logo background', async () => {
    const element = await tile(undefined, 'ethereum')
    const { img, initials } = parts(element)
    expect(img).toBeNull()
    expect(initials.hidden).toBe(false)
    expect(initials.dataset['initials']).toBe('E')
    expect(logoBackground(undefined)).toBeUndefined()
  })
})
