import { socialProviderSchema } from '@kit/frame-protocol'
import { z } from 'zod'

/**
 * The demo project and its dev origins (`npm start` on 5173, the end-to-end stack on 5273). A
 * project's allowed origins are the only pages that may embed the frame: there are no global
 * defaults (a page on another localhost port is another site's page).
 */
export const DEFAULT_PROJECTS = [
  {
    id: 'kit-demo',
    allowedOrigins: ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:5273', 'http://localhost:5273'],
  },
]

/** The local devnet chains (`npm start` on 8545/8546, the end-to-end stack on 8645/8646). */
export const DEFAULT_CHAINS = [
  { id: 31337, name: 'Anvil', rpcUrls: ['http://127.0.0.1:8545', 'http://127.0.0.1:8645'] },
  { id: 8453, name: 'Base (local)', rpcUrls: ['http://127.0.0.1:8546', 'http://127.0.0.1:8646'] },
]

/**
 * The local Solana devnet (apps/devnet, answering as Solana Devnet): `npm start` on 8899, the
 * end-to-end stack on 8699.
 */
export const DEFAULT_SOLANA_CHAINS = [
  { id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet', rpcUrls: ['http://127.0.0.1:8899', 'http://127.0.0.1:8699'] },
]

const httpUrl = z.url({ protocol: /^https?$/ })

/** A real social provider: OpenID Connect discovery (`issuer`) or plain OAuth 2 endpoints. */
export const realSocialProviderSchema = z.object({
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
  /** OpenID Connect issuer (discovery); omit for OAuth-2-only providers and give the endpoints. */
  issuer: httpUrl.optional(),
  authorizationEndpoint: httpUrl.optional(),
  tokenEndpoint: httpUrl.optional(),
  userinfoEndpoint: httpUrl.optional(),
  scope: z.string().default('openid email profile'),
})

/** Real Sign In With Farcaster: the relay for channels and an OP Mainnet RPC URL for the IdRegistry. */
export const farcasterConfigSchema = z.object({
  /** RPC of the chain holding the Farcaster IdRegistry (OP Mainnet): the fid's custody address is read there. */
  rpcUrl: httpUrl,
  relay: httpUrl.default('https://relay.farcaster.xyz'),
  /** The SIWF domain; default: the host of `publicUrl`. */
  domain: z.string().min(1).max(253).optional(),
  /** The SIWF URI; default: `<publicUrl>/farcaster`. */
  siweUri: httpUrl.optional(),
})

export const chainConfigSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  /** Every RPC URL the frame may use for this chain (the first is the default). */
  rpcUrls: z.array(httpUrl).min(1),
  /**
   * The chain's ERC-4337 bundler (the local stack's alto): smart-account batches go through it
   * as user operations (`eth_sendUserOperation`). Unset: sent as one `executeBatch` transaction.
   */
  bundlerUrl: httpUrl.optional(),
})

export const solanaChainConfigSchema = z.object({
  /** CAIP-2 id: `solana:` and the first 32 characters of the genesis hash. */
  id: z.string().regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/),
  name: z.string().min(1),
  /** Every RPC URL the frame may use for this cluster (the first is the default); signed transactions are sent there. */
  rpcUrls: z.array(httpUrl).min(1),
})

export const projectConfigSchema = z.object({
  id: z.string().min(1).max(256),
  allowedOrigins: z.array(z.string().min(1)).default([]),
})

export const secureConfigSchema = z.object({
  /**
   * `development` (as `npm start` and the tests run it): a generated master key outside the data
   * directory, the SMTP catcher with its `/inbox`, the OIDC and Farcaster stand-ins. Anything
   * else is production: an external master key and a real SMTP server are required, and only
   * configured social providers are offered.
   */
  mode: z.enum(['development', 'production']).default('production'),
  host: z.string().min(1).default('127.0.0.1'),
  /** 0 picks a free port. */
  port: z.number().int().min(0).max(65_535).default(5180),
  /** The origin the browser sees, when it differs from `http://host:port` (a proxy). */
  publicUrl: httpUrl.optional(),
  /** PGlite data and the development master key live here; `memory://` keeps both in memory. */
  dataDir: z.string().min(1).default('.kit-data/secure'),
  /** PostgreSQL instead of PGlite. */
  databaseUrl: z.string().min(1).optional(),
  /** AES-256-GCM master key for embedded-wallet keys: 32 bytes, hex or base64. */
  secureKey: z.string().min(1).optional(),
  /** A file holding the master key (hex or base64), outside `dataDir`: the alternative to `secureKey`. */
  keyFile: z.string().min(1).optional(),
  smtp: z
    .object({
      /** Production: any SMTP URL (`smtp://user:pass@host:587`, `smtps://...`). Unset: the in-process catcher. */
      url: z.string().min(1).optional(),
      /** Port of the in-process SMTP catcher (0 picks a free port). */
      port: z.number().int().min(0).max(65_535).default(2525),
      host: z.string().min(1).default('127.0.0.1'),
    })
    .default({ port: 2525, host: '127.0.0.1' }),
  mailFrom: z.string().min(1).default('Kit <no-reply@kit.local>'),
  projects: z.array(projectConfigSchema).default(DEFAULT_PROJECTS),
  /** The Kit API: unknown project ids are looked up at `GET {apiUrl}/projects/v1/origins`. */
  apiUrl: httpUrl.optional(),
  chains: z.array(chainConfigSchema).min(1).default(DEFAULT_CHAINS),
  /** The Solana clusters the embedded wallet signs for (an empty list turns Solana off). */
  solanaChains: z.array(solanaChainConfigSchema).default(DEFAULT_SOLANA_CHAINS),
  /**
   * The EIP-7702 delegate of smart accounts: `Simple7702Account` of `@account-abstraction/contracts`
   * 0.8.0 (default: the Kit devnet's CREATE2 address). Smart accounts are enabled on the chains
   * where it has code.
   */
  smartAccountDelegate: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .default('0x26FEBd801561a2a3EF12c0d05B388eb1b8741434'),
  /**
   * Real providers. In development every provider not listed uses the local OpenID Connect
   * stand-in; in production only the listed ones are offered.
   */
  social: z.partialRecord(socialProviderSchema, realSocialProviderSchema).default({}),
  /** Real Sign In With Farcaster. Unset: Farcaster is offered only in development (the stand-in). */
  farcaster: farcasterConfigSchema.optional(),
  /** Ask for an approval link on a new device of a known email (VERIFY_DEVICE). */
  deviceVerification: z.boolean().default(true),
  /**
   * OTP budgets (README "Email sign-in budgets"), each a fixed window in PostgreSQL/PGlite. Mails
   * (codes and device links) per day: per email to its approved devices, per email to devices it
   * has not approved (a stranger can spend only this one, never the owner's), per requesting device
   * and per client IP. Wrong codes per day: per guessing device and per client IP (never per
   * email: guesses from elsewhere do not lock the owner out). Per client IP and hour: code
   * requests and checks.
   */
  otpLimits: z
    .object({
      codesPerEmailPerDay: z.number().int().positive().default(10),
      newDeviceCodesPerEmailPerDay: z.number().int().positive().default(10),
      codesPerDevicePerDay: z.number().int().positive().default(10),
      codesPerIpPerDay: z.number().int().positive().default(100),
      wrongCodesPerDevicePerDay: z.number().int().positive().default(10),
      wrongCodesPerIpPerDay: z.number().int().positive().default(100),
      issuesPerIpPerHour: z.number().int().positive().default(60),
      checksPerIpPerHour: z.number().int().positive().default(120),
    })
    .prefault({}),
  /** Take the client IP (for the per-IP budgets) from the first `X-Forwarded-For` entry: only behind a proxy that sets it. */
  trustProxy: z.boolean().default(false),
  sessionTtlMs: z
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3_600_000),
  enableLogger: z.boolean().default(false),
})

export type SecureConfigInput = z.input<typeof secureConfigSchema>
export type SecureConfig = z.output<typeof secureConfigSchema>
export type ChainConfig = z.output<typeof chainConfigSchema>
export type SolanaChainConfig = z.output<typeof solanaChainConfigSchema>
export type RealSocialProvider = z.output<typeof realSocialProviderSchema>
export type FarcasterConfig = z.output<typeof farcasterConfigSchema>
