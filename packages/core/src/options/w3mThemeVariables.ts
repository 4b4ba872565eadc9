import type { ThemeVariables } from '../state/theme.js'

type AppKitThemeValues = {
  'font-family'?: string | undefined
  accent?: string | undefined
  'color-mix'?: string | undefined
  'color-mix-strength'?: number | undefined
  'font-size-master'?: string | undefined
  'border-radius-master'?: string | undefined
  'z-index'?: number | undefined
  'qr-color'?: string | undefined
}

/**
 * AppKit's documented theme variables, as `themeVariables` and `setThemeVariables` accept them:
 * `--w3m-*`, and the same under AppKit 1.8's `--apkt-*` names (which win over `--w3m-*`).
 */
export type W3mThemeVariables = { [name in keyof AppKitThemeValues as `--w3m-${name}` | `--apkt-${name}`]?: AppKitThemeValues[name] }

const appKitThemeNames = [
  'font-family',
  'accent',
  'color-mix',
  'color-mix-strength',
  'font-size-master',
  'border-radius-master',
  'z-index',
  'qr-color',
] as const

/** `--apkt-*` variables under their `--w3m-*` names (an `--apkt-*` one wins); the rest as given. */
function withW3mNames(variables: ThemeVariables & W3mThemeVariables): ThemeVariables & W3mThemeVariables {
  const result: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(variables)) if (!key.startsWith('--apkt-')) result[key] = value
  for (const name of appKitThemeNames) {
    const value = variables[`--apkt-${name}`]
    if (value !== undefined) result[`--w3m-${name}`] = value
  }
  return result as ThemeVariables & W3mThemeVariables
}

/**
 * AppKit's radii are multiples of `--w3m-border-radius-master` (default 4px; its modal is 8x);
 * Kit's modal radius is `--kit-border-radius` (default 24px, smaller radii scale from it).
 */
const modalRadiusFactor = 6

/**
 * `--w3m-*` (and `--apkt-*`) variables onto Kit's tokens: accent, font family, colour mix and its strength,
 * z-index one to one; the radius master as the modal radius (x6); the font-size master and
 * QR colour as `--kit-font-size-master` / `--kit-qr-color`. Kit names win over `--w3m-*` ones.
 */
export function mapThemeVariables(given: ThemeVariables & W3mThemeVariables): ThemeVariables {
  const variables = withW3mNames(given)
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
