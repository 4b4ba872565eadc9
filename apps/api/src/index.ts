export { resolveDataDir } from '@kit/server-shared'
export { createPgliteDatabase, createPostgresDatabase, type Database, type Queryable } from '@kit/server-shared/db'
export { ShippedSecretError } from '@kit/server-shared/secrets'
export { type ChainRuntime, createChainRuntimes } from './chains/createChainRuntimes.js'
export {
  type ApiConfig,
  type ApiConfigInput,
  apiConfigSchema,
  type ChainConfig,
  type ProjectConfig,
  parseApiConfig,
  type TokenConfig,
} from './config/apiConfigSchema.js'
export { ConfigEnvironmentError, InvalidConfigError } from './config/configErrors.js'
export { DEFAULT_CONFIG_PATH, type LoadApiConfigParameters, loadApiConfig } from './config/loadApiConfig.js'
export { refuseShippedSecrets } from './config/refuseShippedSecrets.js'
export { type CreateApiOptions, createApi, type KitApi } from './createApi.js'
export { createDatabase } from './db/createDatabase.js'
export { MIGRATIONS_DIR, migrate, readMigrations } from './db/migrate.js'
export { compileOriginMatcher } from './http/matchOrigin.js'
export { createIndexer, type Indexer, type IndexerStatus } from './indexer/createIndexer.js'
export { type RunningApi, startApi } from './startApi.js'
