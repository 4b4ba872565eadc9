/** How one statement is sent. */
export interface QueryOptions {
  /**
   * A hot statement's name (one fixed SQL text per name): PostgreSQL keeps it parsed and planned
   * on each connection (a named prepared statement) instead of parsing it on every call. PGlite,
   * in process, ignores it.
   */
  readonly name?: string
}

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with `$1`-style parameters; resolves with the rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<Row[]>
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
}

/**
 * The storage behind a Kit server: embedded PGlite or PostgreSQL, same SQL for both.
 * Numbers of type bigint/numeric are selected with explicit casts (`::text`, `::float8`), because
 * the two drivers map them to different JavaScript types.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>
  close(): Promise<void>
}
