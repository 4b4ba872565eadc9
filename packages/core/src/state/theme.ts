export type ThemeMode = 'light' | 'dark'

export type ThemeVariables = {
  '--kit-accent'?: string | undefined
  '--kit-font-family'?: string | undefined
  '--kit-border-radius'?: string | undefined
  '--kit-z-index'?: number | undefined
  '--kit-color-mix'?: string | undefined
  '--kit-color-mix-strength'?: number | undefined
}

export type ThemeState = { themeMode: ThemeMode; themeVariables: ThemeVariables }

export function createThemeState(themeMode: ThemeMode, themeVariables: ThemeVariables): ThemeState {
  return { themeMode, themeVariables: { '--kit-z-index': 999, ...themeVariables } }
}
