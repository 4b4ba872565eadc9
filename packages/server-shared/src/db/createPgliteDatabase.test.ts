import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createPgliteDatabase } from './createPgliteDatabase.js'

describe('createPgliteDatabase', () => {
  it('default: a folder on disk keeps its rows across a reopen', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'kit-pglite-')), 'nested', 'data')
    try {
      const first = await createPgliteDatabase(dir)
      expect(first.kind).toBe('pglite')
      await first.exec('create table kept (value text)')
      await first.query('insert into kept (value) values ($1)', ['still here'])
      await first.close()
      await first.close()
      const second = await createPgliteDatabase(dir)
      expect(await second.query('select value from kept')).toEqual([{ value: 'still here' }])
      await second.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('behavior: a transaction commits when its function resolves and rolls back when it throws', async () => {
    const db = await createPgliteDatabase('memory://')
    try {
      await db.exec('create table items (id int primary key)')
      await db.transaction(async (tx) => {
        await tx.query('insert into items (id) values (1)')
      })
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into items (id) values (2)')
          await tx.query('insert into items (id) values (1)')
        }),
      ).rejects.toThrow(/duplicate key/)
      expect(await db.query('select id from items')).toEqual([{ id: 1 }])
    } finally {
      await db.close()
    }
  })
})
