import { findUnstorableText, type UnstorableText } from './findUnstorableText.js'

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
 * Why a parsed JSON body cannot be taken as it is, or null: nesting deeper than
 * {@link MAX_JSON_DEPTH} (on `body`), or a string PostgreSQL cannot store (on its field).
 */
export function findJsonProblem(value: unknown): UnstorableText | null {
  if (depthOf(value) > MAX_JSON_DEPTH) return { field: 'body', message: `Nesting deeper than ${MAX_JSON_DEPTH} levels` }
  return findUnstorableText(value)
}
