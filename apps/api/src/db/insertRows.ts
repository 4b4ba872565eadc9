import type { Queryable } from '@kit/server-shared/db'

/** Multi-row INSERT in chunks (keeps each statement well under PostgreSQL's parameter limit). */
export async function insertRows(db: Queryable, table: string, columns: readonly string[], rows: readonly (readonly unknown[])[], suffix = ''): Promise<void> {
  const perStatement = Math.max(1, Math.floor(10_000 / columns.length))
  for (let start = 0; start < rows.length; start += perStatement) {
    const params: unknown[] = []
    const values = rows.slice(start, start + perStatement).map((row) => {
      const placeholders = row.map((value) => {
        params.push(value)
        return `$${params.length}`
      })
      return `(${placeholders.join(', ')})`
    })
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${values.join(', ')} ${suffix}`, params)
  }
}
