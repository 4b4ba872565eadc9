import type { CreateKitOptions } from '../createKitOptions.js'
import type { Kit } from '../kit.js'
import { setLegalUrls } from './setLegalUrls.js'
import { setLocale } from './setLocale.js'
import { setThemeMode, setThemeVariables } from './setTheme.js'
import { updateFeatures } from './updateFeatures.js'

export type UpdateOptionsParameters = Partial<CreateKitOptions>

/**
 * AppKit's `updateOptions`: changes the options that can change while the kit runs
 * (`features`, `themeMode`, `themeVariables`, `locale`, `termsConditionsUrl`, `privacyPolicyUrl`),
 * each validated as `createAppKit` does.
 * Other keys (networks, adapters, endpoints, storage…) are fixed when the kit is created: one
 * console warning names them and they are left as they are.
 */
export function updateOptions(kit: Kit, options: UpdateOptionsParameters): void {
  const { features, themeMode, themeVariables, locale, termsConditionsUrl, privacyPolicyUrl, ...fixed } = options
  if (termsConditionsUrl !== undefined || privacyPolicyUrl !== undefined) setLegalUrls(kit, { termsConditionsUrl, privacyPolicyUrl })
  if (features) updateFeatures(kit, features)
  if (themeMode) setThemeMode(kit, themeMode)
  if (themeVariables) setThemeVariables(kit, themeVariables)
  if (locale) setLocale(kit, { locale })
  const ignored = Object.keys(fixed)
  if (ignored.length) console.warn(`[Kit] updateOptions: ${ignored.join(', ')} cannot change after the kit is created; create it with them instead.`)
}
