import type { ProjectConfig } from '../config/apiConfigSchema.js';
import { compileOriginMatcher, type OriginMatcher } from '../http/matchOrigin.js';
import { createRateLimiter, type RateLimiter } from '../http/createRateLimiter.js';

/** A configured project with its compiled origin list and its rate limiter. */
export interface Project {
  readonly config: ProjectConfig;
  readonly isOriginAllowed: OriginMatcher;
  readonly limiter: RateLimiter;
}

/** Projects by id. Limiter buckets live in this instance (see createRateLimiter). */
export function createProjects(configs: readonly ProjectConfig[]): ReadonlyMap<string, Project> {
  return new Map(
    configs.map((config) => [
      config.id,
      {
        config,
        isOriginAllowed: compileOriginMatcher(config.allowedOrigins),
        limiter: createRateLimiter(config.rateLimit),
      },
    ]),
  );
}
