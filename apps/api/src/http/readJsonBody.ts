import { findJsonProblem } from '@kit/server-shared'
import type { Context } from 'hono'
import type { ApiEnv } from '../apiEnv.js'
import { InputError } from './apiError.js'

/**
 * The request body parsed as JSON (once per request). Malformed JSON and nesting deeper than
 * 32 levels are a 400 on `body`; a string PostgreSQL cannot store (NUL, a lone
 * UTF-16 surrogate such as `"\ud800"`) is a 400 on its field.
 */
export async function readJsonBody(c: Context<ApiEnv>): Promise<unknown> {
  const cached = c.get('jsonBody')
  if (cached !== undefined) return cached
  const text = await c.req.text()
  if (text.trim() === '') throw new InputError('body', 'Required')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new InputError('body', 'Malformed JSON')
  }
  const problem = findJsonProblem(parsed)
  if (problem) throw new InputError(problem.field, problem.message)
  c.set('jsonBody', parsed)
  return parsed
}
