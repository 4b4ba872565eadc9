import { describe, expect, test } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed', () => {
  const patterns = ['http://localhost:*', 'https://*.example.com', 'http://127.0.0.1:5173']

  test('default: exact entries match the whole origin, case-insensitively, trailing slash ignored', () => {
    expect(isOriginAllowed('http://127.0.0.1:5173', patterns)).toBe(true)
    expect(isOriginAllowed('HTTP://127.0.0.1:5173/', patterns)).toBe(true)
    expect(isOriginAllowed('http://127.0.0.1:5174', patterns)).toBe(false)
    expect(isOriginAllowed('https://127.0.0.1:5173', patterns)).toBe(false)
  })

  test('behavior: * is one or more letters, digits or hyphens (a port, one subdomain label)', () => {
    expect(isOriginAllowed('http://localhost:4000', patterns)).toBe(true)
    expect(isOriginAllowed('http://localhost:', patterns)).toBe(false)
    expect(isOriginAllowed('https://shop.example.com', patterns)).toBe(true)
    expect(isOriginAllowed('https://my-shop.example.com', patterns)).toBe(true)
    expect(isOriginAllowed('https://example.com', patterns)).toBe(false)
    expect(isOriginAllowed('https://a.b.example.com', patterns)).toBe(false)
    expect(isOriginAllowed('https://evil.com/.example.com', patterns)).toBe(false)
    expect(isOriginAllowed('https://shopXexample.com', patterns)).toBe(false)
  })

  test('behavior: an empty list or a lone * allows every origin', () => {
    expect(isOriginAllowed('https://anything.test', [])).toBe(true)
    expect(isOriginAllowed('https://anything.test', ['https://other.test', '*'])).toBe(true)
  })
})
