import { ShippedSecretError } from '@kit/server-shared/secrets'
import type { ApiConfig } from './apiConfigSchema.js'
import { shippedSecrets } from './shippedSecrets.js'

/** Where each secret of the config comes from: the variable that replaces it. */
function secretsInEffect(config: ApiConfig): [variable: string, secret: string][] {
  const secrets: [string, string][] = []
  if (config.names.gateway) secrets.push(['KIT_API_NAMES_GATEWAY_KEY', config.names.gateway.privateKey])
  for (const provider of config.onramp.providers) {
    secrets.push([provider.name === 'kit-sandbox' ? 'KIT_API_ONRAMP_KEY' : `onramp.providers (${provider.name}).apiKey`, provider.apiKey])
  }
  if (config.swaps.aggregator?.apiKey) secrets.push(['swaps.aggregator.apiKey', config.swaps.aggregator.apiKey])
  return secrets
}

/**
 * With `NODE_ENV=production`, throws a {@link ShippedSecretError} naming every variable whose
 * secret is one that ships in the repository (the names gateway key and on-ramp sandbox key of
 * the shipped config, the on-ramp sandbox's default key, anvil's test-mnemonic keys). Outside
 * production the shipped development defaults are what `npm start` runs with.
 */
export function refuseShippedSecrets(config: ApiConfig, env: NodeJS.ProcessEnv): void {
  if (env['NODE_ENV'] !== 'production') return
  const shipped = shippedSecrets()
  const offending = secretsInEffect(config)
    .filter(([, secret]) => shipped.has(secret.toLowerCase()))
    .map(([variable]) => variable)
  if (offending.length > 0) throw new ShippedSecretError(offending)
}
