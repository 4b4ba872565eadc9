import type { z } from 'zod'

/** A validation problem an error answer names: the field (`addresses.2`, `page`; null for the whole input) and what is wrong. */
export interface InputIssue {
  readonly field: string | null
  readonly message: string
}

/** The first problem zod found, as the field path joined with dots and its message. */
export function firstIssue(error: z.ZodError): InputIssue {
  const issue = error.issues[0]
  return { field: issue && issue.path.length > 0 ? issue.path.map(String).join('.') : null, message: issue?.message ?? 'Invalid input' }
}
