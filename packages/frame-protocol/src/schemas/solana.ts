import * as z from 'zod/mini'

/**
 * The embedded wallet's Solana methods (docs/rules/calls.md: sign message, sign transaction, sign all
 * transactions, sign and send with options skipPreflight, preflightCommitment, maxRetries,
 * minContextSlot). They travel in `RPC_REQUEST` with `chainNamespace: 'solana'`; messages,
 * transactions and signatures are base58 (transactions as their wire bytes).
 */

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

/** A base58 string of at most `max` characters. */
const base58 = (max: number) => z.string().check(z.minLength(1), z.maxLength(max), z.regex(BASE58))

/** A Solana address (32 bytes, 32 to 44 base58 characters). */
export const solanaAddressSchema = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))

/** A serialized transaction: the 1232-byte packet limit is at most 1,685 base58 characters. */
export const solanaTransactionSchema = base58(1685)

/** A signature: 64 bytes, 87 or 88 base58 characters (fewer with leading zero bytes). */
export const solanaSignatureSchema = base58(88)

/** At most 64 KiB of message bytes (88,300 base58 characters). */
export const solanaMessageSchema = base58(88_300)

/** A Solana commitment level (`@solana/web3.js`'s `Commitment`). */
export const solanaCommitmentSchema = z.enum(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])

/** `@solana/web3.js` SendOptions. */
export const solanaSendOptionsSchema = z.object({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(solanaCommitmentSchema),
  maxRetries: z.optional(z.int().check(z.nonnegative(), z.lte(100))),
  minContextSlot: z.optional(z.int().check(z.nonnegative())),
})

/** `solana_signMessage` params: the message bytes and the signing account. */
export const solanaSignMessageParamsSchema = z.object({ message: solanaMessageSchema, pubkey: solanaAddressSchema })
/** `solana_signTransaction` params: the serialized transaction. */
export const solanaSignTransactionParamsSchema = z.object({ transaction: solanaTransactionSchema })
/** `solana_signAllTransactions` params: 1 to 32 serialized transactions. */
export const solanaSignAllTransactionsParamsSchema = z.object({ transactions: z.array(solanaTransactionSchema).check(z.minLength(1), z.maxLength(32)) })
/** `solana_signAndSendTransaction` params: the serialized transaction and its send options. */
export const solanaSignAndSendTransactionParamsSchema = z.object({
  transaction: solanaTransactionSchema,
  options: z.optional(solanaSendOptionsSchema),
})

/** Results. */
export const solanaSignMessageResultSchema = z.object({ signature: solanaSignatureSchema })
/** `solana_signTransaction` result: the signed transaction. */
export const solanaSignTransactionResultSchema = z.object({ transaction: solanaTransactionSchema })
/** `solana_signAllTransactions` result: the signed transactions, in order. */
export const solanaSignAllTransactionsResultSchema = z.object({ transactions: z.array(solanaTransactionSchema).check(z.maxLength(32)) })
/** `solana_signAndSendTransaction` result: the transaction's signature. */
export const solanaSignAndSendTransactionResultSchema = z.object({ signature: solanaSignatureSchema })

/** The params schema of each Solana method. */
export const SOLANA_RPC_PARAMS = {
  solana_signMessage: solanaSignMessageParamsSchema,
  solana_signTransaction: solanaSignTransactionParamsSchema,
  solana_signAllTransactions: solanaSignAllTransactionsParamsSchema,
  solana_signAndSendTransaction: solanaSignAndSendTransactionParamsSchema,
} as const

/** The result schema of each Solana method. */
export const SOLANA_RPC_RESULTS = {
  solana_signMessage: solanaSignMessageResultSchema,
  solana_signTransaction: solanaSignTransactionResultSchema,
  solana_signAllTransactions: solanaSignAllTransactionsResultSchema,
  solana_signAndSendTransaction: solanaSignAndSendTransactionResultSchema,
} as const

export type SolanaRpcMethod = keyof typeof SOLANA_RPC_PARAMS
export type SolanaRpcParams<method extends SolanaRpcMethod> = z.infer<(typeof SOLANA_RPC_PARAMS)[method]>
export type SolanaRpcResult<method extends SolanaRpcMethod> = z.infer<(typeof SOLANA_RPC_RESULTS)[method]>
export type SolanaSendOptions = z.infer<typeof solanaSendOptionsSchema>

/** Whether a method is one of the embedded wallet's Solana methods (`solana_signMessage`, …). */
export function isSolanaRpcMethod(method: string): method is SolanaRpcMethod {
  return Object.hasOwn(SOLANA_RPC_PARAMS, method)
}
