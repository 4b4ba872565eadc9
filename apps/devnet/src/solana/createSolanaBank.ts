import { createHash } from 'node:crypto'
import {
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
  address as toAddress,
  lamports as toLamports,
  signature as toSignature,
} from '@solana/kit'
import bs58 from 'bs58'
import { Clock, FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { SetupTransactionError } from '../setupErrors.js'
import { type TransactionErrorJson, toTransactionErrorJson } from './solanaTransactionError.js'

/** Blocks a blockhash stays usable for (Solana's `MAX_PROCESSING_AGE`). */
export const BLOCKHASH_VALIDITY_BLOCKS = 150
/** Slots per epoch of the local clock (Solana's default). */
export const SLOTS_PER_EPOCH = 432_000
/** Base fee per signature, as litesvm charges it. */
export const LAMPORTS_PER_SIGNATURE = 5_000

export interface SolanaBankAccount {
  readonly lamports: bigint
  readonly owner: string
  readonly data: Uint8Array
  readonly executable: boolean
}

export interface SolanaSignatureStatus {
  readonly slot: number
  readonly err: TransactionErrorJson | null
}

export interface SolanaExecution {
  readonly err: TransactionErrorJson | null
  readonly logs: readonly string[]
  readonly unitsConsumed: number
}

/** Why the bank refused a transaction before it could land (maps to a JSON-RPC error). */
export type SolanaRejection =
  | { readonly reason: 'decode'; readonly message: string }
  | { readonly reason: 'signature' }
  | { readonly reason: 'preflight'; readonly execution: SolanaExecution }

export type SolanaSendResult =
  | { readonly status: 'processed'; readonly signature: string; readonly execution: SolanaExecution }
  /** Accepted by the RPC but never lands (skipPreflight with an expired blockhash, like a real cluster dropping it). */
  | { readonly status: 'dropped'; readonly signature: string }
  | { readonly status: 'rejected'; readonly rejection: SolanaRejection }

export interface SolanaSimulateOptions {
  readonly sigVerify?: boolean
  readonly replaceRecentBlockhash?: boolean
  /** Addresses whose post-simulation state to return. */
  readonly accounts?: readonly string[]
}

export type SolanaSimulateResult =
  | { readonly status: 'simulated'; readonly execution: SolanaExecution; readonly accounts: readonly (SolanaBankAccount | null)[] | null }
  | { readonly status: 'rejected'; readonly rejection: SolanaRejection }

export interface SolanaBank {
  readonly genesisHash: string
  getSlot(): number
  getBlockHeight(): number
  getTransactionCount(): number
  getLatestBlockhash(): { readonly blockhash: string; readonly lastValidBlockHeight: number }
  isBlockhashValid(blockhash: string): boolean
  /** Produces the next slot (new blockhash, clock moved to now). */
  advanceSlot(): void
  getAccount(address: string): SolanaBankAccount | null
  getProgramAccounts(programId: string): readonly { readonly address: string; readonly account: SolanaBankAccount }[]
  minimumBalanceForRentExemption(dataLength: number): bigint
  sendTransaction(wire: Uint8Array, options?: { readonly skipPreflight?: boolean }): SolanaSendResult
  simulateTransaction(wire: Uint8Array, options?: SolanaSimulateOptions): SolanaSimulateResult
  airdrop(address: string, lamports: bigint): string
  getSignatureStatus(signature: string): SolanaSignatureStatus | null
  /** Called after every landed transaction (including airdrops); returns an unsubscribe function. */
  watchTransactions(onTransaction: (signature: string, status: SolanaSignatureStatus) => void): () => void
  watchSlots(onSlot: (slot: number) => void): () => void
}

export interface CreateSolanaBankParameters {
  readonly genesisHash: string
}

interface DecodedTransaction {
  readonly transaction: Transaction
  readonly signature: string | null
  readonly fullySigned: boolean
  readonly blockhash: string
}

function decode(wire: Uint8Array): DecodedTransaction | { readonly error: string } {
  try {
    const transaction = getTransactionDecoder().decode(wire)
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    const signatures = Object.values(transaction.signatures)
    const first = signatures[0]
    return {
      transaction,
      signature: first ? bs58.encode(first) : null,
      fullySigned: signatures.length > 0 && signatures.every((signature) => signature !== null),
      blockhash: message.lifetimeToken,
    }
  } catch (error) {
    return { error: `failed to deserialize transaction: ${error instanceof Error ? error.message : String(error)}` }
  }
}

function toExecution(result: TransactionMetadata | FailedTransactionMetadata): SolanaExecution {
  const failed = result instanceof FailedTransactionMetadata
  const meta = failed ? result.meta() : result
  return {
    err: failed ? toTransactionErrorJson(result.err()) : null,
    logs: meta.logs(),
    unitsConsumed: Number(meta.computeUnitsConsumed()),
  }
}

function toBankAccount(account: {
  readonly lamports: bigint
  readonly programAddress: string
  readonly data: ArrayLike<number>
  readonly executable: boolean
}): SolanaBankAccount {
  return { lamports: account.lamports, owner: account.programAddress, data: Uint8Array.from(account.data), executable: account.executable }
}

function blockhashForSlot(genesisHash: string, slot: number): string {
  return bs58.encode(createHash('sha256').update(`${genesisHash}:${slot}`).digest())
}

/**
 * An in-process Solana "bank" over LiteSVM: slots and blockhashes on demand, a window of
 * valid blockhashes (litesvm itself only accepts its latest one, so its own check is off and
 * this window is enforced here), signature statuses and change notifications.
 */
export function createSolanaBank(parameters: CreateSolanaBankParameters): SolanaBank {
  const svm = new LiteSVM()
    .withBlockhashCheck(false)
    .withLamports(10n ** 17n)
    .withTransactionHistory(100_000n)
  const genesisTime = BigInt(Math.floor(Date.now() / 1000))
  const blockhashes = new Map<string, number>()
  const statuses = new Map<string, SolanaSignatureStatus>()
  const transactionListeners = new Set<(signature: string, status: SolanaSignatureStatus) => void>()
  const slotListeners = new Set<(slot: number) => void>()
  let slot = 0
  let latestBlockhash = ''
  let transactionCount = 0

  const advanceSlot = (): void => {
    slot += 1
    const unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    const epoch = BigInt(Math.floor(slot / SLOTS_PER_EPOCH))
    svm.setClock(new Clock(BigInt(slot), genesisTime, epoch, epoch + 1n, unixTimestamp))
    latestBlockhash = blockhashForSlot(parameters.genesisHash, slot)
    blockhashes.set(latestBlockhash, slot + BLOCKHASH_VALIDITY_BLOCKS)
    for (const [hash, lastValid] of blockhashes) if (lastValid < slot) blockhashes.delete(hash)
    for (const listener of slotListeners) listener(slot)
  }
  advanceSlot()

  const isBlockhashValid = (blockhash: string): boolean => {
    const lastValid = blockhashes.get(blockhash)
    return lastValid !== undefined && slot <= lastValid
  }

  const record = (signature: string, err: TransactionErrorJson | null): void => {
    const status = { slot, err }
    statuses.set(signature, status)
    transactionCount += 1
    for (const listener of transactionListeners) listener(signature, status)
  }

  const simulateDecoded = (decoded: DecodedTransaction, sigVerify: boolean) => {
    svm.withSigverify(sigVerify)
    try {
      return svm.simulateTransaction(decoded.transaction)
    } finally {
      svm.withSigverify(true)
    }
  }

  const getAccount = (address: string): SolanaBankAccount | null => {
    const account = svm.getAccount(toAddress(address))
    if (!account.exists || (account.lamports === 0n && account.data.length === 0)) return null
    return toBankAccount(account)
  }

  return {
    genesisHash: parameters.genesisHash,
    getSlot: () => slot,
    getBlockHeight: () => slot,
    getTransactionCount: () => transactionCount,
    getLatestBlockhash: () => ({ blockhash: latestBlockhash, lastValidBlockHeight: slot + BLOCKHASH_VALIDITY_BLOCKS }),
    isBlockhashValid,
    advanceSlot,
    getAccount,
    getProgramAccounts: (programId) =>
      svm.getProgramAccounts(toAddress(programId)).map((account) => ({ address: account.address, account: toBankAccount(account) })),
    minimumBalanceForRentExemption: (dataLength) => svm.minimumBalanceForRentExemption(BigInt(dataLength)),

    sendTransaction(wire, options = {}) {
      const decoded = decode(wire)
      if ('error' in decoded) return { status: 'rejected', rejection: { reason: 'decode', message: decoded.error } }
      if (!decoded.fullySigned || !decoded.signature) return { status: 'rejected', rejection: { reason: 'signature' } }
      if (!isBlockhashValid(decoded.blockhash)) {
        if (options.skipPreflight) return { status: 'dropped', signature: decoded.signature }
        const execution = { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 }
        return { status: 'rejected', rejection: { reason: 'preflight', execution } }
      }
      if (!options.skipPreflight) {
        const simulated = simulateDecoded(decoded, true)
        if (simulated instanceof FailedTransactionMetadata) {
          const execution = toExecution(simulated)
          if (execution.err === 'SignatureFailure') return { status: 'rejected', rejection: { reason: 'signature' } }
          return { status: 'rejected', rejection: { reason: 'preflight', execution } }
        }
      }
      const result = svm.sendTransaction(decoded.transaction)
      const execution = toExecution(result)
      // litesvm keeps a failed transaction in its history only when it was executed (fee charged);
      // others (bad signature, already processed) never land on a real cluster either.
      const landed = !(result instanceof FailedTransactionMetadata) || svm.getTransaction(toSignature(decoded.signature)) !== null
      if (!landed) {
        if (options.skipPreflight) return { status: 'dropped', signature: decoded.signature }
        if (execution.err === 'SignatureFailure') return { status: 'rejected', rejection: { reason: 'signature' } }
        return { status: 'rejected', rejection: { reason: 'preflight', execution } }
      }
      record(decoded.signature, execution.err)
      return { status: 'processed', signature: decoded.signature, execution }
    },

    simulateTransaction(wire, options = {}) {
      const decoded = decode(wire)
      if ('error' in decoded) return { status: 'rejected', rejection: { reason: 'decode', message: decoded.error } }
      const sigVerify = options.sigVerify ?? false
      if (sigVerify && !decoded.fullySigned) return { status: 'rejected', rejection: { reason: 'signature' } }
      if (!options.replaceRecentBlockhash && !isBlockhashValid(decoded.blockhash)) {
        return { status: 'simulated', execution: { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0 }, accounts: null }
      }
      const simulated = simulateDecoded(decoded, sigVerify)
      if (simulated instanceof FailedTransactionMetadata) {
        const execution = toExecution(simulated)
        if (sigVerify && execution.err === 'SignatureFailure') return { status: 'rejected', rejection: { reason: 'signature' } }
        return { status: 'simulated', execution, accounts: null }
      }
      const execution = toExecution(simulated.meta())
      const post = new Map(simulated.postAccounts().map((account) => [account.address as string, account]))
      const accounts = options.accounts?.map((address) => {
        const account = post.get(address)
        return account ? toBankAccount(account) : getAccount(address)
      })
      return { status: 'simulated', execution, accounts: accounts ?? null }
    },

    airdrop(address, lamports) {
      const result = svm.airdrop(toAddress(address), toLamports(lamports))
      if (!result || result instanceof FailedTransactionMetadata) {
        const reason = result ? JSON.stringify(toTransactionErrorJson(result.err())) : 'no result'
        throw new SetupTransactionError(`Airdrop of ${lamports} lamports to ${address} failed: ${reason}`)
      }
      const signature = bs58.encode(result.signature())
      record(signature, null)
      return signature
    },

    getSignatureStatus: (signature) => statuses.get(signature) ?? null,
    watchTransactions(onTransaction) {
      transactionListeners.add(onTransaction)
      return () => transactionListeners.delete(onTransaction)
    },
    watchSlots(onSlot) {
      slotListeners.add(onSlot)
      return () => slotListeners.delete(onSlot)
    },
  }
}
