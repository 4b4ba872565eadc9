import { z } from 'zod'

/** An account as given in a path: EVM (40 hex, optional 0x, per docs/rules/validation.md) or Solana (base58, 32-44). */
export type AccountAddress = { readonly namespace: 'eip155'; readonly address: `0x${string}` } | { readonly namespace: 'solana'; readonly address: string }

export const accountAddressSchema = z
  .string()
  .max(100)
  .transform((value, context): AccountAddress => {
    if (/^(0x)?[0-9a-fA-F]{40}$/.test(value)) {
      const hex = value.startsWith('0x') ? value.slice(2) : value
      return { namespace: 'eip155', address: `0x${hex.toLowerCase()}` }
    }
    if (/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return { namespace: 'solana', address: value }
    context.addIssue({ code: 'custom', message: 'Expected an EVM address (40 hex characters) or a Solana address (base58)' })
    return z.NEVER
  })

/** CAIP-2 network id: exactly two non-empty colon parts (docs/rules/validation.md). */
export const networkIdSchema = z
  .string()
  .max(80)
  .refine((value) => {
    const parts = value.split(':')
    return parts.length === 2 && parts.every((part) => /^[-_a-zA-Z0-9]+$/.test(part))
  }, 'Invalid CAIP-2 network id')

/** CAIP-10 account id: exactly three non-empty colon parts (docs/rules/validation.md). */
export const caip10Schema = z
  .string()
  .max(200)
  .refine((value) => {
    const parts = value.split(':')
    return parts.length === 3 && parts.every((part) => /^[-_.a-zA-Z0-9]+$/.test(part))
  }, 'Invalid CAIP-10 address')

export const currencySchema = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'Expected a 3-letter currency code')
  .transform((value) => value.toLowerCase())

/** Page size of cursor-paginated lists. */
export const limitSchema = z
  .string()
  .regex(/^\d{1,3}$/, 'Expected an integer from 1 to 100')
  .transform(Number)
  .refine((value) => value >= 1 && value <= 100, 'Expected an integer from 1 to 100')

export const cursorSchema = z.string().min(1).max(500)
