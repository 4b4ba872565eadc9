import { anvil, fetchRecommendedWallets, getWalletCatalogue } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { createApiKit, createFakeApi } from './api.test-utils.js'
import { deferred } from './kit.test-utils.js'
import { preloadViewImages, viewImageUrls } from './preload-view-images.js'

/** Images that record their URL and load (or fail for a URL containing `missing`) at once, like a cached answer. */
function recordingImages() {
  const sources: string[] = []
  const createImage = () => {
    const image = new Image()
    image.decode = () => (sources.push(image.src), image.src.includes('missing') ? Promise.reject(new Error('404')) : Promise.resolve())
    return image
  }
  return { sources, createImage }
}

/** The fake API, with every catalogue wallet given an image (the logo URL is built from its id). */
function apiWithImages(gate?: Promise<void>) {
  const api = createFakeApi({ walletsGate: gate })
  const fetch = async (input: string) => {
    const response = await api.fetch(input)
    if (!new URL(input).pathname.startsWith('/getWallets')) return response
    const body = (await response.json()) as { count: number; data: { image_id: string | null }[] }
    return new Response(JSON.stringify({ ...body, data: body.data.map((wallet) => ({ ...wallet, image_id: 'hash' })) }), {
      headers: { 'content-type': 'application/json' },
    })
  }
  return { ...api, fetch }
}

describe('preloadViewImages', () => {
  test("default: the Networks view's logos, from the Kit API by CAIP-2 id; each is loaded once", async () => {
    const kit = createApiKit(createFakeApi())
    const { sources, createImage } = recordingImages()
    const expected = kit.networks.map((network) => `http://api.test/v1/images/networks/${network.caipNetworkId.replace(':', '-')}`)
    expect(expected).toContain('http://api.test/v1/images/networks/eip155-31337')
    const result = await preloadViewImages(kit, 'Networks', { createImage })
    expect(sources.sort()).toEqual([...expected].sort())
    expect(result).toEqual({ loaded: expected, failed: [], pending: [] })
  })

  test('parameters: an app image wins over the API logo; a view without images loads none', async () => {
    const kit = createApiKit(createFakeApi(), { networks: [{ ...anvil, assets: { imageUrl: 'https://app.test/anvil-missing.png' } }] })
    const { sources, createImage } = recordingImages()
    expect(await preloadViewImages(kit, 'Networks', { createImage })).toEqual({ loaded: [], failed: ['https://app.test/anvil-missing.png'], pending: [] })
    expect(await preloadViewImages(kit, 'WhatIsAWallet', { createImage })).toEqual({ loaded: [], failed: [], pending: [] })
    expect(sources).toEqual(['https://app.test/anvil-missing.png'])
  })

  test('behavior: the Connect view waits for the catalogue opening fetches, then loads its wallets\u2019 logos', async () => {
    const gate = deferred()
    const kit = createApiKit(apiWithImages(gate.promise))
    const { sources, createImage } = recordingImages()
    void fetchRecommendedWallets(kit)
    const preload = preloadViewImages(kit, 'Connect', { createImage })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sources).toEqual([])
    gate.resolve()
    const result = await preload
    const shown = getWalletCatalogue(kit).recommended.map((wallet) => wallet.imageUrl)
    expect(shown[0]).toBe('http://api.test/v1/images/wallets/wallet-0')
    expect(result.loaded).toEqual(expect.arrayContaining(shown))
    expect(viewImageUrls(kit, 'AllWallets')).toEqual(expect.arrayContaining(shown))
  })

  test('bad input: a catalogue that never comes: it stops at the timeout with what it had', async () => {
    const kit = createApiKit(apiWithImages(new Promise(() => undefined)))
    const { sources, createImage } = recordingImages()
    void fetchRecommendedWallets(kit)
    const started = performance.now()
    const result = await preloadViewImages(kit, 'Connect', { timeout: 200, createImage })
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(result.loaded.every((url) => !url.includes('/v1/images/wallets/'))).toBe(true)
    expect(sources.every((url) => !url.includes('/v1/images/wallets/'))).toBe(true)
  })
})
