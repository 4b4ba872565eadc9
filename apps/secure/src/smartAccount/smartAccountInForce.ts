import type { SecureContext } from '../context.js'
import { getChosenAccountType } from './accountTypes.js'
import { isSmartAccountDeployed } from './delegation.js'

/**
 * Whether the account acts as a smart account on the chain of `rpcUrl` (atomic batches, capability
 * 'supported'): its code is the delegation and the user has not chosen 'eoa'. A delegation the user
 * turned away from (left on another chain, or from before the switch back removed it) is not used:
 * the wallet behaves as the EOA the page shows.
 */
export async function isSmartAccountInForce(ctx: SecureContext, parameters: { userId: string; address: string; rpcUrl: string }): Promise<boolean> {
  const [chosen, deployed] = await Promise.all([
    getChosenAccountType(ctx, parameters.userId),
    isSmartAccountDeployed(ctx, parameters.rpcUrl, parameters.address),
  ])
  return deployed && chosen !== 'eoa'
}
