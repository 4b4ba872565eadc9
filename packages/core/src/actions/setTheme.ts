import type { Kit } from '../kit.js'
import { mapThemeVariables, type W3mThemeVariables } from '../options/w3mThemeVariables.js'
import type { ThemeMode, ThemeVariables } from '../state/theme.js'

export function setThemeMode(kit: Kit, themeMode: ThemeMode) {
  kit._internal.state.theme.themeMode = themeMode
}

/** Merges theme variables; AppKit's `--w3m-*` names map onto Kit's tokens (see mapThemeVariables). */
export function setThemeVariables(kit: Kit, themeVariables: ThemeVariables & W3mThemeVariables) {
  const theme = kit._internal.state.theme
  theme.themeVariables = { ...theme.themeVariables, ...mapThemeVariables(themeVariables) }
}
