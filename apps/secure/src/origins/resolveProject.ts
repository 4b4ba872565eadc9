import { FRAME_ERROR_MESSAGES } from '@kit/frame-protocol'
import { z } from 'zod'
import type { SecureConfig } from '../config/secureConfigSchema.js'

export interface ResolvedProject {
  readonly projectId: string
  /** The pages allowed to embed the frame for this project: the project's own origins, nothing else. */
  readonly ancestors: readonly string[]
  /** Set when the project is unknown: the frame answers every request with this error. */
  readonly error: string | null
}

export interface ProjectResolver {
  resolve(projectId: string | undefined): Promise<ResolvedProject>
}

const originsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })
const CACHE_MS = 60_000

/**
 * Finds a project's allowed origins in the configuration, else (when `apiUrl` is set) at the
 * Kit API (`GET /projects/v1/origins`, cached for a minute). Unknown projects get no
 * ancestors and 'Unauthorized: invalid key'.
 */
export function createProjectResolver(config: SecureConfig, parameters: { now: () => number; fetchFn?: typeof fetch }): ProjectResolver {
  const cache = new Map<string, { origins: string[] | null; at: number }>()
  const fetchFn = parameters.fetchFn ?? fetch
  async function fromApi(projectId: string): Promise<string[] | null> {
    if (!config.apiUrl) return null
    const cached = cache.get(projectId)
    if (cached && parameters.now() - cached.at < CACHE_MS) return cached.origins
    let origins: string[] | null = null
    try {
      const url = new URL('/projects/v1/origins', config.apiUrl)
      url.searchParams.set('projectId', projectId)
      const response = await fetchFn(url, { signal: AbortSignal.timeout(5_000) })
      if (response.ok) origins = originsResponseSchema.parse(await response.json()).allowedOrigins
    } catch {
      origins = null
    }
    if (cache.size > 1_000) cache.clear()
    cache.set(projectId, { origins, at: parameters.now() })
    return origins
  }
  return {
    async resolve(projectId) {
      if (!projectId) return { projectId: '', ancestors: [], error: FRAME_ERROR_MESSAGES.invalidProjectId }
      const configured = config.projects.find((project) => project.id === projectId)
      const origins = configured?.allowedOrigins ?? (await fromApi(projectId))
      if (origins === null) return { projectId, ancestors: [], error: FRAME_ERROR_MESSAGES.invalidProjectId }
      return { projectId, ancestors: [...new Set(origins)], error: null }
    },
  }
}
