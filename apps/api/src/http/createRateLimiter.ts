export interface RateLimiterParameters {
  readonly requestsPerSecond: number
  readonly burst: number
  /** Most buckets kept; the least recently used are dropped beyond it. */
  readonly maxKeys?: number
  readonly now?: () => number
}

export interface RateLimiter {
  /** Takes one token from `key`'s bucket: 0 when allowed, else the seconds to wait. */
  take(key: string): number | Promise<number>
}

/**
 * Token buckets in this instance's memory (one per project and client address). A bucket
 * refills at `requestsPerSecond` up to `burst`. Per instance: with several instances, give them
 * `REDIS_URL` so the buckets are shared (createRedisRateLimiter).
 */
export function createRateLimiter(parameters: RateLimiterParameters): RateLimiter {
  const { requestsPerSecond, burst } = parameters
  const maxKeys = parameters.maxKeys ?? 10_000
  const now = parameters.now ?? (() => performance.now())
  const buckets = new Map<string, { tokens: number; at: number }>()
  return {
    take(key) {
      const time = now()
      let bucket = buckets.get(key)
      if (bucket) {
        buckets.delete(key) // re-insert below: Map order doubles as recency order
        bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * requestsPerSecond)
        bucket.at = time
      } else {
        bucket = { tokens: burst, at: time }
        if (buckets.size >= maxKeys) {
          const oldest = buckets.keys().next().value
          if (oldest !== undefined) buckets.delete(oldest)
        }
      }
      buckets.set(key, bucket)
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return 0
      }
      return Math.max(1, Math.ceil((1 - bucket.tokens) / requestsPerSecond))
    },
  }
}
