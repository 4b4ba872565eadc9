import { z } from 'zod'

/** One balance, as AppKit's blockchain API returns it. */
export const balanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  /** CAIP-10 id of the token contract; absent for the native currency. */
  address: z.string().optional(),
  value: z.number().nonnegative(),
  price: z.number().nonnegative(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})

export const balanceResponseSchema = z.object({ balances: z.array(balanceSchema) })
export type BalanceResponse = z.input<typeof balanceResponseSchema>
export type Balance = z.input<typeof balanceSchema>
