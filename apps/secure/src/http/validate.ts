import { findJsonProblem, firstIssue } from '@kit/server-shared'
import type { Context } from 'hono'
import type { z } from 'zod'
import { badRequest, HttpError } from './httpError.js'

/**
 * The JSON body parsed with `schema`, or a 400 naming the first problem. Text PostgreSQL cannot
 * store (NUL, a lone UTF-16 surrogate) anywhere in the body, or nesting deeper than 32 levels, is a
 * 400 before validation.
 */
export async function readJson<schema extends z.ZodType>(c: Context, schema: schema): Promise<z.output<schema>> {
  const type = c.req.header('content-type') ?? ''
  if (!type.toLowerCase().startsWith('application/json')) throw new HttpError(415, 'Send JSON (content-type: application/json)')
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw badRequest('The body is not valid JSON')
  }
  const problem = findJsonProblem(body)
  if (problem) throw badRequest(`Invalid input: ${problem.field}: ${problem.message}`, 'INVALID_INPUT')
  return parseInput(schema, body)
}

/** `value` parsed with `schema`, or a 400 naming the first problem. */
export function parseInput<schema extends z.ZodType>(schema: schema, value: unknown): z.output<schema> {
  const result = schema.safeParse(value)
  if (!result.success) {
    const { field, message } = firstIssue(result.error)
    throw badRequest(`Invalid input: ${field === null ? '' : `${field}: `}${message}`, 'INVALID_INPUT')
  }
  return result.data
}

/** The bearer token of the request (the frame's session), if any. */
export function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer ([A-Za-z0-9_-]{16,256})$/.exec(header)
  return match?.[1] ?? null
}
