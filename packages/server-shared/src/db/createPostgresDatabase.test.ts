import { findPostgresBinaries, startPostgres } from '@kit/test/servers'
import { describe, expect, it } from 'vitest'
import { createPostgresDatabase } from './createPostgresDatabase.js'
import { migrate } from './migrate.js'

// A real PostgreSQL started from the machine's binaries (KIT_PG_BIN or /usr/lib/postgresql/*/bin).
const binaries = findPostgresBinaries()

describe.skipIf(!binaries)('createPostgresDatabase', () => {
  it('default: named statements, transactions and migrations on a real server; two migrators apply each migration once', async () => {
    const postgres = await startPostgres({ binaries: binaries!, databases: ['kit_shared_test'] })
    try {
      const logged: string[] = []
      const db = await createPostgresDatabase(postgres.url, { log: (message) => logged.push(message) })
      const other = await createPostgresDatabase(postgres.url)
      try {
        expect(db.kind).toBe('postgres')
        const plan = { table: 'test_migrations', lock: 42, migrations: [{ name: '0001_items', sql: 'create table items (id int primary key);' }] }
        const applied = await Promise.all([migrate(db, plan), migrate(other, plan)])
        expect(applied.flat()).toEqual(['0001_items'])
        expect(await db.query('select $1::int + 1 as sum', [1], { name: 'add-one' })).toEqual([{ sum: 2 }])
        expect(await db.query('select $1::int + 1 as sum', [41], { name: 'add-one' })).toEqual([{ sum: 42 }])
        await expect(
          db.transaction(async (tx) => {
            await tx.query('insert into items (id) values (1)')
            throw new RangeError('undo')
          }),
        ).rejects.toBeInstanceOf(RangeError)
        expect(await db.query('select id from items')).toEqual([])
        expect(logged).toEqual([])
      } finally {
        await db.close()
        await db.close()
        await other.close()
      }
    } finally {
      await postgres.stop()
    }
  })
})

describe('createPostgresDatabase without a server', () => {
  it('rejects: an unreachable server fails the start at once', async () => {
    await expect(createPostgresDatabase('postgres://kit@127.0.0.1:1/none')).rejects.toThrow(/ECONNREFUSED/)
  })
})
