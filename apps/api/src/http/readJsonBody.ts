import type { Context } from 'hono'
import type { ApiEnv } from '../apiEnv.js'
import { InputError } from './apiError.js'
import { findUnstorableText } from './findUnstorableText.js'

/** Deepest nesting accepted in a JSON body (PostgreSQL's jsonb parser is recursive). */
export const MAX_JSON_DEPTH = 32

function depthOf(value: unknown, depth = 0): number {
  if (depth > MAX_JSON_DEPTH || typeof value !== 'object' || value === null) return depth
  let deepest = depth
  for (const child of Object.values(value)) {
    deepest = Math.max(deepest, depthOf(child, depth + 1))
    if (deepest > MAX_JSON_DEPTH) break
  }
  return deepest
}

/**
 * The request body parsed as JSON (once per request). Malformed JSON and nesting deeper than
 * {@link MAX_JSON_DEPTH} are a 400 on `body`; a string PostgreSQL cannot store (NUL, a lone
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
  if (depthOf(parsed) > MAX_JSON_DEPTH) throw new InputError('body', `Nesting deeper than ${MAX_JSON_DEPTH} levels`)
  const unstorable = findUnstorableText(parsed)
  if (unstorable) throw new InputError(unstorable.field, unstorable.message)
  c.set('jsonBody', parsed)
  return parsed
}
