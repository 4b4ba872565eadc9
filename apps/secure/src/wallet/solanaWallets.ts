// ed25519 keys come from @noble/curves (audited, already in the workspace; @solana/web3.js uses it
// too): generation, public key and signatures. Transactions are parsed and sent with @solana/web3.js.

import type { Queryable } from '@kit/server-shared/db'
import { ed25519 } from '@noble/curves/ed25519'
import bs58 from 'bs58'
import type { SecureContext } from '../context.js'
import { decryptSecret, encryptSecret } from '../crypto/keyEncryption.js'
import { RowNotStoredError, WalletKeyMismatchError, WalletNotFoundError } from './walletErrors.js'

/** The associated data a Solana key is encrypted with (base58 is case-sensitive: kept as is). */
export const solanaWalletAssociatedData = (userId: string, address: string): string => `kit-secure-solana-wallet:${userId}:${address}`

/** The user's Solana key for one operation: sign bytes. The secret key never leaves this process. */
export interface SolanaSigner {
  readonly address: string
  readonly publicKey: Uint8Array
  sign(message: Uint8Array): Uint8Array
}

/**
 * Generates the user's ed25519 key and stores it encrypted (AES-256-GCM), unless the user has one
 * already (one statement: a user gets exactly one key, and a failure writes nothing). Returns the
 * user's address.
 */
export async function createSolanaWallet(ctx: SecureContext, tx: Queryable, userId: string): Promise<string> {
  const secretKey = ed25519.utils.randomSecretKey()
  const address = bs58.encode(ed25519.getPublicKey(secretKey))
  const encrypted = encryptSecret(ctx.masterKey, Buffer.from(secretKey).toString('hex'), solanaWalletAssociatedData(userId, address))
  secretKey.fill(0)
  const [inserted] = await tx.query<{ address: string }>(
    `insert into secure_solana_wallets (user_id, address, encrypted_key, key_id, created_at) values ($1, $2, $3, $4, $5)
     on conflict (user_id) do nothing returning address`,
    [userId, address, encrypted, ctx.masterKey.id, ctx.now()],
  )
  if (inserted) return inserted.address
  const existing = await getSolanaAddress(ctx, userId, tx)
  if (!existing) throw new RowNotStoredError('Solana wallet could not be created')
  return existing
}

export async function getSolanaAddress(ctx: SecureContext, userId: string, db: Queryable = ctx.db): Promise<string | null> {
  const [row] = await db.query<{ address: string }>('select address from secure_solana_wallets where user_id = $1', [userId])
  return row?.address ?? null
}

/** The user's Solana address, creating the key first for a user who has none yet (users from before Solana). */
export async function ensureSolanaWallet(ctx: SecureContext, userId: string): Promise<string> {
  return (await getSolanaAddress(ctx, userId)) ?? createSolanaWallet(ctx, ctx.db, userId)
}

/** The user's Solana key, decrypted for one operation (signatures only leave this process). */
export async function loadSolanaSigner(ctx: SecureContext, userId: string): Promise<SolanaSigner> {
  const [row] = await ctx.db.query<{ address: string; encrypted_key: string }>('select address, encrypted_key from secure_solana_wallets where user_id = $1', [
    userId,
  ])
  if (!row) throw new WalletNotFoundError('No Solana wallet for this user')
  const secretKey = Uint8Array.from(Buffer.from(decryptSecret(ctx.masterKey, row.encrypted_key, solanaWalletAssociatedData(userId, row.address)), 'hex'))
  const publicKey = ed25519.getPublicKey(secretKey)
  if (bs58.encode(publicKey) !== row.address) throw new WalletKeyMismatchError('Solana wallet key does not match its address')
  return { address: row.address, publicKey, sign: (message) => ed25519.sign(message, secretKey) }
}
