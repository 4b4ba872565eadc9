import type { Transaction, VersionedTransaction } from '@solana/web3.js'

/** A web3.js transaction, legacy or versioned. */
export type SolanaTransaction = Transaction | VersionedTransaction

function isVersioned(transaction: SolanaTransaction): transaction is VersionedTransaction {
  return 'version' in transaction
}

/** Wire bytes for a wallet: signatures the wallet adds may be missing. */
export function serializeTransaction(transaction: SolanaTransaction): Uint8Array {
  return isVersioned(transaction) ? transaction.serialize() : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

/** The wallet's bytes back as the caller's kind of transaction. */
export async function deserializeTransaction<transaction extends SolanaTransaction>(like: transaction, bytes: Uint8Array): Promise<transaction> {
  const { Transaction: LegacyTransaction, VersionedTransaction: Versioned } = await import('@solana/web3.js')
  return (isVersioned(like) ? Versioned.deserialize(bytes) : LegacyTransaction.from(bytes)) as transaction
}
