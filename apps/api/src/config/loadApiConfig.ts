import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type ApiConfig, parseApiConfig } from './apiConfigSchema.js'

/** The config file shipped with the package: the local devnet stack with the `kit-demo` project. */
export const DEFAULT_CONFIG_PATH = fileURLToPath(new URL('../../kit-api.config.json', import.meta.url))

export interface LoadApiConfigParameters {
  /** Config file (JSON); default `KIT_API_CONFIG`, else {@link DEFAULT_CONFIG_PATH}. */
  readonly file?: string
  readonly env?: NodeJS.ProcessEnv
}

function parseRpcUrls(value: string): Map<string, string> {
  const urls = new Map<string, string>()
  for (const entry of value.split(',')) {
    const trimmed = entry.trim()
    if (trimmed === '') continue
    const separator = trimmed.lastIndexOf('=')
    if (separator <= 0) throw new Error(`KIT_API_RPC_URLS: expected chainId=url, got "${trimmed}"`)
    urls.set(trimmed.slice(0, separator), trimmed.slice(separator + 1))
  }
  return urls
}

function parsePort(value: string, name: string): number {
  const port = Number(value)
  if (value.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name}: invalid port ${JSON.stringify(value)}`)
  }
  return port
}

/**
 * Reads the config file and applies the environment on top:
 * `KIT_API_HOST`, `KIT_API_PORT`, `KIT_API_PUBLIC_URL`, `DATABASE_URL` (PostgreSQL), `REDIS_URL`,
 * `KIT_API_DATA_DIR` (PGlite directory or `memory://`), `KIT_API_RPC_URLS`
 * (`eip155:31337=http://…,eip155:8453=http://…`), `KIT_API_INDEXER=off`, and `KIT_API_ONRAMP_URL` /
 * `KIT_API_ONRAMP_KEY` (the `kit-sandbox` on-ramp provider's URL and key).
 */
export function loadApiConfig(parameters: LoadApiConfigParameters = {}): ApiConfig {
  const env = parameters.env ?? process.env
  const file = parameters.file ?? env['KIT_API_CONFIG'] ?? DEFAULT_CONFIG_PATH
  let raw: Record<string, unknown>
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  } catch (error) {
    throw new Error(`Cannot read the Kit API config ${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
  const config = parseApiConfig(raw)

  if (env['KIT_API_HOST']) config.host = env['KIT_API_HOST']
  if (env['KIT_API_PORT'] !== undefined && env['KIT_API_PORT'] !== '') {
    config.port = parsePort(env['KIT_API_PORT'], 'KIT_API_PORT')
  }
  if (env['KIT_API_PUBLIC_URL']) config.publicUrl = env['KIT_API_PUBLIC_URL']
  if (env['DATABASE_URL']) config.storage.databaseUrl = env['DATABASE_URL']
  if (env['REDIS_URL']) config.redisUrl = env['REDIS_URL']
  if (env['KIT_API_DATA_DIR']) config.storage.dataDir = env['KIT_API_DATA_DIR']
  if (env['KIT_API_RPC_URLS']) {
    const urls = parseRpcUrls(env['KIT_API_RPC_URLS'])
    for (const [chainId, url] of urls) {
      const chain = config.chains.find((candidate) => candidate.id === chainId)
      if (!chain) throw new Error(`KIT_API_RPC_URLS: chain ${chainId} is not in the config`)
      chain.rpcUrl = url
    }
  }
  // Behind a load balancer: the client address (rate limits) is the first X-Forwarded-For hop.
  const trustProxy = env['KIT_API_TRUST_PROXY']?.toLowerCase()
  if (trustProxy === '1' || trustProxy === 'true') config.trustProxy = true
  if (trustProxy === '0' || trustProxy === 'false') config.trustProxy = false
  const indexer = env['KIT_API_INDEXER']?.toLowerCase()
  if (indexer === 'off' || indexer === 'false' || indexer === '0') config.indexer.enabled = false
  const sandbox = config.onramp.providers.find((provider) => provider.name === 'kit-sandbox')
  if (sandbox && env['KIT_API_ONRAMP_URL']) sandbox.url = env['KIT_API_ONRAMP_URL']
  if (sandbox && env['KIT_API_ONRAMP_KEY']) sandbox.apiKey = env['KIT_API_ONRAMP_KEY']
  // Re-validate: the environment may have put invalid values in.
  return parseApiConfig(config)
}
