// Kit's createAppKit against AppKit's published types (@reown/appkit, a devDependency used only
// here): every option key, `features` and `themeVariables` key, public instance member and
// `open({ view })` name AppKit has must exist in Kit. One AppKit adds later makes `pnpm typecheck`
// (part of npm test) fail on the line below that names the gap. Kit honours each key with AppKit's meaning, or accepts it with one warning
// (docs/guide/migrating-from-appkit.md lists those).

import type { AppKit, CreateAppKit, Views } from '@reown/appkit/react'
import type { CreateAppKitParameters, CreateAppKitReturnType } from './createAppKit.js'

/** `true` only when `keys` is empty (`never`); otherwise the keys themselves, shown in the error. */
type NoneMissing<keys> = [keys] extends [never] ? true : { missing: keys }

type MissingOptions = Exclude<keyof CreateAppKit, keyof CreateAppKitParameters>
type MissingFeatures = Exclude<keyof NonNullable<CreateAppKit['features']>, keyof NonNullable<CreateAppKitParameters['features']>>
type MissingThemeVariables = Exclude<keyof NonNullable<CreateAppKit['themeVariables']>, keyof NonNullable<CreateAppKitParameters['themeVariables']>>
type MissingMembers = Exclude<keyof AppKit, keyof CreateAppKitReturnType>
/** `open({ view })`: every view name AppKit opens. */
type MissingViews = Exclude<Views, NonNullable<NonNullable<Parameters<CreateAppKitReturnType['open']>[0]>['view']>>

export const everyOption: NoneMissing<MissingOptions> = true
export const everyFeature: NoneMissing<MissingFeatures> = true
export const everyThemeVariable: NoneMissing<MissingThemeVariables> = true
export const everyInstanceMember: NoneMissing<MissingMembers> = true
export const everyView: NoneMissing<MissingViews> = true
