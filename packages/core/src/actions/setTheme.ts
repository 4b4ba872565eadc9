import type { Kit } from '../kit.js'
import { mapThemeVariables, type W3mThemeVariables } from '../options/w3mThemeVariables.js'
import type { ThemeMode, ThemeVariables } from '../state/theme.js'

/** Sets the theme mode; from then on it no longer follows the system colour scheme. */
export function setThemeMode(kit: Kit, themeMode: ThemeMode) {
  kit._internal.cleanups.get(systemColorSchemeCleanup)?.()
  kit._internal.cleanups.delete(systemColorSchemeCleanup)
  kit._internal.state.theme.themeMode = themeMode
}

/** The kit cleanup under which a theme that follows the system colour scheme is kept. */
export const systemColorSchemeCleanup = 'theme:system'

/** Merges theme variables; AppKit's `--w3m-*` names map onto Kit's tokens (see mapThemeVariables). */
export function setThemeVariables(kit: Kit, themeVariables: ThemeVariables & W3mThemeVariables) {
  const theme = kit._internal.state.theme
  theme.themeVariables = { ...theme.themeVariables, ...mapThemeVariables(themeVariables) }
}
