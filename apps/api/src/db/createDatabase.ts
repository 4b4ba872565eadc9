import { isAbsolute, resolve } from 'node:path'
import type { ApiConfig } from '../config/apiConfigSchema.js'
import { findRepoRoot } from '../config/findRepoRoot.js'
import { createPgliteDatabase } from './createPgliteDatabase.js'
import { createPostgresDatabase } from './createPostgresDatabase.js'
import type { Database } from './database.js'

/** Resolves a PGlite data directory: absolute as is, `memory://` as is, else under the repo root. */
export function resolveDataDir(dataDir: string, cwd = process.cwd()): string {
  if (dataDir === 'memory://' || isAbsolute(dataDir)) return dataDir
  return resolve(findRepoRoot(cwd), dataDir)
}

/** PostgreSQL when `storage.databaseUrl` is set, else PGlite in `storage.dataDir`. */
export function createDatabase(storage: ApiConfig['storage'], options: { log?: (message: string) => void } = {}): Promise<Database> {
  if (storage.databaseUrl) return createPostgresDatabase(storage.databaseUrl, options)
  return createPgliteDatabase(resolveDataDir(storage.dataDir))
}
