import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { NotAWalletImageError, WalletImageHttpError, WalletImageTooLargeError } from './catalogueImageErrors.js'
import { fetchWalletImage, fetchWalletImages, MAX_WALLET_IMAGE_BYTES, sniffImageType } from './fetchWalletImages.js'

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** An image host: a PNG, a 404, a body over the limit with and without Content-Length, and an HTML page sent as image/png. */
async function startImageHost() {
  const server = createServer((request, response) => {
    if (request.url === '/logo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG)
    else if (request.url === '/declared-large')
      response.writeHead(200, { 'content-length': MAX_WALLET_IMAGE_BYTES + 1 }).end(Buffer.alloc(MAX_WALLET_IMAGE_BYTES + 1))
    else if (request.url === '/chunked-large') {
      response.writeHead(200, { 'content-type': 'image/png' })
      response.write(Buffer.alloc(MAX_WALLET_IMAGE_BYTES))
      response.end(Buffer.alloc(1))
    } else if (request.url === '/page') response.writeHead(200, { 'content-type': 'image/png' }).end('<!doctype html><p>Not found</p>')
    else response.writeHead(404).end()
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { server, url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}` }
}

describe('sniffImageType', () => {
  it('parameters: PNG, JPEG, WebP, GIF and SVG (with or without an XML prolog or comment) by their bytes', () => {
    expect(sniffImageType(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBe('image/png')
    expect(sniffImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg')
    expect(sniffImageType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp')
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00', 'latin1'))).toBe('image/gif')
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml')
    expect(sniffImageType(Buffer.from('<?xml version="1.0"?>\n<!-- logo -->\n<svg viewBox="0 0 1 1"></svg>'))).toBe('image/svg+xml')
  })

  it('bad input: HTML, JSON or a server error page is no image, whatever its Content-Type said', () => {
    expect(sniffImageType(Buffer.from('<!doctype html><html><body>Not found</body></html>'))).toBeUndefined()
    expect(sniffImageType(Buffer.from('{"error":"not found"}'))).toBeUndefined()
    expect(sniffImageType(new Uint8Array())).toBeUndefined()
  })
})

describe('fetchWalletImage', () => {
  it('default, bad input: a PNG is read; a 404, a body over the limit or a page that is no image is its named error, and fetchWalletImages keeps the reason', async () => {
    const host = await startImageHost()
    try {
      expect(await fetchWalletImage(host.url('/logo.png'))).toMatchObject({ contentType: 'image/png', body: new Uint8Array(PNG) })
      const failure = (path: string) => fetchWalletImage(host.url(path)).catch((error: unknown) => error)
      const missing = await failure('/missing')
      expect(missing).toBeInstanceOf(WalletImageHttpError)
      expect(missing).toMatchObject({ name: 'WalletImageHttpError', status: 404, message: 'HTTP 404' })
      for (const path of ['/declared-large', '/chunked-large']) {
        const large = await failure(path)
        expect(large, path).toBeInstanceOf(WalletImageTooLargeError)
        expect(large, path).toMatchObject({ name: 'WalletImageTooLargeError', message: `larger than ${MAX_WALLET_IMAGE_BYTES} bytes` })
      }
      const page = await failure('/page')
      expect(page).toBeInstanceOf(NotAWalletImageError)
      expect(page).toMatchObject({ name: 'NotAWalletImageError', message: 'not a PNG, JPEG, WebP, GIF or SVG image' })

      const { images, failures } = await fetchWalletImages(
        new Map([
          ['alpha', host.url('/logo.png')],
          ['beta', host.url('/missing')],
          ['gamma', host.url('/page')],
        ]),
      )
      expect([...images.keys()]).toEqual(['alpha'])
      expect(failures.sort((a, b) => a.walletId.localeCompare(b.walletId))).toEqual([
        { walletId: 'beta', reason: 'HTTP 404' },
        { walletId: 'gamma', reason: 'not a PNG, JPEG, WebP, GIF or SVG image' },
      ])
    } finally {
      host.server.closeAllConnections()
      await new Promise((resolve) => host.server.close(resolve))
    }
  })
})
