import { numberToHex } from 'viem'
import type { SecureContext } from '../context.js'
import { smartAccountEnabledChains } from './delegation.js'
import { isSmartAccountInForce } from './smartAccountInForce.js'

/**
 * `wallet_getCapabilities` of the embedded wallet, per configured chain, as the chain says it:
 * atomic batches are 'supported' where the account's code is the delegation to the smart-account
 * contract (`0xef0100 || delegate`) and the user has not chosen 'eoa' (see `isSmartAccountInForce`),
 * 'unsupported' elsewhere (a plain EOA: its `wallet_sendCalls`
 * sends the calls one by one and refuses `atomicRequired` with 5760). Not 'ready': this wallet does
 * not offer the upgrade inside `wallet_sendCalls`; the user switches to the smart account first.
 */
export async function walletCapabilities(ctx: SecureContext, user: { id: string; address: string }): Promise<Record<string, unknown>> {
  const enabled = new Set((await smartAccountEnabledChains(ctx)).map((chain) => chain.id))
  const entries = await Promise.all(
    ctx.config.chains.map(async (chain) => {
      const rpcUrl = chain.rpcUrls[0] as string
      const inForce = enabled.has(chain.id) && (await isSmartAccountInForce(ctx, { userId: user.id, address: user.address, rpcUrl }))
      const status = inForce ? 'supported' : 'unsupported'
      return [numberToHex(chain.id), { atomic: { status } }] as const
    }),
  )
  return Object.fromEntries(entries)
}
