import pg from 'pg'
import type { Database, Queryable, QueryOptions } from './database.js'

/** PostgreSQL through a `pg` connection pool. */
export async function createPostgresDatabase(connectionString: string, options: { log?: (message: string) => void } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000 })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.log?.(`PostgreSQL pool error: ${error.message}`))
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = [], queryOptions: QueryOptions = {}) {
      const values = params as unknown[]
      const result = await (queryOptions.name === undefined ? target.query(sql, values) : target.query({ name: queryOptions.name, text: sql, values }))
      return result.rows as Row[]
    },
    async exec(sql: string) {
      await target.query(sql)
    },
  })
  // Fail early with a clear message when the server is unreachable (and leave no pool behind).
  try {
    await pool.query('select 1')
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw error
  }
  let closed = false
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(wrap(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async close() {
      if (closed) return
      closed = true
      await pool.end()
    },
  }
}
