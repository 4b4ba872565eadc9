import { readFileSync } from 'node:fs'
import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEFAULT_CONFIG_PATH } from './defaultConfigPath.js'

/** Anvil's default test mnemonic: its keys are public (the devnet funds them), never a secret. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many of the mnemonic's keys count as shipped (anvil funds 10 by default; `--accounts` may ask for more). */
const ANVIL_KEY_COUNT = 20

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
  const parent = mnemonicToAccount(ANVIL_MNEMONIC, { path: "m/44'/60'/0'/0" }).getHdKey()
  const anvilKeys = Array.from({ length: ANVIL_KEY_COUNT }, (_, index) => {
    const key = parent.deriveChild(index).privateKey
    return key ? toHex(key) : ''
  })
  return new Set([...secretsOfShippedConfig(), ONRAMP_SANDBOX_KEY, ...anvilKeys].filter(Boolean).map((secret) => secret.toLowerCase()))
}
