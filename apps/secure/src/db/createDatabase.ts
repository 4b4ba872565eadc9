import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPgliteDatabase, createPostgresDatabase, type Database, migrate, readMigrations } from '@kit/server-shared/db'

/** The plain SQL migrations shipped with the package (`apps/secure/migrations/NNNN_name.sql`). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url))

/** Where the secure server records its migrations, and its advisory lock (an arbitrary constant of its own). */
const MIGRATION_TABLE = 'secure_migrations'
const MIGRATION_LOCK = 7_272_005

/** PostgreSQL when `databaseUrl` is set, else PGlite in `<dataDir>/pglite` (or in memory); migrated. */
export async function createDatabase(parameters: { databaseUrl?: string | undefined; dataDir: string; log: (message: string) => void }): Promise<Database> {
  const db = parameters.databaseUrl
    ? await createPostgresDatabase(parameters.databaseUrl, { log: parameters.log })
    : await createPgliteDatabase(parameters.dataDir === 'memory://' ? 'memory://' : join(parameters.dataDir, 'pglite'))
  try {
    await migrate(db, { table: MIGRATION_TABLE, lock: MIGRATION_LOCK, migrations: readMigrations(MIGRATIONS_DIR) })
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
