import { numberToHex } from 'viem'
import type { SecureContext } from '../context.js'
import { isSmartAccountDeployed, smartAccountEnabledChains } from './delegation.js'

/**
 * `wallet_getCapabilities` of the embedded wallet, per configured chain: atomic batches are
 * 'supported' where the account is delegated (smart account), 'ready' where it can switch, and
 * 'unsupported' elsewhere (its `wallet_sendCalls` sends the calls one by one there).
 */
export async function walletCapabilities(ctx: SecureContext, address: string): Promise<Record<string, unknown>> {
  const enabled = new Set((await smartAccountEnabledChains(ctx)).map((chain) => chain.id))
  const entries = await Promise.all(
    ctx.config.chains.map(async (chain) => {
      const rpcUrl = chain.rpcUrls[0] as string
      const status = !enabled.has(chain.id) ? 'unsupported' : (await isSmartAccountDeployed(ctx, rpcUrl, address)) ? 'supported' : 'ready'
      return [numberToHex(chain.id), { atomic: { status } }] as const
    }),
  )
  return Object.fromEntries(entries)
}
