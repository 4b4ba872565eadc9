import { anvilTestKeys, shippedSecretMessage } from '@kit/server-shared/secrets'
import { DEFAULT_SANDBOX_API_KEY } from './onRampConfig.js'

/**
 * With `NODE_ENV=production`, the messages refusing each secret in effect that ships in the
 * repository: the sandbox API key's default and any anvil test key as the treasury (also when
 * the variable is not set, as its default is one). Empty otherwise.
 */
export function productionSecretProblems(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV !== 'production') return []
  const problems: string[] = []
  const apiKey = env.KIT_ONRAMP_API_KEY || DEFAULT_SANDBOX_API_KEY
  if (apiKey === DEFAULT_SANDBOX_API_KEY) problems.push(shippedSecretMessage('KIT_ONRAMP_API_KEY'))
  const treasury = (env.KIT_ONRAMP_TREASURY_KEY ?? '').toLowerCase().replace(/^0x/, '')
  if (treasury === '' || anvilTestKeys().has(`0x${treasury}`)) problems.push(shippedSecretMessage('KIT_ONRAMP_TREASURY_KEY'))
  return problems
}
