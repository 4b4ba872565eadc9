import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './database.js'

/** The plain SQL migrations shipped with the package (`apps/api/migrations/NNNN_name.sql`). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url))

/** Arbitrary constant: serialises concurrent migrators (several API instances on one PostgreSQL). */
const MIGRATION_LOCK = 7_272_001

export interface Migration {
  readonly name: string
  readonly sql: string
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), sql: readFileSync(join(dir, file), 'utf8') }))
}

/**
 * Applies the migrations not yet recorded in `kit_migrations`, in order, in one transaction
 * holding an advisory lock. Resolves with the names applied now.
 */
export async function migrate(db: Database, migrations: readonly Migration[] = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.exec('create table if not exists kit_migrations (name text primary key, applied_at timestamptz not null default now())')
    const rows = await tx.query<{ name: string }>('select name from kit_migrations')
    const done = new Set(rows.map((row) => row.name))
    const applied: string[] = []
    for (const migration of migrations) {
      if (done.has(migration.name)) continue
      await tx.exec(migration.sql)
      await tx.query('insert into kit_migrations (name) values ($1)', [migration.name])
      applied.push(migration.name)
    }
    return applied
  })
}
