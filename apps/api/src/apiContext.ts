import type { Database } from '@kit/server-shared/db'
import type { Redis } from 'ioredis'
import type { BalanceService } from './balances/createBalanceService.js'
import type { WalletCatalogue } from './catalogue/createWalletCatalogue.js'
import type { ChainRuntime } from './chains/createChainRuntimes.js'
import type { ApiConfig } from './config/apiConfigSchema.js'
import type { ImageStore } from './images/createImageStore.js'
import type { LogoStore } from './images/createLogoStore.js'
import type { OnRampProvider } from './onramp/onRampProvider.js'
import type { PriceSource } from './prices/createPriceSource.js'
import type { Project } from './projects/createProjects.js'
import type { RpcService } from './rpc/createRpcService.js'
import type { SwapService } from './swaps/createSwapService.js'

/** What the route modules need; built once per `createApi` call (no module-level state). */
export interface ApiContext {
  readonly config: ApiConfig
  readonly db: Database
  /** Shared state across instances (`REDIS_URL`); undefined for a single instance. */
  readonly redis: Redis | undefined
  readonly projects: ReadonlyMap<string, Project>
  readonly chains: ReadonlyMap<string, ChainRuntime>
  readonly prices: PriceSource
  /** The swap provider behind `/v1/convert/*` with its quote cache. */
  readonly swaps: SwapService
  readonly balances: BalanceService
  /** The wallet catalogue: an imported one (`kit-api catalogue import`) or the shipped one. */
  readonly wallets: WalletCatalogue
  readonly images: ImageStore
  /** Wallet, network, token and social logos from the icon packages (`GET /v1/images/...`). */
  readonly logos: LogoStore
  /** On-ramp providers by name (`onramp.providers` in the config). */
  readonly onramp: ReadonlyMap<string, OnRampProvider>
  /** `POST /v1/rpc` forwarding per chain id (CAIP-2). */
  readonly rpc: ReadonlyMap<string, RpcService>
  readonly log: (message: string) => void
}
