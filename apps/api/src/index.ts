export { createApi, type CreateApiOptions, type KitApi } from './createApi.js';
export { startApi, type RunningApi } from './startApi.js';
export {
  apiConfigSchema,
  parseApiConfig,
  type ApiConfig,
  type ApiConfigInput,
  type ChainConfig,
  type ProjectConfig,
  type TokenConfig,
} from './config/apiConfigSchema.js';
export { loadApiConfig, DEFAULT_CONFIG_PATH, type LoadApiConfigParameters } from './config/loadApiConfig.js';
export { createDatabase, resolveDataDir } from './db/createDatabase.js';
export { createPgliteDatabase } from './db/createPgliteDatabase.js';
export { createPostgresDatabase } from './db/createPostgresDatabase.js';
export { migrate, readMigrations, MIGRATIONS_DIR } from './db/migrate.js';
export type { Database, Queryable } from './db/database.js';
export { createIndexer, type Indexer, type IndexerStatus } from './indexer/createIndexer.js';
export { createChainRuntimes, type ChainRuntime } from './chains/createChainRuntimes.js';
export { compileOriginMatcher } from './http/matchOrigin.js';
