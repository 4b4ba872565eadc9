import { describe, expect, it } from 'vitest'
import { parseTokenUri } from './parseTokenUri.js'

describe('parseTokenUri', () => {
  it('default: reads base64 JSON data URIs', () => {
    const json = JSON.stringify({ name: 'Token #1', description: 'd', image: 'data:image/svg+xml;base64,PHN2Zy8+' })
    expect(parseTokenUri(`data:application/json;base64,${Buffer.from(json).toString('base64')}`)).toEqual({
      name: 'Token #1',
      description: 'd',
      image: 'data:image/svg+xml;base64,PHN2Zy8+',
    })
  })

  it('behavior: reads percent-encoded JSON and image_url', () => {
    const uri = `data:application/json,${encodeURIComponent(JSON.stringify({ name: 'N', image_url: 'https://x.test/i.png' }))}`
    expect(parseTokenUri(uri)).toEqual({ name: 'N', description: null, image: 'https://x.test/i.png' })
  })

  it('behavior: returns null for remote URIs and unreadable data', () => {
    expect(parseTokenUri('https://example.com/1.json')).toBeNull()
    expect(parseTokenUri('ipfs://bafy/1')).toBeNull()
    expect(parseTokenUri('data:application/json;base64,!!!')).toBeNull()
    expect(parseTokenUri('data:application/json,%E0%A4%A')).toBeNull()
    expect(parseTokenUri('data:application/json,42')).toBeNull()
    expect(parseTokenUri(`data:application/json,${encodeURIComponent(JSON.stringify({ name: 7 }))}`)).toEqual({
      name: null,
      description: null,
      image: null,
    })
  })
})
