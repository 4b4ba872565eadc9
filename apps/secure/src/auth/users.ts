import { randomUUID } from 'node:crypto'
import type { SecureContext } from '../context.js'
import { createSolanaWallet, ensureSolanaWallet } from '../wallet/solanaWallets.js'
import { RowNotStoredError } from '../wallet/walletErrors.js'
import { createWallet } from '../wallet/wallets.js'

/** `email` or a social provider (`google`, `github`, ..., `farcaster`). */
export type AuthProvider = string

export interface User {
  readonly id: string
  readonly authProvider: AuthProvider
  readonly subject: string
  readonly email: string | null
  readonly userName: string | null
  readonly address: `0x${string}`
  /** The Solana address (base58 ed25519 public key); null only for a user from before Solana who has not logged in since. */
  readonly solanaAddress: string | null
}

interface UserRow {
  id: string
  auth_provider: string
  subject: string
  email: string | null
  user_name: string | null
  address: `0x${string}`
  solana_address: string | null
}

const toUser = (row: UserRow): User => ({
  id: row.id,
  authProvider: row.auth_provider,
  subject: row.subject,
  email: row.email,
  userName: row.user_name,
  address: row.address,
  solanaAddress: row.solana_address,
})

const SELECT = `select u.id, u.auth_provider, u.subject, u.email, u.user_name, w.address, s.address as solana_address
  from secure_users u join secure_wallets w on w.user_id = u.id left join secure_solana_wallets s on s.user_id = u.id`

export async function getUser(ctx: SecureContext, id: string): Promise<User | null> {
  const [row] = await ctx.db.query<UserRow>(`${SELECT} where u.id = $1`, [id])
  return row ? toUser(row) : null
}

export async function findUser(ctx: SecureContext, authProvider: AuthProvider, subject: string): Promise<User | null> {
  const [row] = await ctx.db.query<UserRow>(`${SELECT} where u.auth_provider = $1 and u.subject = $2`, [authProvider, subject])
  return row ? toUser(row) : null
}

/**
 * The user for (`authProvider`, `subject`), created with its embedded wallets (EVM and Solana keys,
 * in one transaction) on first login. A user from before Solana gets the Solana key on this login.
 */
export async function upsertUser(
  ctx: SecureContext,
  parameters: { authProvider: AuthProvider; subject: string; email: string | null; userName: string | null },
): Promise<User> {
  const found = await findUser(ctx, parameters.authProvider, parameters.subject)
  if (found) {
    const existing = found.solanaAddress === null ? { ...found, solanaAddress: await ensureSolanaWallet(ctx, found.id) } : found
    if (existing.userName !== parameters.userName && parameters.userName !== null) {
      await ctx.db.query('update secure_users set user_name = $2 where id = $1', [existing.id, parameters.userName])
      return { ...existing, userName: parameters.userName }
    }
    return existing
  }
  const id = randomUUID()
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: string }>(
      `insert into secure_users (id, auth_provider, subject, email, user_name, created_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (auth_provider, subject) do nothing returning id`,
      [id, parameters.authProvider, parameters.subject, parameters.email, parameters.userName, ctx.now()],
    )
    if (inserted.length > 0) {
      await createWallet(ctx, tx, id)
      await createSolanaWallet(ctx, tx, id)
    }
  })
  const user = await findUser(ctx, parameters.authProvider, parameters.subject)
  if (!user) throw new RowNotStoredError('User could not be created')
  return user
}
