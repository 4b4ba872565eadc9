import { describe, expect, it } from 'vitest'
import { compileOriginMatcher } from './matchOrigin.js'

describe('compileOriginMatcher', () => {
  it('default: matches exact origins, case-insensitively, ignoring a trailing slash in the pattern', () => {
    const allowed = compileOriginMatcher(['http://127.0.0.1:5173', 'https://App.example.org/'])
    expect(allowed('http://127.0.0.1:5173')).toBe(true)
    expect(allowed('https://app.example.org')).toBe(true)
    expect(allowed('http://127.0.0.1:5174')).toBe(false)
    expect(allowed('http://127.0.0.1:51730')).toBe(false)
    expect(allowed('https://app.example.org.evil.com')).toBe(false)
  })

  it('behavior: a port wildcard allows any port', () => {
    const allowed = compileOriginMatcher(['http://localhost:*'])
    expect(allowed('http://localhost:5173')).toBe(true)
    expect(allowed('http://localhost:1')).toBe(true)
    expect(allowed('http://localhost')).toBe(false)
    expect(allowed('https://localhost:5173')).toBe(false)
    expect(allowed('http://localhost:5173.evil.com')).toBe(false)
  })

  it('behavior: a subdomain wildcard allows one label, not the apex or deeper names', () => {
    const allowed = compileOriginMatcher(['https://*.example.com'])
    expect(allowed('https://app.example.com')).toBe(true)
    expect(allowed('https://my-app.example.com')).toBe(true)
    expect(allowed('https://example.com')).toBe(false)
    expect(allowed('https://a.b.example.com')).toBe(false)
    expect(allowed('https://appxexample.com')).toBe(false)
    expect(allowed('http://app.example.com')).toBe(false)
  })

  it('behavior: an empty list or a lone * allows every origin', () => {
    expect(compileOriginMatcher([])('https://anything.test')).toBe(true)
    expect(compileOriginMatcher(['*'])('https://anything.test')).toBe(true)
  })

  it('behavior: regex characters in patterns are literal', () => {
    const allowed = compileOriginMatcher(['https://a+b.example.com'])
    expect(allowed('https://a+b.example.com')).toBe(true)
    expect(allowed('https://aab.example.com')).toBe(false)
  })
})
