import type { Redis } from 'ioredis'
import type { RateLimiter, RateLimiterParameters } from './createRateLimiter.js'

/**
 * One token bucket per key, kept in Redis and updated atomically by a Lua script (so every API
 * instance takes from the same bucket). The script reads Redis's own clock, so instances with
 * skewed clocks agree. Returns 0 when allowed, else the seconds to wait, like the in-memory one.
 */
const TOKEN_BUCKET = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + ((now - at) / 1000) * rate)
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
else
  wait = math.max(1, math.ceil((1 - tokens) / rate))
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst / rate) * 1000) + 1000)
return wait
`

export interface RedisRateLimiterParameters extends Pick<RateLimiterParameters, 'requestsPerSecond' | 'burst'> {
  readonly redis: Redis
  /** Key prefix (one per project). */
  readonly prefix: string
  /** Used while Redis cannot be reached, so the API keeps answering (per-instance limits meanwhile). */
  readonly fallback: RateLimiter
  readonly log: (message: string) => void
}

export function createRedisRateLimiter(parameters: RedisRateLimiterParameters): RateLimiter {
  const { redis, prefix, requestsPerSecond, burst, fallback, log } = parameters
  let warned = false
  return {
    async take(key) {
      try {
        const wait = (await redis.eval(TOKEN_BUCKET, 1, `${prefix}${key}`, requestsPerSecond, burst)) as number
        warned = false
        return Number(wait)
      } catch (error) {
        if (!warned) log(`Kit API rate limit: Redis unavailable, limiting per instance meanwhile (${error instanceof Error ? error.message : String(error)})`)
        warned = true
        return fallback.take(key)
      }
    },
  }
}
