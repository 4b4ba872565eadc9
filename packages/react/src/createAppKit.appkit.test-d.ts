// Kit's createAppKit against AppKit's published types (@reown/appkit, a devDependency used only
// here): every option key, `features` key and public instance member AppKit has must exist in
// Kit. A key AppKit adds later makes `pnpm typecheck` (part of npm test) fail on the line below
// that names the gap. Kit honours each key with AppKit's meaning, or accepts it with one warning
// (docs/guide/migrating-from-appkit.md lists those).

import type { AppKit, CreateAppKit } from '@reown/appkit/react'
import type { CreateAppKitParameters, CreateAppKitReturnType } from './createAppKit.js'

/** `true` only when `keys` is empty (`never`); otherwise the keys themselves, shown in the error. */
type NoneMissing<keys> = [keys] extends [never] ? true : { missing: keys }

type MissingOptions = Exclude<keyof CreateAppKit, keyof CreateAppKitParameters>
type MissingFeatures = Exclude<keyof NonNullable<CreateAppKit['features']>, keyof NonNullable<CreateAppKitParameters['features']>>
type MissingMembers = Exclude<keyof AppKit, keyof CreateAppKitReturnType>

export const everyOption: NoneMissing<MissingOptions> = true
export const everyFeature: NoneMissing<MissingFeatures> = true
export const everyInstanceMember: NoneMissing<MissingMembers> = true
