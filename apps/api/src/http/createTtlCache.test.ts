import { describe, expect, it } from 'vitest'
import { createTtlCache } from './createTtlCache.js'

describe('createTtlCache', () => {
  it('default: entries expire after the ttl', () => {
    let now = 0
    const cache = createTtlCache<string>({ ttlMs: 30_000, maxEntries: 10, now: () => now })
    cache.set('a', '1')
    now = 29_999
    expect(cache.get('a')).toBe('1')
    now = 30_000
    expect(cache.get('a')).toBeUndefined()
  })

  it('behavior: bounded, and deletePrefix drops matching keys', () => {
    const cache = createTtlCache<number>({ ttlMs: 1_000, maxEntries: 2 })
    cache.set('x|1', 1)
    cache.set('x|2', 2)
    cache.set('y|1', 3)
    expect(cache.size).toBe(2)
    expect(cache.get('x|1')).toBeUndefined()
    cache.deletePrefix('x|')
    expect(cache.get('x|2')).toBeUndefined()
    expect(cache.get('y|1')).toBe(3)
  })

  it('behavior: a ttl of 0 caches nothing', () => {
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 2 })
    cache.set('a', 1)
    expect(cache.get('a')).toBeUndefined()
  })
})
