import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './createRateLimiter.js'

describe('createRateLimiter', () => {
  it('default: allows a burst, then asks to wait, then refills', () => {
    let now = 0
    const limiter = createRateLimiter({ requestsPerSecond: 2, burst: 3, now: () => now })
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0])
    expect(limiter.take('a')).toBe(1)
    now += 500 // one token back
    expect(limiter.take('a')).toBe(0)
    expect(limiter.take('a')).toBe(1)
    now += 10_000 // never above the burst
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0, 1])
  })

  it('behavior: keys have separate buckets', () => {
    const limiter = createRateLimiter({ requestsPerSecond: 1, burst: 1, now: () => 0 })
    expect(limiter.take('a')).toBe(0)
    expect(limiter.take('b')).toBe(0)
    expect(limiter.take('a')).toBeGreaterThan(0)
  })

  it('behavior: keeps at most maxKeys buckets (least recently used dropped)', () => {
    const limiter = createRateLimiter({ requestsPerSecond: 1, burst: 1, maxKeys: 2, now: () => 0 })
    limiter.take('a')
    limiter.take('b')
    limiter.take('c') // drops a
    expect(limiter.take('a')).toBe(0)
    expect(limiter.take('c')).toBeGreaterThan(0)
  })
})
