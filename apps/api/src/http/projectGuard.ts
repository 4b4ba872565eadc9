import { clientAddress } from '@kit/server-shared/http'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { ApiEnv } from '../apiEnv.js'
import type { Project } from '../projects/createProjects.js'
import { InputError, invalidProjectError, originNotAllowedError, rateLimitedError } from './apiError.js'
import { readJsonBody } from './readJsonBody.js'

export interface ProjectGuardParameters {
  readonly projects: ReadonlyMap<string, Project>
  readonly trustProxy: boolean
  /** Require `st` and `sv` (SDK type and version): every GET of the blockchain API and POST /e. */
  readonly requireSdk: boolean
  /** Also look for `projectId` in the JSON body (POST /v1/fungible/price). */
  readonly projectIdInBody?: boolean
}

const sdkValue = z.string().regex(/^[A-Za-z0-9._@/+-]{1,100}$/, 'Expected 1-100 letters, digits or ._@/+-')

/**
 * Runs before every project-scoped route: resolves `projectId` (query, `x-project-id` header or
 * body) → 400 when missing, 401 'Unauthorized: invalid key' when unknown; checks the Origin
 * header against the project's allowed origins → 403 'Unauthorized: origin not allowed';
 * takes a rate-limit token for (project, client) → 429 'Rate Limited'; validates `st`/`sv`.
 * Requests without an Origin header (servers, CLIs) are not origin-checked. On success the
 * answer carries CORS headers for the caller's origin.
 */
export function projectGuard(parameters: ProjectGuardParameters): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    let projectId: string | undefined = c.req.query('projectId') ?? c.req.header('x-project-id')
    if (projectId === undefined && parameters.projectIdInBody) {
      const body = await readJsonBody(c)
      if (typeof body === 'object' && body !== null && 'projectId' in body) {
        const candidate = (body as { projectId: unknown }).projectId
        if (typeof candidate !== 'string') throw new InputError('projectId', 'Expected a string')
        projectId = candidate
      }
    }
    if (projectId === undefined || projectId === '') throw new InputError('projectId', 'Required')
    const project = parameters.projects.get(projectId)
    if (!project) throw invalidProjectError()

    const origin = c.req.header('origin')
    if (origin !== undefined && !project.isOriginAllowed(origin)) throw originNotAllowedError()

    const wait = await project.limiter.take(`${projectId}|${clientAddress(c, parameters.trustProxy)}`)
    if (wait > 0) throw rateLimitedError(wait)

    for (const field of ['st', 'sv'] as const) {
      const value = c.req.query(field) ?? c.req.header(field === 'st' ? 'x-sdk-type' : 'x-sdk-version')
      if (value === undefined) {
        if (parameters.requireSdk) throw new InputError(field, 'Required')
        continue
      }
      const result = sdkValue.safeParse(value)
      if (!result.success) throw new InputError(field, result.error.issues[0]?.message ?? 'Invalid input')
    }

    c.set('project', project)
    await next()
    // A route's own error was answered by the error handler, CORS headers included (c.error).
    if (origin !== undefined && c.error === undefined) {
      c.res.headers.set('access-control-allow-origin', origin)
      c.res.headers.append('vary', 'Origin')
    }
  }
}
