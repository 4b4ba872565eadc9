import type { Kit } from '../kit.js'
import type { ThemeMode, ThemeVariables } from '../state/theme.js'

export function setThemeMode(kit: Kit, themeMode: ThemeMode) {
  kit._internal.state.theme.themeMode = themeMode
}

export function setThemeVariables(kit: Kit, themeVariables: ThemeVariables) {
  const theme = kit._internal.state.theme
  theme.themeVariables = { ...theme.themeVariables, ...themeVariables }
}
