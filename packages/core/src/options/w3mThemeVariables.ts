import type { ThemeVariables } from '../state/theme.js'

/** AppKit's documented theme variables (`--w3m-*`), as `themeVariables` and `setThemeVariables` accept them. */
export type W3mThemeVariables = {
  '--w3m-font-family'?: string | undefined
  '--w3m-accent'?: string | undefined
  '--w3m-color-mix'?: string | undefined
  '--w3m-color-mix-strength'?: number | undefined
  '--w3m-font-size-master'?: string | undefined
  '--w3m-border-radius-master'?: string | undefined
  '--w3m-z-index'?: number | undefined
  '--w3m-qr-color'?: string | undefined
}

/**
 * AppKit's radii are multiples of `--w3m-border-radius-master` (default 4px; its modal is 8x);
 * Kit's modal radius is `--kit-border-radius` (default 24px, smaller radii scale from it).
 */
const modalRadiusFactor = 6

/**
 * `--w3m-*` variables onto Kit's tokens: accent, font family, colour mix and its strength,
 * z-index one to one; the radius master as the modal radius (x6); the font-size master and
 * QR colour as `--kit-font-size-master` / `--kit-qr-color`. Kit names win over `--w3m-*` ones.
 */
export function mapThemeVariables(variables: ThemeVariables & W3mThemeVariables): ThemeVariables {
  const {
    '--w3m-font-family': fontFamily,
    '--w3m-accent': accent,
    '--w3m-color-mix': colorMix,
    '--w3m-color-mix-strength': colorMixStrength,
    '--w3m-font-size-master': fontSizeMaster,
    '--w3m-border-radius-master': radiusMaster,
    '--w3m-z-index': zIndex,
    '--w3m-qr-color': qrColor,
    ...kit
  } = variables
  const mapped: ThemeVariables = {
    '--kit-font-family': fontFamily,
    '--kit-accent': accent,
    '--kit-color-mix': colorMix,
    '--kit-color-mix-strength': colorMixStrength,
    '--kit-font-size-master': fontSizeMaster,
    '--kit-border-radius': radiusMaster === undefined ? undefined : `calc(${radiusMaster} * ${modalRadiusFactor})`,
    '--kit-z-index': zIndex,
    '--kit-qr-color': qrColor,
  }
  const result: ThemeVariables = {}
  for (const [key, value] of Object.entries({ ...mapped, ...kit })) if (value !== undefined) (result as Record<string, unknown>)[key] = value
  return result
}
