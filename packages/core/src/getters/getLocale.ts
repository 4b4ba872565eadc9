import type { Kit } from '../kit.js'
import type { I18nState, Locale } from '../state/i18n.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetLocaleReturnType = Locale

/** The kit's language (the `locale` option, changed by `setLocale`). */
export function getLocale(kit: Kit): GetLocaleReturnType {
  return kit._internal.state.i18n.locale
}

export function watchLocale(kit: Kit, parameters: WatchParameters<GetLocaleReturnType>) {
  return watch(kit, getLocale, parameters)
}

export type GetI18nReturnType = Readonly<I18nState>

/** The locale with its loaded catalogue: what a translator of this kit needs. */
export function getI18n(kit: Kit): GetI18nReturnType {
  return select(kit, 'i18n', (state) => state.i18n)
}

export function watchI18n(kit: Kit, parameters: WatchParameters<GetI18nReturnType>) {
  return watch(kit, getI18n, parameters)
}
