export type ThemeMode = 'light' | 'dark'

export type ThemeVariables = {
  '--kit-accent'?: string | undefined
  '--kit-font-family'?: string | undefined
  '--kit-border-radius'?: string | undefined
  '--kit-z-index'?: number | undefined
  '--kit-color-mix'?: string | undefined
  '--kit-color-mix-strength'?: number | undefined
  /** Base of the type scale (AppKit's `--w3m-font-size-master`, default 10px): sizes are 1.2x to 2.2x it. */
  '--kit-font-size-master'?: string | undefined
  /** Colour of the QR code's modules (AppKit's `--w3m-qr-color`). */
  '--kit-qr-color'?: string | undefined
}

export type ThemeState = { themeMode: ThemeMode; themeVariables: ThemeVariables }

export function createThemeState(themeMode: ThemeMode, themeVariables: ThemeVariables): ThemeState {
  return { themeMode, themeVariables: { '--kit-z-index': 999, ...themeVariables } }
}
