import type { ResolvedKitOptions } from '../createKitOptions.js'

/**
 * The `features` given in code: the options' at first, then as `updateFeatures` / `updateOptions`
 * change them. `getFeatures` resolves them against the defaults and the remote config.
 */
export type FeaturesState = { code: ResolvedKitOptions['features'] }

export function createFeaturesState(code: ResolvedKitOptions['features']): FeaturesState {
  return { code: { ...code } }
}
