import { describe, expect, it } from 'vitest'
import { sniffImageType } from './fetchWalletImages.js'

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
