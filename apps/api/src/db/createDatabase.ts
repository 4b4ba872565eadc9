import { resolveDataDir } from '@kit/server-shared'
import { createPgliteDatabase, createPostgresDatabase, type Database } from '@kit/server-shared/db'
import type { ApiConfig } from '../config/apiConfigSchema.js'

/** PostgreSQL when `storage.databaseUrl` is set, else PGlite in `storage.dataDir` (relative: under the repo root). */
export function createDatabase(storage: ApiConfig['storage'], options: { log?: (message: string) => void } = {}): Promise<Database> {
  if (storage.databaseUrl) return createPostgresDatabase(storage.databaseUrl, options)
  return createPgliteDatabase(resolveDataDir(storage.dataDir))
}
