import * as v from 'valibot'
import { type CreateKitOptions, featuresSchema } from '../createKitOptions.js'
import { KitOptionsError } from '../errors/options.js'
import type { Kit } from '../kit.js'
import { stripUnsupportedOptions, warnUnsupportedOptions } from '../options/appKitOptions.js'
import { describeIssue } from '../options/describeIssue.js'

export type UpdateFeaturesParameters = NonNullable<CreateKitOptions['features']>

const featuresOnly = v.strictObject({ features: featuresSchema })

/**
 * AppKit's `updateFeatures`: merges `features` into those given in code, validated as
 * `createAppKit` validates them (a KitOptionsError names each bad key, nothing changes then;
 * AppKit features Kit has no equivalent for are accepted with one warning).
 */
export function updateFeatures(kit: Kit, features: UpdateFeaturesParameters): void {
  const { input, ignored } = stripUnsupportedOptions({ features })
  const parsed = v.safeParse(featuresOnly, input)
  if (!parsed.success) throw new KitOptionsError({ issues: parsed.issues.flatMap((issue) => describeIssue(issue)) })
  warnUnsupportedOptions(ignored)
  const state = kit._internal.state.features
  state.code = { ...state.code, ...parsed.output.features }
}
