import { isEvmCoinType, NAME_SUFFIXES, nameLabel, validateNameLabel } from '@kit/core/names'
import { z } from 'zod'
import { InputError } from '../http/apiError.js'

/** Suffixes accepted in lookups: the configured one first, then docs/rules' `.reown.id` and `.wcn.id`. */
export function lookupSuffixes(suffix: string): string[] {
  return [...new Set([suffix, ...NAME_SUFFIXES])]
}

/** A name from a path or a message → its label (lower-case), or a 400 naming `field`. */
export function readNameLabel(name: string, suffixes: readonly string[], field: string): string {
  if (name.length > 100) throw new InputError(field, 'Name too long')
  const label = nameLabel(name, suffixes)
  if (label === undefined) throw new InputError(field, `Expected a name ending in ${suffixes.join(', ')}`)
  const problem = validateNameLabel(label)
  if (problem) throw new InputError(field, problem)
  return label
}

export const coinTypeSchema = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, 'Expected a coin type number')])
  .transform((value) => Number(value))
  .refine(isEvmCoinType, 'Invalid coin type: 60 or an ENSIP-11 EVM coin type (0x80000000 | chainId, chainId below 2^31)')

export const registerBodySchema = z
  .object({
    coin_type: coinTypeSchema,
    address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an EVM address (0x and 40 hex characters)'),
    message: z.string().min(1).max(1_000),
    signature: z.string().regex(/^0x(?:[0-9a-fA-F]{2}){1,8192}$/, 'Expected a hex signature'),
  })
  .strict()

export const nameMessageSchema = z
  .object({
    name: z.string().min(1).max(100),
    attributes: z.object({}).strict(),
    timestamp: z.number().int().min(0).max(1e12),
  })
  .strict()

/** The signed registration message (docs/rules/calls.md: JSON of name, empty attributes, unix seconds). */
export function readNameMessage(message: string): z.output<typeof nameMessageSchema> {
  let parsed: unknown
  try {
    parsed = JSON.parse(message)
  } catch {
    throw new InputError('message', 'Expected a JSON message of name, attributes and timestamp')
  }
  const result = nameMessageSchema.safeParse(parsed)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new InputError(['message', ...(issue?.path ?? []).map(String)].join('.'), issue?.message ?? 'Invalid input')
  }
  return result.data
}
