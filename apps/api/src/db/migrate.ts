import { fileURLToPath } from 'node:url'
import { migrate as applyMigrations, type Database, type Migration, readMigrations as readMigrationFiles } from '@kit/server-shared/db'

/** The plain SQL migrations shipped with the package (`apps/api/migrations/NNNN_name.sql`). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url))

/** Where the API records its migrations, and its advisory lock (an arbitrary constant: several API instances on one PostgreSQL migrate one at a time). */
const MIGRATION_TABLE = 'kit_migrations'
const MIGRATION_LOCK = 7_272_001

/** The API's migrations (or those of `dir`), in order. */
export const readMigrations = (dir = MIGRATIONS_DIR): Migration[] => readMigrationFiles(dir)

/** Applies the API's migrations not yet recorded in `kit_migrations`, all or none. Resolves with the names applied now. */
export function migrate(db: Database, migrations: readonly Migration[] = readMigrations()): Promise<string[]> {
  return applyMigrations(db, { table: MIGRATION_TABLE, lock: MIGRATION_LOCK, migrations })
}
