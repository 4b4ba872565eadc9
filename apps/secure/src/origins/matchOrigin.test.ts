import { describe, expect, test } from 'vitest'
import { isOriginAllowed, matchOrigin } from './matchOrigin.js'

describe('matchOrigin', () => {
  test.each([
    ['http://localhost:5173', 'http://localhost:*', true],
    ['http://localhost', 'http://localhost:*', true],
    ['https://localhost:5173', 'http://localhost:*', false],
    ['http://127.0.0.1:5273', 'http://127.0.0.1:5273', true],
    ['http://127.0.0.1:5274', 'http://127.0.0.1:5273', false],
    ['https://app.vercel.app', 'https://*.vercel.app', true],
    ['https://a.b.vercel.app', 'https://*.vercel.app', true],
    ['https://vercel.app', 'https://*.vercel.app', false],
    ['https://evilvercel.app', 'https://*.vercel.app', false],
    ['https://app.vercel.app.evil.com', 'https://*.vercel.app', false],
    ['https://app.vercel.app:8443', 'https://*.vercel.app', false],
    ['https://example.com', 'https://example.com:443', true],
    ['null', 'http://localhost:*', false],
    ['http://[::1]:3000', 'http://[::1]:*', true],
    ['javascript:alert(1)', 'http://localhost:*', false],
  ])('%s vs %s → %s', (origin, pattern, expected) => {
    expect(matchOrigin(origin, pattern)).toBe(expected)
  })

  test('default: any pattern', () => {
    expect(isOriginAllowed('http://localhost:1', ['https://x.dev', 'http://localhost:*'])).toBe(true)
    expect(isOriginAllowed('http://evil.com', ['https://x.dev', 'http://localhost:*'])).toBe(false)
  })
})
