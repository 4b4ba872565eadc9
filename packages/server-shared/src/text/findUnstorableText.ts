/** A lone UTF-16 surrogate: a high half without its low half, or a low half without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export interface UnstorableText {
  /** Where it is: `props.properties.name`, or `body` for the top level. */
  readonly field: string
  readonly message: string
}

/** Why PostgreSQL cannot store `text` (text and jsonb reject NUL and invalid UTF-16), or null. */
function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return 'Text may not contain NUL characters'
  if (LONE_SURROGATE.test(text)) return 'Text may not contain lone UTF-16 surrogates (\\uD800-\\uDFFF without its pair)'
  return null
}

/**
 * The first string (object key or value, at any depth) of a parsed JSON value that PostgreSQL
 * cannot store, or null. Every JSON body is checked with it before validation, so such input is
 * a 400 naming the field and never reaches the database (where it would be a 500).
 */
export function findUnstorableText(value: unknown, path: readonly string[] = []): UnstorableText | null {
  const at = (segments: readonly string[]): string => (segments.length > 0 ? segments.join('.') : 'body')
  if (typeof value === 'string') {
    const message = problemOf(value)
    return message ? { field: at(path), message } : null
  }
  if (typeof value !== 'object' || value === null) return null
  for (const [key, child] of Object.entries(value)) {
    const keyProblem = problemOf(key)
    if (keyProblem) return { field: at(path), message: `Key: ${keyProblem}` }
    const found = findUnstorableText(child, [...path, key])
    if (found) return found
  }
  return null
}
