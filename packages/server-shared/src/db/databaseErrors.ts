/** A migration plan that cannot run (its table name is not a plain SQL name): a bug in the server, caught before any SQL. */
export class MigrationSetupError extends Error {
  override name = 'MigrationSetupError'
}
