import { afterEach, describe, expect, test } from 'vitest'
import { preloadableUrls, preloadImages } from './preloadImages.js'

const svg = (fill: string) =>
  URL.createObjectURL(
    new Blob([`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="${fill}"/></svg>`], { type: 'image/svg+xml' }),
  )
const notAnImage = () => URL.createObjectURL(new Blob(['{"message":"Not Found"}'], { type: 'application/json' }))
const urls: string[] = []
const track = (url: string) => (urls.push(url), url)

afterEach(() => {
  for (const url of urls.splice(0)) URL.revokeObjectURL(url)
})

/** An image whose decoding never ends (a server that does not answer). */
const hangingImage = () => Object.assign(new Image(), { decode: () => new Promise<void>(() => undefined) })

describe('preloadImages', () => {
  test('default: real images load and decode, a body that is not an image fails; nothing is left pending', async () => {
    const red = track(svg('red'))
    const blue = track(svg('blue'))
    const broken = track(notAnImage())
    const result = await preloadImages([red, blue, broken])
    expect(result).toEqual({ loaded: expect.arrayContaining([red, blue]), failed: [broken], pending: [] })
    expect(result.loaded).toHaveLength(2)
  })

  test('parameters: timeout: what has not loaded by then is pending, and the promise resolves at the timeout', async () => {
    const started = performance.now()
    const result = await preloadImages(['https://logos.test/hangs.svg'], { timeout: 150, createImage: hangingImage })
    const waited = performance.now() - started
    expect(result).toEqual({ loaded: [], failed: [], pending: ['https://logos.test/hangs.svg'] })
    expect(waited).toBeGreaterThanOrEqual(140)
    expect(waited).toBeLessThan(1_000)
  })

  test('behavior: it stops waiting as soon as every image has settled (well before the 2 s timeout)', async () => {
    const started = performance.now()
    await preloadImages([track(svg('green'))])
    expect(performance.now() - started).toBeLessThan(1_500)
  })

  test('bad input: no URL, data URLs, empty and repeated ones: nothing to load, answered at once', async () => {
    expect(preloadableUrls([undefined, '', 'data:image/svg+xml,<svg/>', 'https://a.test/x.svg', 'https://a.test/x.svg', 'javascript:alert(1)'])).toEqual([
      'https://a.test/x.svg',
    ])
    let created = 0
    const result = await preloadImages([undefined, '', 'data:image/png;base64,AAAA'], {
      createImage: () => {
        created++
        return new Image()
      },
    })
    expect(result).toEqual({ loaded: [], failed: [], pending: [] })
    expect(created).toBe(0)
  })
})
