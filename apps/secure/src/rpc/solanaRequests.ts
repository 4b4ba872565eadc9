import { FRAME_ERROR_CODES, SOLANA_RPC_PARAMS, type SolanaRpcMethod, type SolanaSendOptions } from '@kit/frame-protocol'
import { LAMPORTS_PER_SOL, SystemProgram, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { badRequest } from '../http/httpError.js'

/** A validated Solana request, as stored with its pending approval (the cluster is part of it). */
export type SolanaUnsafeRequest =
  | { method: 'solana_signMessage'; network: string; message: string }
  | { method: 'solana_signTransaction'; network: string; transaction: string }
  | { method: 'solana_signAllTransactions'; network: string; transactions: string[] }
  | { method: 'solana_signAndSendTransaction'; network: string; transaction: string; options?: SolanaSendOptions | undefined }

/** What the approval screen shows for a Solana transaction: fee payer and each instruction (SOL transfers decoded). */
export interface SolanaTransactionPreview {
  readonly feePayer: string
  readonly instructions: { program: string; to: string | null; amount: string | null; data: string | null }[]
}

const USAGE: Record<SolanaRpcMethod, string> = {
  solana_signMessage: 'solana_signMessage expects { message (base58), pubkey }',
  solana_signTransaction: 'solana_signTransaction expects { transaction (base58) }',
  solana_signAllTransactions: 'solana_signAllTransactions expects { transactions: [base58, ...] } (1 to 32)',
  solana_signAndSendTransaction: 'solana_signAndSendTransaction expects { transaction (base58), options? }',
}

/** The wire bytes of a base58 transaction, parsed (legacy or v0); a clear 400 for anything else. */
export function decodeSolanaTransaction(method: SolanaRpcMethod, encoded: string): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(bs58.decode(encoded))
  } catch {
    throw badRequest(`${method}: not a serialized Solana transaction`, FRAME_ERROR_CODES.invalidParams)
  }
}

/** Where `account` signs `transaction`: its index among the required signers; a 4100 error when it is not one. */
export function signerIndex(transaction: VersionedTransaction, account: string): number {
  const { staticAccountKeys, header } = transaction.message
  const index = staticAccountKeys.slice(0, header.numRequiredSignatures).findIndex((key) => key.toBase58() === account)
  if (index < 0) throw badRequest("The transaction does not need the connected account's signature", 4100)
  return index
}

/** Validates the params of a Solana method against the connected Solana `account` on `network`. */
export function parseSolanaRequest(method: SolanaRpcMethod, params: unknown, account: string, network: string): SolanaUnsafeRequest {
  const parsed = SOLANA_RPC_PARAMS[method].safeParse(params)
  if (!parsed.success) throw badRequest(USAGE[method], FRAME_ERROR_CODES.invalidParams)
  const data = parsed.data as Record<string, unknown>
  if (method === 'solana_signMessage') {
    if (data.pubkey !== account) throw badRequest('The address does not match the connected account', 4100)
    return { method, network, message: data.message as string }
  }
  const transactions = method === 'solana_signAllTransactions' ? (data.transactions as string[]) : [data.transaction as string]
  for (const encoded of transactions) signerIndex(decodeSolanaTransaction(method, encoded), account)
  if (method === 'solana_signAllTransactions') return { method, network, transactions }
  if (method === 'solana_signTransaction') return { method, network, transaction: transactions[0] as string }
  return { method, network, transaction: transactions[0] as string, options: data.options as SolanaSendOptions | undefined }
}

/** The message as text when its bytes are printable UTF-8, else the base58 itself. */
export function solanaMessageText(message: string): string {
  const bytes = bs58.decode(message)
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
  return /^[\P{C}\n\r\t]*$/u.test(text) && !text.includes('\uFFFD') ? text : message
}

const SYSTEM_PROGRAM = SystemProgram.programId.toBase58()

/** Fee payer and instructions of a transaction, SOL transfers decoded (System Program instruction 2). */
export function previewSolanaTransaction(transaction: VersionedTransaction): SolanaTransactionPreview {
  const { message } = transaction
  const keys = message.staticAccountKeys.map((key) => key.toBase58())
  const keyAt = (index: number): string => keys[index] ?? `lookup table account #${index}`
  return {
    feePayer: keyAt(0),
    instructions: message.compiledInstructions.map((instruction) => {
      const program = keyAt(instruction.programIdIndex)
      const data = Buffer.from(instruction.data)
      if (program === SYSTEM_PROGRAM && data.length === 12 && data.readUInt32LE(0) === 2) {
        const lamports = data.readBigUInt64LE(4)
        const to = instruction.accountKeyIndexes[1]
        return { program: 'System Program', to: to === undefined ? null : keyAt(to), amount: `${formatSol(lamports)} SOL`, data: null }
      }
      return { program, to: null, amount: null, data: data.length > 0 ? `0x${data.toString('hex')}` : null }
    }),
  }
}

/** Lamports as SOL without rounding (9 decimals, trailing zeros dropped). */
export function formatSol(lamports: bigint): string {
  const perSol = BigInt(LAMPORTS_PER_SOL)
  const fraction = (lamports % perSol).toString().padStart(9, '0').replace(/0+$/, '')
  return `${lamports / perSol}${fraction ? `.${fraction}` : ''}`
}

/** Whether a stored request is one of the Solana methods. */
export function isSolanaRequest<request extends { method: string }>(request: request): request is Extract<request, SolanaUnsafeRequest> {
  return Object.hasOwn(SOLANA_RPC_PARAMS, request.method)
}
