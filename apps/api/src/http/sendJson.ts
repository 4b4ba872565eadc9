import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'

/** Our own answer broke its schema: a bug, answered with 500 and logged. */
export class OutputError extends Error {
  override name = 'OutputError'
}

/** Validates an answer against its zod schema, then sends it as JSON. */
export function sendJson<Schema extends z.ZodType>(c: Context, schema: Schema, body: z.input<Schema>, status: ContentfulStatusCode = 200): Response {
  const result = schema.safeParse(body)
  if (!result.success) {
    throw new OutputError(`Answer of ${c.req.method} ${c.req.path} does not match its schema: ${result.error.message}`)
  }
  return c.json(result.data as object, status)
}

/** Validates an answer and returns its JSON text (for answers that are cached as text). */
export function serializeJson<Schema extends z.ZodType>(schema: Schema, body: z.input<Schema>, what: string): string {
  const result = schema.safeParse(body)
  if (!result.success) throw new OutputError(`${what} does not match its schema: ${result.error.message}`)
  return JSON.stringify(result.data)
}
