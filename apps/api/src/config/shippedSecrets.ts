import { readFileSync } from 'node:fs'
import { ANVIL_KEY_COUNT, anvilTestKeys } from '@kit/server-shared/secrets'
import { DEFAULT_CONFIG_PATH } from './defaultConfigPath.js'

/** The on-ramp sandbox's default API key (apps/onramp). */
const ONRAMP_SANDBOX_KEY = 'kit-onramp-sandbox'

const secretsOfShippedConfig = (): string[] => {
  try {
    const raw = JSON.parse(readFileSync(DEFAULT_CONFIG_PATH, 'utf8')) as {
      names?: { gateway?: { privateKey?: unknown } }
      onramp?: { providers?: { apiKey?: unknown }[] }
      swaps?: { aggregator?: { apiKey?: unknown } }
    }
    return [raw.names?.gateway?.privateKey, raw.swaps?.aggregator?.apiKey, ...(raw.onramp?.providers ?? []).map((provider) => provider.apiKey)].filter(
      (value): value is string => typeof value === 'string',
    )
  } catch {
    return []
  }
}

/**
 * Every key or secret that ships in this repository, lower-cased: the ones in the shipped
 * `kit-api.config.json` (names gateway key, on-ramp sandbox key), the on-ramp sandbox's default
 * key and the first {@link ANVIL_KEY_COUNT} keys of anvil's test mnemonic.
 */
export function shippedSecrets(): ReadonlySet<string> {
  return new Set([...secretsOfShippedConfig(), ONRAMP_SANDBOX_KEY, ...anvilTestKeys()].filter(Boolean).map((secret) => secret.toLowerCase()))
}
