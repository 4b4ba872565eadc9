import { mnemonicToAccount } from 'viem/accounts'
import { DEFAULT_SANDBOX_API_KEY } from './onRampConfig.js'

/** Anvil's public test mnemonic (apps/devnet funds its accounts): no key derived from it is a secret. */
const TEST_MNEMONIC = 'test test test test test test test test test test test junk'
const TEST_KEY_COUNT = 20

/** The variable names the sandbox reads its secrets from, with the defaults that ship in the repository. */
export class ProductionSecretError extends Error {
  override name = 'ProductionSecretError'
}

const testKeys = (): Set<string> => {
  const keys = new Set<string>()
  for (let index = 0; index < TEST_KEY_COUNT; index++) {
    const key = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index }).getHdKey().privateKey
    if (key) keys.add(Buffer.from(key).toString('hex'))
  }
  return keys
}

/**
 * With `NODE_ENV=production`, the messages refusing each secret in effect that ships in the
 * repository: the sandbox API key's default and any anvil test key as the treasury (also when
 * the variable is not set, as its default is one). Empty otherwise.
 */
export function productionSecretProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return []
  const refuse = (name: string) =>
    `Refusing to start with NODE_ENV=production: ${name} is the development default that ships in the repository. Set ${name} to a secret of your own.`
  const problems: string[] = []
  const apiKey = env.KIT_ONRAMP_API_KEY || DEFAULT_SANDBOX_API_KEY
  if (apiKey === DEFAULT_SANDBOX_API_KEY) problems.push(refuse('KIT_ONRAMP_API_KEY'))
  const treasury = (env.KIT_ONRAMP_TREASURY_KEY ?? '').toLowerCase().replace(/^0x/, '')
  if (treasury === '' || testKeys().has(treasury)) problems.push(refuse('KIT_ONRAMP_TREASURY_KEY'))
  return problems
}
