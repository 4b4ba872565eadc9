import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from './database.js'
import { MigrationSetupError } from './databaseErrors.js'

/** One plain SQL migration: `NNNN_name.sql` read as `{ name: 'NNNN_name', sql }`. */
export interface Migration {
  readonly name: string
  readonly sql: string
}

/** A server's migrations and where it records them. */
export interface MigrationPlan {
  /** The table that records the names applied (created when missing): one per server, so two servers can share a database. */
  readonly table: string
  /** An advisory-lock key of the server's own: serialises its instances migrating one PostgreSQL at once. */
  readonly lock: number
  readonly migrations: readonly Migration[]
}

/** The `NNNN_name.sql` files of `dir`, in name order (other files are left alone). */
export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), sql: readFileSync(join(dir, file), 'utf8') }))
}

/**
 * Applies the migrations not yet recorded in `plan.table`, in order, in one transaction holding
 * the plan's advisory lock: all of them or none. Resolves with the names applied now.
 */
export async function migrate(db: Database, plan: MigrationPlan): Promise<string[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(plan.table)) throw new MigrationSetupError(`Migration table name ${JSON.stringify(plan.table)} is not a plain SQL name`)
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [plan.lock])
    await tx.exec(`create table if not exists ${plan.table} (name text primary key, applied_at timestamptz not null default now())`)
    const rows = await tx.query<{ name: string }>(`select name from ${plan.table}`)
    const done = new Set(rows.map((row) => row.name))
    const applied: string[] = []
    for (const migration of plan.migrations) {
      if (done.has(migration.name)) continue
      await tx.exec(migration.sql)
      await tx.query(`insert into ${plan.table} (name) values ($1)`, [migration.name])
      applied.push(migration.name)
    }
    return applied
  })
}
