import { readFileSync } from 'node:fs'
import { type ApiConfig, parseApiConfig } from './apiConfigSchema.js'
import { ConfigEnvironmentError } from './configErrors.js'
import { DEFAULT_CONFIG_PATH } from './defaultConfigPath.js'
import { refuseShippedSecrets } from './refuseShippedSecrets.js'

export { DEFAULT_CONFIG_PATH }

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
    if (separator <= 0) throw new ConfigEnvironmentError(`KIT_API_RPC_URLS: expected chainId=url, got "${trimmed}"`)
    urls.set(trimmed.slice(0, separator), trimmed.slice(separator + 1))
  }
  return urls
}

function parsePort(value: string, name: string): number {
  const port = Number(value)
  if (value.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigEnvironmentError(`${name}: invalid port ${JSON.stringify(value)}`)
  }
  return port
}

/**
 * Reads the config file and applies the environment on top:
 * `KIT_API_HOST`, `KIT_API_PORT`, `KIT_API_PUBLIC_URL`, `DATABASE_URL` (PostgreSQL), `REDIS_URL`,
 * `KIT_API_DATA_DIR` (PGlite directory or `memory://`), `KIT_API_RPC_URLS`
 * (`eip155:31337=http://…,eip155:8453=http://…`), `KIT_API_INDEXER=off`, `KIT_API_ONRAMP_URL` /
 * `KIT_API_ONRAMP_KEY` (the `kit-sandbox` on-ramp provider's URL and key) and
 * `KIT_API_NAMES_GATEWAY_KEY` / `KIT_API_NAMES_GATEWAY_KEY_FILE` (the names gateway's signing key).
 * With `NODE_ENV=production` a key that ships in the repository is refused ({@link refuseShippedSecrets}).
 */
export function loadApiConfig(parameters: LoadApiConfigParameters = {}): ApiConfig {
  const env = parameters.env ?? process.env
  const file = parameters.file ?? env['KIT_API_CONFIG'] ?? DEFAULT_CONFIG_PATH
  let raw: Record<string, unknown>
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  } catch (error) {
    throw new ConfigEnvironmentError(`Cannot read the Kit API config ${file}: ${error instanceof Error ? error.message : String(error)}`)
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
      if (!chain) throw new ConfigEnvironmentError(`KIT_API_RPC_URLS: chain ${chainId} is not in the config`)
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
  applyNamesGatewayKey(config, env)
  // Re-validate: the environment may have put invalid values in.
  const checked = parseApiConfig(config)
  refuseShippedSecrets(checked, env)
  return checked
}

/** `KIT_API_NAMES_GATEWAY_KEY` (or a file holding it, `KIT_API_NAMES_GATEWAY_KEY_FILE`) replaces `names.gateway.privateKey`. */
function applyNamesGatewayKey(config: ApiConfig, env: NodeJS.ProcessEnv): void {
  const file = env['KIT_API_NAMES_GATEWAY_KEY_FILE']
  let key = env['KIT_API_NAMES_GATEWAY_KEY']
  if (file) {
    if (key) throw new ConfigEnvironmentError('Set KIT_API_NAMES_GATEWAY_KEY or KIT_API_NAMES_GATEWAY_KEY_FILE, not both')
    try {
      key = readFileSync(file, 'utf8').trim()
    } catch (error) {
      throw new ConfigEnvironmentError(`KIT_API_NAMES_GATEWAY_KEY_FILE: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  if (!key) return
  const variable = file ? 'KIT_API_NAMES_GATEWAY_KEY_FILE' : 'KIT_API_NAMES_GATEWAY_KEY'
  if (!config.names.gateway) throw new ConfigEnvironmentError(`${variable}: the config has no names.gateway (its resolver address) to sign for`)
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new ConfigEnvironmentError(`${variable}: expected a 32-byte hex private key (0x + 64 hex digits)`)
  config.names.gateway.privateKey = key
}
