import { z } from 'zod'
import { InvalidConfigError } from './configErrors.js'

/** CAIP-2 network id (`namespace:reference`), e.g. `eip155:8453`. */
export const caip2Schema = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id')

const evmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Invalid EVM address')
const symbolSchema = z.string().min(1).max(32)

export const tokenConfigSchema = z.object({
  address: evmAddressSchema,
  name: z.string().min(1).max(100),
  symbol: symbolSchema,
  decimals: z.number().int().min(0).max(77),
  /** Absolute icon URL; default: this API's `/public/getTokenImage/{symbol}`. */
  iconUrl: z.url().optional(),
})

export const nftCollectionConfigSchema = z.object({
  address: evmAddressSchema,
  name: z.string().min(1).max(100),
})

export const chainConfigSchema = z.object({
  id: caip2Schema.refine((id) => id.startsWith('eip155:'), 'Only eip155 chains can be read by this API'),
  name: z.string().min(1).max(100),
  rpcUrl: z.url(),
  /**
   * More JSON-RPC upstreams of this chain for `POST /v1/rpc`, after `rpcUrl`: requests go to the
   * best ranked one (stability and latency) and fall over to the others.
   */
  rpcUrls: z.array(z.url()).max(10).default([]),
  nativeCurrency: z.object({
    name: z.string().min(1).max(100),
    symbol: symbolSchema,
    decimals: z.number().int().min(0).max(77),
  }),
  /** Image id for `/getAssetImage/{id}` (optional). */
  imageId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .optional(),
  /** Known ERC-20 tokens: balances are read for these; transfers of other tokens are flagged spam. */
  tokens: z.array(tokenConfigSchema).default([]),
  /** Known ERC-721 collections; transfers of other collections are flagged spam. */
  nftCollections: z.array(nftCollectionConfigSchema).default([]),
  /**
   * A Uniswap V2 deployment on this chain: swaps through the on-chain provider and pool prices
   * use it. `initCodeHash` is the pair creation-code hash the factory's CREATE2 addresses use.
   */
  uniswapV2: z
    .object({
      router: evmAddressSchema,
      factory: evmAddressSchema,
      weth: evmAddressSchema,
      initCodeHash: z
        .string()
        .regex(/^0x[0-9a-fA-F]{64}$/)
        .default('0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'),
    })
    .optional(),
  /**
   * ENS on this chain: the universal resolver reverse lookups of `/v1/identity` ask (the devnet
   * deploys one beside the Kit names offchain resolver).
   */
  ens: z.object({ universalResolver: evmAddressSchema }).optional(),
  /**
   * EIP-7702 smart accounts on this chain: the contract the embedded wallet delegates to (the
   * devnet's Simple7702Account). Such chains are the projects' smart-account-enabled networks
   * (`GET /appkit/v1/config`), where the kit's default account type is smartAccount.
   */
  smartAccount: z.object({ delegate: evmAddressSchema }).optional(),
  /** First block the indexer reads: a number or 'latest' (the head when it first runs). */
  startBlock: z.union([z.number().int().min(0), z.literal('latest')]).default(0),
})

const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'])

/** The remote features a project turns on (docs/rules/limits.md: remote defaults). */
export const featuresConfigSchema = z.object({
  email: z.boolean().default(true),
  socials: z.array(socialProviderSchema).default(['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']),
  /** Swap providers; an empty list turns swaps off. */
  swaps: z.array(z.string().min(1).max(64)).default(['kit']),
  /** On-ramp providers; an empty list turns the on-ramp off. */
  onramp: z.array(z.string().min(1).max(64)).default(['kit-sandbox']),
  activity: z.boolean().default(true),
  multiWallet: z.boolean().default(false),
  reownBranding: z.boolean().default(false),
  /** Smart accounts on the chains that configure one (false: none are smart-account-enabled for this project). */
  smartAccounts: z.boolean().default(true),
})

export const rateLimitConfigSchema = z.object({
  /** Tokens added to a client's bucket per second. */
  requestsPerSecond: z.number().positive(),
  /** Bucket size: the largest burst a client may send. */
  burst: z.number().int().positive(),
})

export const projectConfigSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Project ids use letters, digits, - and _ (at most 128)'),
  name: z.string().max(200).optional(),
  /** Origins allowed to call the API for this project; `*` wildcards per docs/rules/validation.md. Empty: any origin. */
  allowedOrigins: z.array(z.string().min(1).max(300)).default([]),
  analytics: z.boolean().default(true),
  features: featuresConfigSchema.default(featuresConfigSchema.parse({})),
  rateLimit: rateLimitConfigSchema.default({ requestsPerSecond: 100, burst: 300 }),
})

const fiatRatesSchema = z.record(z.string().regex(/^[a-z]{3}$/), z.number().positive()).default({ usd: 1 })

export const pricesConfigSchema = z.discriminatedUnion('source', [
  z.object({
    /** Mid prices from each chain's Uniswap V2 pools, valued in the anchor token (a USD stablecoin). */
    source: z.literal('pools'),
    /** Symbol of the token whose price in USD is fixed (default USDC at 1 USD). */
    anchor: z.object({ symbol: symbolSchema, usd: z.number().positive() }).default({ symbol: 'USDC', usd: 1 }),
    /** Seconds pool prices are reused (at most 5, like quotes). */
    cacheSeconds: z.number().min(0).max(5).default(5),
    fiatRates: fiatRatesSchema,
  }),
  z.object({
    /** A fixed table (tests, chains without pools). */
    source: z.literal('static'),
    /** USD price per token symbol. */
    usd: z.record(symbolSchema, z.number().nonnegative()),
    /** Units of each fiat currency per USD; `usd` is always 1. */
    fiatRates: fiatRatesSchema,
  }),
])

/** Which provider answers `/v1/convert/*`. */
export const swapsConfigSchema = z
  .object({
    /** `uniswap-v2`: the chains' `uniswapV2` routers; `aggregator`: a 1inch-style HTTP API. */
    provider: z.enum(['uniswap-v2', 'aggregator']).default('uniswap-v2'),
    /** Seconds a quote is reused for the same (chain, from, to, amount); docs/rules asks for at most 5. */
    quoteCacheSeconds: z.number().min(0).max(5).default(5),
    /** Seconds from build time until a built swap transaction expires on chain. */
    deadlineSeconds: z.number().int().min(30).max(86_400).default(1_200),
    aggregator: z
      .object({
        /** Base URL of the aggregator API (1inch-style `/swap/v6.0/{chainId}/...`). */
        url: z.url(),
        /** Sent as `Authorization: Bearer <apiKey>`. */
        apiKey: z.string().min(1).max(500).optional(),
        /** CAIP-2 ids it serves (default: docs/rules' swap-supported networks). */
        chains: z
          .array(caip2Schema)
          .default([
            'eip155:1',
            'eip155:42161',
            'eip155:10',
            'eip155:324',
            'eip155:8453',
            'eip155:56',
            'eip155:137',
            'eip155:100',
            'eip155:43114',
            'eip155:250',
            'eip155:8217',
            'eip155:1313161554',
          ]),
        /** Request timeout in milliseconds. */
        timeoutMs: z.number().int().min(100).max(60_000).default(10_000),
      })
      .optional(),
  })
  .refine((swaps) => swaps.provider !== 'aggregator' || swaps.aggregator !== undefined, {
    message: 'provider "aggregator" needs swaps.aggregator (url, apiKey)',
    path: ['aggregator'],
  })

export const storageConfigSchema = z.object({
  /** PGlite data directory (relative paths resolve against the repo root), or `memory://`. */
  dataDir: z.string().min(1).default('.kit-data/api/pglite'),
  /** PostgreSQL connection string; when set, PostgreSQL is used instead of PGlite. */
  databaseUrl: z.string().min(1).optional(),
})

export const indexerConfigSchema = z.object({
  enabled: z.boolean().default(true),
  /** Wait between polls once the indexer has caught up with the chain head. */
  pollIntervalMs: z.number().int().min(10).max(600_000).default(1_000),
  /** Blocks read per step. */
  batchSize: z.number().int().min(1).max(5_000).default(500),
  /** Blocks dropped and re-read when a reorg (parent hash mismatch) is seen. */
  reorgDepth: z.number().int().min(1).max(10_000).default(64),
  /** How long a chain's lease lasts without renewal: the takeover delay after its indexer dies. */
  leaseSeconds: z.number().min(1).max(600).default(10),
})

/** An on-ramp provider reached over HTTP (the sandbox in apps/onramp speaks this API). */
export const onRampProviderConfigSchema = z.object({
  name: z.string().regex(/^[\w-]{1,64}$/),
  displayName: z.string().min(1).max(100),
  url: z.url(),
  apiKey: z.string().min(1).max(500),
})

export const siwxConfigSchema = z.object({
  /**
   * Non-EVM networks whose sign-in messages are accepted (`solana:…`, `bip122:…`); their
   * signatures are checked offline. EVM sign-in is accepted on the configured `chains` only.
   */
  networks: z.array(caip2Schema.refine((id) => /^(solana|bip122):/.test(id), 'Only solana and bip122 networks (EVM networks come from chains)')).default([]),
  /** Longest session, whatever the message's expiration time says. */
  sessionMaxSeconds: z.number().int().min(60).max(31_536_000).default(604_800),
  /** How long a nonce may wait for its signed message (issue 14: 5 min). */
  nonceTtlSeconds: z.number().int().min(10).max(3_600).default(300),
})

export const namesConfigSchema = z.object({
  /** Suffix of the names this API registers; lookups also accept docs/rules' `.reown.id` and `.wcn.id`. */
  suffix: z
    .string()
    .regex(/^(\.[a-z0-9-]{1,63}){1,3}$/, 'Expected a suffix such as .kit.id')
    .default('.kit.id'),
  /** How old a signed registration message may be (and how far in the future), in seconds. */
  messageMaxAgeSeconds: z.number().int().min(10).max(86_400).default(600),
  /**
   * The ERC-3668 gateway of the Kit names offchain resolver (`/v1/profile/gateway`): the key it
   * signs answers with (the resolver's configured signer) and the resolver's address (the
   * signature is bound to it). Without it the gateway answers 404.
   */
  gateway: z
    .object({
      privateKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hex private key'),
      resolver: evmAddressSchema,
      /** How long a signed answer is valid, in seconds. */
      ttlSeconds: z.number().int().min(10).max(86_400).default(300),
    })
    .optional(),
})

export const apiConfigSchema = z.object({
  host: z.string().min(1).default('127.0.0.1'),
  port: z.number().int().min(0).max(65_535).default(8787),
  /** Base URL put in icon URLs; default: the origin of each request. */
  publicUrl: z.url().optional(),
  /** Use the first `X-Forwarded-For` address as the client address (behind a proxy only). */
  trustProxy: z.boolean().default(false),
  storage: storageConfigSchema.default(storageConfigSchema.parse({})),
  chains: z.array(chainConfigSchema).default([]),
  projects: z.array(projectConfigSchema).default([]),
  prices: pricesConfigSchema.default({ source: 'pools', anchor: { symbol: 'USDC', usd: 1 }, cacheSeconds: 5, fiatRates: { usd: 1 } }),
  swaps: swapsConfigSchema.default(swapsConfigSchema.parse({})),
  indexer: indexerConfigSchema.default(indexerConfigSchema.parse({})),
  /** On-ramp providers the projects' `features.onramp` names refer to. */
  onramp: z.object({ providers: z.array(onRampProviderConfigSchema).default([]) }).default({ providers: [] }),
  /** Balance cache lifetime (docs/rules/limits.md: portfolio and native balance 30 s). */
  balanceCacheSeconds: z.number().min(0).max(3_600).default(30),
  siwx: siwxConfigSchema.default(siwxConfigSchema.parse({})),
  names: namesConfigSchema.default(namesConfigSchema.parse({})),
  /** Redis (`REDIS_URL`): rate-limit buckets shared by every instance; without it, per instance. */
  redisUrl: z
    .string()
    .regex(/^rediss?:\/\//, 'Expected a redis:// or rediss:// URL')
    .optional(),
  /** Log real errors (5xx) and indexer failures to stderr. */
  logErrors: z.boolean().default(true),
})

export type ApiConfigInput = z.input<typeof apiConfigSchema>
export type ApiConfig = z.output<typeof apiConfigSchema>
export type ChainConfig = z.output<typeof chainConfigSchema>
export type TokenConfig = z.output<typeof tokenConfigSchema>
export type ProjectConfig = z.output<typeof projectConfigSchema>
export type FeaturesConfig = z.output<typeof featuresConfigSchema>
export type PricesConfig = z.output<typeof pricesConfigSchema>
export type SwapsConfig = z.output<typeof swapsConfigSchema>
export type NamesConfig = z.output<typeof namesConfigSchema>
export type UniswapV2Config = NonNullable<ChainConfig['uniswapV2']>

/** Validates a config object and fills the defaults; throws a readable error per bad field. */
export function parseApiConfig(input: unknown): ApiConfig {
  const result = apiConfigSchema.safeParse(input)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    throw new InvalidConfigError(`Invalid Kit API config:\n${lines.join('\n')}`)
  }
  const ids = new Set<string>()
  for (const project of result.data.projects) {
    if (ids.has(project.id)) throw new InvalidConfigError(`Invalid Kit API config:\n  projects: duplicate project id ${project.id}`)
    ids.add(project.id)
  }
  const chains = new Set<string>()
  for (const chain of result.data.chains) {
    if (chains.has(chain.id)) throw new InvalidConfigError(`Invalid Kit API config:\n  chains: duplicate chain ${chain.id}`)
    chains.add(chain.id)
  }
  return result.data
}
