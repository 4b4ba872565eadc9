import { ShippedSecretError } from '@kit/server-shared/secrets'
import type { MasterKey } from '../crypto/masterKey.js'
import type { SecureConfig } from './secureConfigSchema.js'

/**
 * Whether a master key is one of the repository's: every key in its tests, examples and scripts
 * (`'11'.repeat(32)`, `Buffer.alloc(32, 0xb2)`, ...) is one byte repeated; a 2- or 4-byte pattern
 * repeated is refused as well. A random key never is one (odds about 2^-224).
 */
export function isShippedMasterKey(key: Buffer): boolean {
  return [1, 2, 4].some((period) => key.every((byte, index) => byte === key[index % period]))
}

/**
 * Client secrets of social providers that ship in the repository (its tests and examples). The
 * local OpenID Connect stand-in's own secrets are derived from the master key and it runs only in
 * development mode, which NODE_ENV=production refuses.
 */
const SHIPPED_CLIENT_SECRETS = new Set(['secret'])

/**
 * The secrets in effect that ship in the repository, each as the variable that set it: the master
 * key (`KIT_SECURE_KEY` or the file of `KIT_SECURE_KEY_FILE`) and the social providers' client
 * secrets (`KIT_SECURE_SOCIAL`). The SMTP catcher, the OIDC and Farcaster stand-ins and the
 * generated development key exist only in development mode.
 */
export function findShippedSecrets(config: SecureConfig, masterKey: MasterKey): string[] {
  const found: string[] = []
  if (isShippedMasterKey(masterKey.key)) {
    if (masterKey.source === 'configuration') found.push('KIT_SECURE_KEY')
    else if (masterKey.source === 'key-file') found.push('KIT_SECURE_KEY_FILE')
  }
  for (const [provider, settings] of Object.entries(config.social)) {
    if (settings?.clientSecret !== undefined && SHIPPED_CLIENT_SECRETS.has(settings.clientSecret)) found.push(`KIT_SECURE_SOCIAL (${provider}.clientSecret)`)
  }
  return found
}

/**
 * Under NODE_ENV=production, throws a {@link ShippedSecretError} naming every offending variable.
 * Without it, production mode only warns through `log`.
 */
export function assertNoShippedSecrets(
  config: SecureConfig,
  masterKey: MasterKey,
  parameters: { env?: NodeJS.ProcessEnv; log: (message: string) => void },
): void {
  const found = findShippedSecrets(config, masterKey)
  if (found.length === 0) return
  if ((parameters.env ?? process.env).NODE_ENV === 'production') throw new ShippedSecretError(found)
  if (config.mode === 'production')
    for (const variable of found) parameters.log(`${variable} is a development secret that ships in the repository: set ${variable} to a secret of your own`)
}
