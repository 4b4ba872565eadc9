import type { DevnetChainConfig } from './devnetChains.js'
import { InvalidPortError } from './portErrors.js'

/**
 * Port for one chain: explicit option, else the chain's env variable, else its default.
 * `0` means "pick a free port". Throws on values that are not a port number.
 */
export function resolveDevnetPort(chain: DevnetChainConfig, option: number | undefined, env: NodeJS.ProcessEnv): number {
  const raw = option ?? env[chain.portEnv] ?? chain.defaultPort
  const port = typeof raw === 'number' ? raw : Number(raw.trim())
  if (!Number.isInteger(port) || port < 0 || port > 65_535 || (typeof raw === 'string' && raw.trim() === '')) {
    const source = option !== undefined ? 'option' : chain.portEnv
    throw new InvalidPortError(`Invalid port ${JSON.stringify(raw)} for chain ${chain.chainId} (from ${source})`)
  }
  return port
}
