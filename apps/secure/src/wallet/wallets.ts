import type { Queryable } from '@kit/server-shared/db'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { SecureContext } from '../context.js'
import { decryptSecret, encryptSecret } from '../crypto/keyEncryption.js'
import { WalletKeyMismatchError, WalletNotFoundError } from './walletErrors.js'

/** The associated data a wallet key is encrypted with: a ciphertext copied to another row does not decrypt. */
export const walletAssociatedData = (userId: string, address: string): string => `kit-secure-wallet:${userId}:${address.toLowerCase()}`

/** Generates the user's EOA key and stores it encrypted (AES-256-GCM). Returns the address only. */
export async function createWallet(ctx: SecureContext, tx: Queryable, userId: string): Promise<`0x${string}`> {
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  const encrypted = encryptSecret(ctx.masterKey, privateKey, walletAssociatedData(userId, address))
  await tx.query('insert into secure_wallets (user_id, address, encrypted_key, key_id, created_at) values ($1, $2, $3, $4, $5)', [
    userId,
    address,
    encrypted,
    ctx.masterKey.id,
    ctx.now(),
  ])
  return address
}

export async function getWalletAddress(ctx: SecureContext, userId: string): Promise<`0x${string}` | null> {
  const [row] = await ctx.db.query<{ address: `0x${string}` }>('select address from secure_wallets where user_id = $1', [userId])
  return row?.address ?? null
}

/**
 * The user's signing account, decrypted for one operation. It never leaves this process: callers
 * use it to sign and return signatures or hashes only.
 */
export async function loadSigner(ctx: SecureContext, userId: string): Promise<PrivateKeyAccount> {
  const [row] = await ctx.db.query<{ address: string; encrypted_key: string; key_id: string }>(
    'select address, encrypted_key, key_id from secure_wallets where user_id = $1',
    [userId],
  )
  if (!row) throw new WalletNotFoundError('No wallet for this user')
  const privateKey = decryptSecret(ctx.masterKey, row.encrypted_key, walletAssociatedData(userId, row.address)) as `0x${string}`
  const account = privateKeyToAccount(privateKey)
  if (account.address.toLowerCase() !== row.address.toLowerCase()) throw new WalletKeyMismatchError('Wallet key does not match its address')
  return account
}
