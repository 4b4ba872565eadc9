import { existsSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve } from 'node:path'

/**
 * The nearest folder at or above `start` holding `pnpm-workspace.yaml` (the monorepo root),
 * or `start` itself when there is none (an installed copy outside the repo).
 */
export function findRepoRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir
    if (dirname(dir) === dir) return start
  }
}

/** A data directory: absolute or `memory://` as is, else under the repo root. */
export function resolveDataDir(dataDir: string, cwd = process.cwd()): string {
  if (dataDir === 'memory://' || isAbsolute(dataDir)) return dataDir
  return resolve(findRepoRoot(cwd), dataDir)
}
