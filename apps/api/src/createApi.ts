import { jsonLogLine } from '@kit/server-shared'
import type { Database } from '@kit/server-shared/db'
import type { Hono } from 'hono'
import type { ApiContext } from './apiContext.js'
import type { ApiEnv } from './apiEnv.js'
import { createBalanceService } from './balances/createBalanceService.js'
import { createWalletCatalogue } from './catalogue/createWalletCatalogue.js'
import { createChainRuntimes } from './chains/createChainRuntimes.js'
import { type ApiConfig, type ApiConfigInput, parseApiConfig } from './config/apiConfigSchema.js'
import { createApp } from './createApp.js'
import { createDatabase } from './db/createDatabase.js'
import { migrate } from './db/migrate.js'
import { createImageStore } from './images/createImageStore.js'
import { createLogoStore } from './images/createLogoStore.js'
import { createIndexer, type Indexer } from './indexer/createIndexer.js'
import { createHttpOnRampProvider } from './onramp/createHttpOnRampProvider.js'
import { createPriceSource } from './prices/createPriceSource.js'
import { createProjects } from './projects/createProjects.js'
import { createRpcServices } from './rpc/createRpcServices.js'
import { connectRedis } from './shared/connectRedis.js'
import { createSwapService } from './swaps/createSwapService.js'
import { loadWalletCatalogue } from './wallets/loadWalletCatalogue.js'

export interface CreateApiOptions {
  /** Use this database instead of opening one from `config.storage` (it is closed by `close()`). */
  readonly database?: Database
  /** Where errors and indexer events go (default: stderr when `config.logErrors`). */
  readonly log?: (message: string, level?: 'info' | 'error') => void
}

export interface KitApi {
  readonly app: Hono<ApiEnv>
  /** Answers a request in-process (no socket). */
  readonly fetch: (request: Request) => Promise<Response>
  readonly config: ApiConfig
  readonly db: Database
  readonly indexer: Indexer
  /** `POST /v1/rpc` forwarding per chain (its upstreams' ranking is visible to tests and logs). */
  readonly rpc: ApiContext['rpc']
  /** Stops the indexer and closes the database. */
  close(): Promise<void>
}

/**
 * Builds one Kit API instance: validates the config, opens the database (PGlite or
 * PostgreSQL) and applies the migrations, loads the wallet catalogue and images, and starts the
 * indexer when `config.indexer.enabled`. Several instances share PostgreSQL (`DATABASE_URL`:
 * data, nonces, sessions, the indexer's progress and leases) and Redis (`REDIS_URL`: rate limits).
 */
export async function createApi(input: ApiConfigInput, options: CreateApiOptions = {}): Promise<KitApi> {
  const config = parseApiConfig(input)
  const log =
    options.log ??
    (config.logErrors ? (message: string, level?: 'info' | 'error') => console.error(jsonLogLine('kit-api', message, level ?? 'error')) : () => undefined)
  const db = options.database ?? (await createDatabase(config.storage, { log }))
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log) : undefined
  const chains = createChainRuntimes(config.chains)
  const prices = createPriceSource(config.prices, chains, log)
  const swaps = createSwapService({ config: config.swaps, chains })
  const balances = createBalanceService({ chains, prices, ttlMs: config.balanceCacheSeconds * 1000, log })
  const rpc = createRpcServices(config.chains, log)
  const context = {
    config,
    db,
    redis,
    projects: createProjects(config.projects, { redis, log }),
    chains,
    prices,
    swaps,
    balances,
    wallets: createWalletCatalogue(db, loadWalletCatalogue()),
    images: createImageStore(),
    logos: createLogoStore({ log }),
    onramp: new Map(config.onramp.providers.map((provider) => [provider.name, createHttpOnRampProvider(provider)])),
    rpc,
    log,
  }
  const indexer = createIndexer({
    db,
    chains,
    config: config.indexer,
    log,
    onActivity: (addresses) => {
      for (const address of addresses) balances.invalidate(address)
    },
  })
  if (config.indexer.enabled) indexer.start()
  const app = createApp(context)
  let closing: Promise<void> | undefined
  return {
    app,
    fetch: async (request) => app.fetch(request),
    config,
    db,
    indexer,
    rpc,
    close() {
      closing ??= (async () => {
        await indexer.stop()
        for (const service of rpc.values()) service.close()
        await db.close()
        redis?.disconnect()
      })()
      return closing
    },
  }
}
