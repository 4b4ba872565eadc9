import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createPgliteDatabase } from './createPgliteDatabase.js'
import type { Database } from './database.js'
import { MigrationSetupError } from './databaseErrors.js'
import { migrate, readMigrations } from './migrate.js'

const open: Database[] = []
const openDatabase = async (): Promise<Database> => {
  const db = await createPgliteDatabase('memory://')
  open.push(db)
  return db
}
afterEach(async () => {
  for (const db of open.splice(0)) await db.close()
})

describe('readMigrations', () => {
  it('default: the NNNN_name.sql files in name order, other files left alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-migrations-'))
    try {
      writeFileSync(join(dir, '0002_second.sql'), 'create table b (id int);')
      writeFileSync(join(dir, '0001_first.sql'), 'create table a (id int);')
      writeFileSync(join(dir, 'README.md'), 'not a migration')
      writeFileSync(join(dir, '3_short.sql'), 'select 1;')
      expect(readMigrations(dir)).toEqual([
        { name: '0001_first', sql: 'create table a (id int);' },
        { name: '0002_second', sql: 'create table b (id int);' },
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('migrate', () => {
  const migrations = [
    { name: '0001_notes', sql: 'create table notes (id int primary key, body text not null);' },
    { name: '0002_tags', sql: 'create table tags (note int references notes (id), tag text);' },
  ]

  it('default: applies each migration once and records it in the plan table', async () => {
    const db = await openDatabase()
    expect(await migrate(db, { table: 'test_migrations', lock: 1, migrations })).toEqual(['0001_notes', '0002_tags'])
    expect(await migrate(db, { table: 'test_migrations', lock: 1, migrations })).toEqual([])
    const recorded = await db.query<{ name: string }>('select name from test_migrations order by name')
    expect(recorded.map((row) => row.name)).toEqual(['0001_notes', '0002_tags'])
    await db.query('insert into tags (note, tag) values (null, $1)', ['x'])
  })

  it('behavior: two servers on one database keep their own records (one table each)', async () => {
    const db = await openDatabase()
    await migrate(db, { table: 'one_migrations', lock: 1, migrations: migrations.slice(0, 1) })
    expect(await migrate(db, { table: 'two_migrations', lock: 2, migrations: [{ name: '0001_notes', sql: 'create table other (id int);' }] })).toEqual([
      '0001_notes',
    ])
  })

  it('behavior: a failing migration applies none of the batch', async () => {
    const db = await openDatabase()
    const broken = [...migrations, { name: '0003_broken', sql: 'create table nope (' }]
    await expect(migrate(db, { table: 'test_migrations', lock: 1, migrations: broken })).rejects.toThrow()
    expect(await db.query(`select 1 from information_schema.tables where table_name in ('notes', 'test_migrations')`)).toEqual([])
  })

  it('rejects: a table name that is not a plain SQL name, before any SQL', async () => {
    const db = await openDatabase()
    const attempt = migrate(db, { table: 'x; drop table notes', lock: 1, migrations })
    await expect(attempt).rejects.toBeInstanceOf(MigrationSetupError)
    await expect(attempt).rejects.toThrow('Migration table name "x; drop table notes" is not a plain SQL name')
  })
})
