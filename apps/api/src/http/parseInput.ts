import { firstIssue } from '@kit/server-shared'
import type { z } from 'zod'
import { InputError } from './apiError.js'

/**
 * Validates request input with a zod schema. The first issue becomes a 400 naming its field
 * (`addresses.2`, `page`, …) — bad input never turns into a 5xx.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown, fallbackField = 'body'): z.output<Schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const { field, message } = firstIssue(result.error)
  throw new InputError(field ?? fallbackField, message)
}
