import { type CaipNetworkId, fetchBalance, type Kit } from '@kit/core'
import type { Commitment, SignatureStatus } from '@solana/web3.js'
import {
  SolanaConfirmationTimeoutError,
  type SolanaConfirmationTimeoutErrorType,
  SolanaTransactionFailedError,
  type SolanaTransactionFailedErrorType,
} from '../errors/solana.js'
import { getConnection } from './getConnection.js'

export type WaitForSignatureParameters = {
  signature: string
  /** Default: the kit's current solana network. */
  networkId?: CaipNetworkId | undefined
  /** `confirmed` (default) or `finalized`. */
  commitment?: Exclude<Commitment, 'processed' | 'recent' | 'single' | 'singleGossip' | 'root' | 'max'> | undefined
  /** Default 60 s (a blockhash lives about 60 to 90 s). */
  timeout?: number | undefined
  /** Default 500 ms (Solana makes a slot every 400 ms). */
  pollingInterval?: number | undefined
}
export type WaitForSignatureReturnType = SignatureStatus
export type WaitForSignatureErrorType = SolanaTransactionFailedErrorType | SolanaConfirmationTimeoutErrorType

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Waits until a transaction reaches `commitment` (polling `getSignatureStatuses`, no WebSocket)
 * and returns its status, then refreshes the kit's solana balance. A transaction that landed with
 * an error is SolanaTransactionFailedError; none in time, SolanaConfirmationTimeoutError.
 *
 * @example
 * const signature = await sendTransaction(kit, { to, value: 1_000_000n })
 * await waitForSignature(kit, { signature })
 */
export async function waitForSignature(
  kit: Kit,
  { signature, networkId, commitment = 'confirmed', timeout = 60_000, pollingInterval = 500 }: WaitForSignatureParameters,
): Promise<WaitForSignatureReturnType> {
  const connection = await getConnection(kit, { networkId })
  const deadline = Date.now() + timeout
  for (;;) {
    const {
      value: [status],
    } = await connection.getSignatureStatuses([signature])
    if (status?.err) throw new SolanaTransactionFailedError({ signature, err: status.err })
    if (status && (status.confirmationStatus === 'finalized' || (commitment === 'confirmed' && status.confirmationStatus === 'confirmed'))) {
      void fetchBalance(kit, { namespace: 'solana' })
      return status
    }
    if (Date.now() + pollingInterval > deadline) throw new SolanaConfirmationTimeoutError({ signature, timeout })
    await sleep(pollingInterval)
  }
}
