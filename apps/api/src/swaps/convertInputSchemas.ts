import { type Address, getAddress } from 'viem'
import { z } from 'zod'

/** An EVM CAIP-10 id (`eip155:<id>:0x…`) split into its chain and checksummed address. */
export interface EvmAccountId {
  readonly chainId: string
  readonly address: Address
}

export const evmCaip10Schema = z
  .string()
  .max(100)
  .transform((value, context): EvmAccountId => {
    const match = /^(eip155:[0-9]{1,20}):(0x[0-9a-fA-F]{40})$/.exec(value)
    if (!match) {
      context.addIssue({ code: 'custom', message: 'Expected a CAIP-10 EVM address (eip155:<chain id>:0x + 40 hex)' })
      return z.NEVER
    }
    return { chainId: match[1]!, address: getAddress(match[2]!) }
  })

/** An integer amount in the token's smallest unit, above zero and within uint256. */
export const tokenAmountSchema = z
  .string()
  .regex(/^[0-9]{1,78}$/, 'Expected a whole number of the smallest unit')
  .transform((value) => BigInt(value))
  .refine((value) => value > 0n && value < 2n ** 256n, 'Expected an amount above zero and below 2^256')

/** Slippage tolerance in percent: 0.01 to 50 (docs/rules/limits.md default 1). */
export const slippageSchema = z
  .union([z.string().regex(/^[0-9]{1,2}(\.[0-9]{1,2})?$/, 'Expected a percentage such as 1 or 0.5'), z.number()])
  .transform(Number)
  .refine((value) => value >= 0.01 && value <= 50, 'Expected a slippage from 0.01 to 50 percent')

export const sameChain = (a: EvmAccountId, b: EvmAccountId): boolean => a.chainId === b.chainId
