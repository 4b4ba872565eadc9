import type { SecureContext } from '../context.js'
import { isSmartAccountDeployed } from './delegation.js'

export type AccountType = 'eoa' | 'smartAccount'

/** The account type the user chose (an approved switch), or null before they ever switched. */
export async function getChosenAccountType(ctx: SecureContext, userId: string): Promise<AccountType | null> {
  const [row] = await ctx.db.query<{ preferred: AccountType }>('select preferred from secure_account_types where user_id = $1', [userId])
  return row?.preferred ?? null
}

/** The user's preferred account type (SPEC section 3); 'eoa' until they switch. */
export async function getPreferredAccountType(ctx: SecureContext, userId: string): Promise<AccountType> {
  return (await getChosenAccountType(ctx, userId)) ?? 'eoa'
}

export async function setPreferredAccountType(ctx: SecureContext, userId: string, type: AccountType): Promise<void> {
  await ctx.db.query(
    `insert into secure_account_types (user_id, preferred, updated_at) values ($1, $2, $3)
     on conflict (user_id) do update set preferred = excluded.preferred, updated_at = excluded.updated_at`,
    [userId, type, ctx.now()],
  )
}

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
