import { join } from 'node:path'
import { createPgliteDatabase } from './createPgliteDatabase.js'
import { createPostgresDatabase } from './createPostgresDatabase.js'
import type { Database } from './database.js'
import { migrate } from './migrate.js'

/** PostgreSQL when `databaseUrl` is set, else PGlite in `<dataDir>/pglite` (or in memory); migrated. */
export async function createDatabase(parameters: { databaseUrl?: string | undefined; dataDir: string; log: (message: string) => void }): Promise<Database> {
  const db = parameters.databaseUrl
    ? await createPostgresDatabase(parameters.databaseUrl, parameters.log)
    : await createPgliteDatabase(parameters.dataDir === 'memory://' ? 'memory://' : join(parameters.dataDir, 'pglite'))
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
