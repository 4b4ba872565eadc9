// Databases and migrations: needs `@electric-sql/pglite` and `pg` (the server's own dependencies).
export { createPgliteDatabase } from '../db/createPgliteDatabase.js'
export { createPostgresDatabase } from '../db/createPostgresDatabase.js'
export type { Database, Queryable, QueryOptions } from '../db/database.js'
export { MigrationSetupError } from '../db/databaseErrors.js'
export { type Migration, type MigrationPlan, migrate, readMigrations } from '../db/migrate.js'
