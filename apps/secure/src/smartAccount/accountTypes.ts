import type { SecureContext } from '../context.js'

export type AccountType = 'eoa' | 'smartAccount'

/** The account type the user chose (an approved switch), or null before they ever switched. */
export async function getChosenAccountType(ctx: SecureContext, userId: string): Promise<AccountType | null> {
  const [row] = await ctx.db.query<{ preferred: AccountType }>('select preferred from secure_account_types where user_id = $1', [userId])
  return row?.preferred ?? null
}

/** The user's preferred account type (docs/rules/entities.md); 'eoa' until they switch. */
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
