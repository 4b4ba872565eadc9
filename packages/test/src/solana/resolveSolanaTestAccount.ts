import { createHash } from 'node:crypto'
import { Keypair } from '@solana/web3.js'
import { decodeBase58 } from './base58.js'

/** An index of the devnet's ten funded accounts, a base58 secret key (64 bytes) or its bytes. */
export type SolanaTestAccountSource = number | string | Uint8Array

/**
 * The keypair that signs for the Solana test wallet. Index `i` is `@kit/devnet`'s funded account
 * `i`: `Keypair.fromSeed(sha256('kit-devnet/solana/account/<i>'))` (1,000 SOL and 1,000,000 USDC
 * on a fresh devnet).
 */
export function resolveSolanaTestAccount(source: SolanaTestAccountSource): Keypair {
  if (typeof source === 'number') {
    if (!Number.isInteger(source) || source < 0) throw new Error(`Invalid account index ${source}`)
    return Keypair.fromSeed(createHash('sha256').update(`kit-devnet/solana/account/${source}`).digest())
  }
  const bytes = typeof source === 'string' ? decodeBase58(source) : source
  if (bytes.length !== 64) throw new Error('Invalid secret key: expected 64 bytes (seed and public key)')
  return Keypair.fromSecretKey(bytes)
}
