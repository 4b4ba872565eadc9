import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainConfig, TokenConfig } from '../config/apiConfigSchema.js'

/** A configured chain with its JSON-RPC client and its token/collection lists keyed by lower-case address. */
export interface ChainRuntime {
  readonly config: ChainConfig
  readonly client: PublicClient
  readonly tokensByAddress: ReadonlyMap<string, TokenConfig>
  readonly collectionsByAddress: ReadonlyMap<string, ChainConfig['nftCollections'][number]>
}

/**
 * One viem client per chain over HTTP with JSON-RPC batching (calls issued in the same tick go
 * out in one request; docs/rules/limits.md: 10 s timeout, batches of up to 1000, 3 retries).
 */
export function createChainRuntimes(chains: readonly ChainConfig[]): ReadonlyMap<string, ChainRuntime> {
  return new Map(
    chains.map((config) => [
      config.id,
      {
        config,
        client: createPublicClient({
          transport: http(config.rpcUrl, { batch: { batchSize: 1000, wait: 0 }, timeout: 10_000, retryCount: 3, retryDelay: 150 }),
        }),
        tokensByAddress: new Map(config.tokens.map((token) => [token.address.toLowerCase(), token])),
        collectionsByAddress: new Map(config.nftCollections.map((collection) => [collection.address.toLowerCase(), collection])),
      },
    ]),
  )
}
