import type { Kit } from '../kit.js'
import type { ThemeState } from '../state/theme.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetThemeReturnType = Readonly<ThemeState>

export function getTheme(kit: Kit): GetThemeReturnType {
  return select(kit, 'theme', (state) => state.theme)
}

export function watchTheme(kit: Kit, parameters: WatchParameters<GetThemeReturnType>) {
  return watch(kit, getTheme, parameters)
}
