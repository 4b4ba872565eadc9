import type * as v from 'valibot'
import { createKitOptionsSchema, featuresSchema, themeVariablesSchema } from '../createKitOptions.js'
import { didYouMean } from './didYouMean.js'
import { unsupportedAppKitFeatureNames, unsupportedAppKitOptionNames } from './unsupportedOptionNames.js'

/** Any valibot issue of the options or of a part of them (`updateFeatures`). */
type OptionsIssue = v.BaseIssue<unknown>

/**
 * A valibot issue as KitOptionsError lines. A missing option is "Required". valibot reports the first
 * unknown key of an object; every unknown key of it is listed, each with a "did you mean" when it is
 * a typo of a known one.
 */
export function describeIssue(issue: OptionsIssue): { path: string; message: string }[] {
  const items = issue.path ?? []
  const keys = items.map((item) => String(item.key))
  const last = items.at(-1)
  if (last?.origin !== 'key') return [{ path: keys.join('.') || '(options)', message: issue.message }]
  if (issue.expected !== 'never') return [{ path: keys.join('.'), message: 'Required' }]
  const parent = keys.slice(0, -1)
  const known = knownKeys(parent)
  const unknown = Object.keys(last.input as object).filter((key) => !known.schema.includes(key))
  return unknown.map((key) => {
    const suggestion = didYouMean(key, known.all)
    return { path: parent.join('.') || '(options)', message: `Unrecognized key: "${key}"${suggestion ? `; did you mean "${suggestion}"?` : ''}` }
  })
}

/** The keys the object at `path` takes (`schema`), and those a typo may be of (`all`: with AppKit's unsupported ones). */
function knownKeys(path: readonly string[]): { schema: string[]; all: string[] } {
  if (path.length === 0) {
    const schema = Object.keys(createKitOptionsSchema.entries)
    return { schema, all: [...schema, ...unsupportedAppKitOptionNames] }
  }
  if (path[0] === 'features') {
    const schema = Object.keys(featuresSchema.entries)
    return { schema, all: [...schema, ...unsupportedAppKitFeatureNames] }
  }
  const schema = path[0] === 'themeVariables' ? Object.keys(themeVariablesSchema.entries) : []
  return { schema, all: schema }
}
