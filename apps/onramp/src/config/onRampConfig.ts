import { type Hex, isAddress, isHex } from 'viem'
import { z } from 'zod'
import type { PayoutChain } from '../pricing/assets.js'

/** The devnet's USDC (the same address on both local chains, see apps/devnet). */
export const DEVNET_USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
/** Anvil's well-known account 9 (a public test key, funded on every devnet chain): the sandbox's treasury. */
export const DEVNET_TREASURY_KEY: Hex = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'
/** The key the Kit API presents by default; set `KIT_ONRAMP_API_KEY` on both sides for anything shared. */
export const DEFAULT_SANDBOX_API_KEY = 'kit-onramp-sandbox'

const chainSchema = z.strictObject({
  chainId: z.number().int().positive(),
  name: z.string().regex(/^[a-z0-9-]{1,32}$/),
  displayName: z.string().min(1).max(64),
  rpcUrl: z.url(),
  usdc: z
    .string()
    .refine((value) => isAddress(value, { strict: false }))
    .default(DEVNET_USDC),
})

export const onRampConfigSchema = z.strictObject({
  port: z.number().int().min(0).max(65535).default(8789),
  host: z.string().default('127.0.0.1'),
  /** Where buyers reach the checkout (defaults to the listening address). */
  publicUrl: z.url().optional(),
  /** A folder for the PGlite order store, or `memory://`. */
  dataDir: z.string().min(1).default('memory://'),
  apiKey: z.string().min(8).default(DEFAULT_SANDBOX_API_KEY),
  treasuryKey: z
    .string()
    .refine((value) => isHex(value) && value.length === 66, 'treasuryKey must be a 32-byte hex private key')
    .default(DEVNET_TREASURY_KEY),
  chains: z.array(chainSchema).min(1),
  feeBps: z.number().int().min(100).max(200).default(150),
  /** Deadlines and retry bounds of every order (see orders/orderPolicy.ts). */
  policy: z
    .strictObject({
      checkoutTtlMs: z
        .number()
        .int()
        .min(100)
        .default(30 * 60_000),
      payoutDeadlineMs: z
        .number()
        .int()
        .min(100)
        .default(10 * 60_000),
      maxAttempts: z.number().int().min(1).max(100).default(5),
      retryBaseMs: z.number().int().min(10).default(1_000),
      confirmMs: z.number().int().min(50).default(30_000),
      sweepIntervalMs: z.number().int().min(50).default(5_000),
    })
    .prefault({}),
})

export type OnRampConfigInput = z.input<typeof onRampConfigSchema>
export type OnRampConfig = z.output<typeof onRampConfigSchema>

export function payoutChains(config: OnRampConfig): ReadonlyMap<string, PayoutChain> {
  return new Map(config.chains.map((chain) => [chain.name, { ...chain, usdc: chain.usdc as Hex }]))
}

/** `KIT_ONRAMP_*` environment variables → config input (the CLI's). */
export function onRampConfigFromEnv(env: NodeJS.ProcessEnv): OnRampConfigInput {
  const rpcUrls = env.KIT_ONRAMP_RPC_URLS ?? `anvil=${env.KIT_ANVIL_URL ?? 'http://127.0.0.1:8545'},base=${env.KIT_ANVIL_BASE_URL ?? 'http://127.0.0.1:8546'}`
  const chainIds: Record<string, number> = { anvil: 31337, base: 8453 }
  const names: Record<string, string> = { anvil: 'Anvil', base: 'Base' }
  return {
    port: Number(env.KIT_ONRAMP_PORT ?? 8789),
    ...(env.KIT_ONRAMP_PUBLIC_URL ? { publicUrl: env.KIT_ONRAMP_PUBLIC_URL } : {}),
    ...(env.KIT_ONRAMP_DATA_DIR ? { dataDir: env.KIT_ONRAMP_DATA_DIR } : {}),
    ...(env.KIT_ONRAMP_API_KEY ? { apiKey: env.KIT_ONRAMP_API_KEY } : {}),
    ...(env.KIT_ONRAMP_TREASURY_KEY ? { treasuryKey: env.KIT_ONRAMP_TREASURY_KEY } : {}),
    policy: policyFromEnv(env),
    chains: rpcUrls.split(',').map((entry) => {
      const [name = '', rpcUrl = ''] = entry.split('=')
      const [network, chainId] = name.split(':')
      return { name: network ?? name, displayName: names[network ?? ''] ?? name, chainId: Number(chainId ?? chainIds[network ?? ''] ?? 0), rpcUrl }
    }),
  }
}

const POLICY_ENV = {
  checkoutTtlMs: 'KIT_ONRAMP_CHECKOUT_TTL_MS',
  payoutDeadlineMs: 'KIT_ONRAMP_PAYOUT_DEADLINE_MS',
  maxAttempts: 'KIT_ONRAMP_PAYOUT_ATTEMPTS',
  retryBaseMs: 'KIT_ONRAMP_RETRY_MS',
  confirmMs: 'KIT_ONRAMP_CONFIRM_MS',
  sweepIntervalMs: 'KIT_ONRAMP_SWEEP_MS',
} as const

/** The order policy's `KIT_ONRAMP_*_MS` / `KIT_ONRAMP_PAYOUT_ATTEMPTS` overrides (the schema checks them). */
function policyFromEnv(env: NodeJS.ProcessEnv): Partial<Record<keyof typeof POLICY_ENV, number>> {
  const policy: Partial<Record<keyof typeof POLICY_ENV, number>> = {}
  for (const [key, name] of Object.entries(POLICY_ENV) as [keyof typeof POLICY_ENV, string][]) {
    const value = env[name]
    if (value !== undefined && value !== '') policy[key] = Number(value)
  }
  return policy
}
