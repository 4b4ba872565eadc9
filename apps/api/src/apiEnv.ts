import type { IncomingMessage } from 'node:http'
import type { Project } from './projects/createProjects.js'

/** Hono environment of the Kit API: Node bindings (absent for in-process `fetch`) and per-request variables. */
export interface ApiEnv {
  Bindings: { incoming?: IncomingMessage } | undefined
  Variables: {
    project: Project
    jsonBody: unknown
  }
}
