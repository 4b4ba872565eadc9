import { unsupportedAppKitFeatureNames, unsupportedAppKitOptionNames } from './unsupportedOptionNames.js'

const isOneOf = (names: readonly string[], key: string) => names.includes(key)

/**
 * Removes the AppKit options Kit has no equivalent for (unsupportedOptionNames.ts) from `input`
 * (and from `input.features`) and returns their names, so the strict schema sees only what Kit
 * implements; a `defaultAccountTypes.bip122` other than payment is kept (valid) but named too.
 */
export function stripUnsupportedOptions(input: Record<string, unknown>): { input: Record<string, unknown>; ignored: string[] } {
  const ignored: string[] = []
  const output: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(input)) {
    if (isOneOf(unsupportedAppKitOptionNames, key)) ignored.push(key)
    else output[key] = value
  }
  const accountTypes = input.defaultAccountTypes as Record<string, unknown> | undefined
  if (accountTypes && typeof accountTypes === 'object' && accountTypes.bip122 !== undefined && accountTypes.bip122 !== 'payment')
    ignored.push('defaultAccountTypes.bip122')
  const features = input.features
  if (features && typeof features === 'object' && !Array.isArray(features)) {
    const kept: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(features)) {
      if (isOneOf(unsupportedAppKitFeatureNames, key)) ignored.push(`features.${key}`)
      else kept[key] = value
    }
    output.features = kept
  }
  return { input: output, ignored }
}

/** Prints the one warning for the options `stripUnsupportedOptions` named, once its texts have loaded. */
export function warnUnsupportedOptions(ignored: readonly string[]): void {
  if (!ignored.length) return
  void import('./unsupportedOptionReasons.js').then(({ unsupportedOptionsWarning }) => console.warn(unsupportedOptionsWarning(ignored)))
}
