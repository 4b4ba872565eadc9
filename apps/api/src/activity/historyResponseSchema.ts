import { z } from 'zod'

const spamFlags = z.object({ is_spam: z.boolean() })

/** One movement of a transaction, from the account's point of view (AppKit / docs/rules Transaction entity). */
export const transferSchema = z.object({
  fungible_info: z.object({ name: z.string(), symbol: z.string(), icon: z.object({ url: z.string() }), flags: spamFlags }).optional(),
  nft_info: z.object({ name: z.string(), content: z.object({ preview: z.object({ url: z.string() }) }), flags: spamFlags }).optional(),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.number().nonnegative(),
  price: z.number().nonnegative(),
})

export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.enum(['send', 'receive', 'trade', 'mint', 'burn', 'execute']),
    hash: z.string(),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed']),
    nonce: z.number().int().nonnegative(),
    chain: z.string(),
  }),
  transfers: z.array(transferSchema),
})

export const historyResponseSchema = z.object({
  data: z.array(transactionSchema),
  next: z.string().nullable(),
})

export type HistoryResponse = z.input<typeof historyResponseSchema>
export type TransactionItem = z.input<typeof transactionSchema>
export type TransferItem = z.input<typeof transferSchema>
