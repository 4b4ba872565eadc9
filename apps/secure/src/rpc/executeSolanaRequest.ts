import { Connection, type VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import type { SecureContext } from '../context.js'
import { HttpError } from '../http/httpError.js'
import { loadSolanaSigner, type SolanaSigner } from '../wallet/solanaWallets.js'
import { decodeSolanaTransaction, type SolanaUnsafeRequest, signerIndex } from './solanaRequests.js'

/** Puts the user's signature in its slot (the transaction's other signatures stay as they are). */
function signTransaction(signer: SolanaSigner, method: SolanaUnsafeRequest['method'], encoded: string): VersionedTransaction {
  const transaction = decodeSolanaTransaction(method, encoded)
  transaction.signatures[signerIndex(transaction, signer.address)] = signer.sign(transaction.message.serialize())
  return transaction
}

/**
 * Runs an approved Solana request with the user's ed25519 key: a message signature, signed
 * transactions (base58 wire bytes), or the signature of a transaction sent to the cluster's RPC.
 */
export async function executeSolanaRequest(ctx: SecureContext, userId: string, request: SolanaUnsafeRequest, rpcUrl: string): Promise<unknown> {
  const signer = await loadSolanaSigner(ctx, userId)
  if (request.method === 'solana_signMessage') return { signature: bs58.encode(signer.sign(bs58.decode(request.message))) }
  if (request.method === 'solana_signTransaction') return { transaction: bs58.encode(signTransaction(signer, request.method, request.transaction).serialize()) }
  if (request.method === 'solana_signAllTransactions')
    return { transactions: request.transactions.map((encoded) => bs58.encode(signTransaction(signer, request.method, encoded).serialize())) }
  const transaction = signTransaction(signer, request.method, request.transaction)
  try {
    const connection = new Connection(rpcUrl, { commitment: 'confirmed', disableRetryOnRateLimit: true })
    return { signature: await connection.sendRawTransaction(transaction.serialize(), request.options) }
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? 'Transaction failed') : 'Transaction failed'
    throw new HttpError(400, message, -32603)
  }
}
