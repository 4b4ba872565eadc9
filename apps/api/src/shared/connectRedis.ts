import { Redis } from 'ioredis'

/**
 * The Redis client of one API instance (ioredis: reconnects by itself, Lua scripts for atomic
 * updates). Commands fail fast while Redis is away (no offline queue), so callers fall back.
 */
export function connectRedis(url: string, log: (message: string) => void): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
  let down = false
  redis.on('error', (error: Error) => {
    if (!down) log(`Kit API: Redis ${url.replace(/\/\/[^@]*@/, '//***@')} unavailable: ${error.message}`)
    down = true
  })
  redis.on('ready', () => {
    down = false
  })
  return redis
}
