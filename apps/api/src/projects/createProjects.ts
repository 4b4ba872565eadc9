import type { Redis } from 'ioredis'
import type { ProjectConfig } from '../config/apiConfigSchema.js'
import { createRateLimiter, type RateLimiter } from '../http/createRateLimiter.js'
import { createRedisRateLimiter } from '../http/createRedisRateLimiter.js'
import { compileOriginMatcher, type OriginMatcher } from '../http/matchOrigin.js'

/** A configured project with its compiled origin list and its rate limiter. */
export interface Project {
  readonly config: ProjectConfig
  readonly isOriginAllowed: OriginMatcher
  readonly limiter: RateLimiter
}

export interface CreateProjectsOptions {
  /** Shared rate-limit buckets for every instance (`REDIS_URL`); in this instance's memory without it. */
  readonly redis?: Redis | undefined
  readonly log?: (message: string) => void
}

/** Projects by id, with their origin matcher and rate limiter. */
export function createProjects(configs: readonly ProjectConfig[], options: CreateProjectsOptions = {}): ReadonlyMap<string, Project> {
  const { redis, log = () => undefined } = options
  return new Map(
    configs.map((config) => {
      const local = createRateLimiter(config.rateLimit)
      const limiter = redis ? createRedisRateLimiter({ ...config.rateLimit, redis, prefix: `kit:ratelimit:${config.id}:`, fallback: local, log }) : local
      return [config.id, { config, isOriginAllowed: compileOriginMatcher(config.allowedOrigins), limiter }]
    }),
  )
}
