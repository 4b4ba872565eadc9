import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { Database, Queryable } from './database.js'

/** Embedded PostgreSQL (WASM). `dataDir` is a folder on disk, or `memory://` for a throwaway database. */
export async function createPgliteDatabase(dataDir: string): Promise<Database> {
  const inMemory = dataDir === 'memory://'
  if (!inMemory) mkdirSync(dataDir, { recursive: true })
  const pglite = inMemory ? new PGlite() : new PGlite(dataDir)
  await pglite.waitReady
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[])
      return result.rows
    },
    async exec(sql: string) {
      await target.exec(sql)
    },
  })
  let closed = false
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    async close() {
      if (closed) return
      closed = true
      await pglite.close()
    },
  }
}
