import {
  type ColorTokenName,
  DEFAULT_ACCENT,
  DEFAULT_BORDER_RADIUS,
  DEFAULT_FONT_FAMILY,
  DEFAULT_Z_INDEX,
  darkPalette,
  lightPalette,
  sharedTokens,
  type ThemeMode,
  type ThemeVariables,
} from './tokens.js'

/** Surfaces that `--kit-color-mix` tints. */
const MIXED_TOKENS: readonly ColorTokenName[] = [
  '--kit-color-bg',
  '--kit-color-surface',
  '--kit-color-surface-hover',
  '--kit-color-surface-active',
  '--kit-color-skeleton',
  '--kit-color-skeleton-highlight',
]

/** The type scale as multiples of `--kit-font-size-master` (10px gives the default sizes). */
const fontScale: readonly (readonly [string, number])[] = [
  ['--kit-font-size-xs', 1.2],
  ['--kit-font-size-sm', 1.4],
  ['--kit-font-size-md', 1.6],
  ['--kit-font-size-lg', 1.8],
  ['--kit-font-size-xl', 2.2],
]

/** Rejects values that could close the declaration block (`;`, `{`, `}`, `<`). */
function sanitize(value: string | number | undefined): string | undefined {
  if (value === undefined || value === null) return undefined
  const text = String(value).trim()
  if (text === '' || /[;{}<>]/.test(text)) return undefined
  return text
}

function clampPercent(value: string | number | undefined): number {
  const number = Number.parseFloat(String(value ?? '0'))
  if (!Number.isFinite(number)) return 0
  return Math.min(100, Math.max(0, number))
}

/**
 * Every `--kit-*` token for `mode`, with the developer's `variables` applied: the accent, font,
 * radius and z-index are passed through, and `--kit-color-mix` is blended into the surfaces by
 * `--kit-color-mix-strength` percent.
 */
export function getThemeTokens(mode: ThemeMode = 'light', variables: ThemeVariables = {}): Record<string, string> {
  const palette = mode === 'dark' ? darkPalette : lightPalette
  const tokens: Record<string, string> = {
    '--kit-accent': sanitize(variables['--kit-accent']) ?? DEFAULT_ACCENT,
    '--kit-border-radius': sanitize(variables['--kit-border-radius']) ?? DEFAULT_BORDER_RADIUS,
    '--kit-z-index': sanitize(variables['--kit-z-index']) ?? String(DEFAULT_Z_INDEX),
    ...sharedTokens,
    '--kit-font-family': sanitize(variables['--kit-font-family']) ?? DEFAULT_FONT_FAMILY,
    'color-scheme': mode,
    ...palette,
  }
  const fontSizeMaster = sanitize(variables['--kit-font-size-master'])
  if (fontSizeMaster) for (const [name, factor] of fontScale) tokens[name] = `calc(${fontSizeMaster} * ${factor})`
  const qrColor = sanitize(variables['--kit-qr-color'])
  if (qrColor) tokens['--kit-qr-color'] = qrColor
  const mixColor = sanitize(variables['--kit-color-mix'])
  const strength = clampPercent(variables['--kit-color-mix-strength'])
  if (mixColor && strength > 0) {
    for (const name of MIXED_TOKENS) tokens[name] = `color-mix(in srgb, ${mixColor} ${strength}%, ${palette[name]})`
  }
  return tokens
}

/**
 * The theme as CSS declarations (`--kit-accent: #1B72DB; ...`), to place in the `:host` rule of
 * the top element (`<appkit-modal>`, `<appkit-button>`) or in its `style` attribute. Nothing is
 * injected into the page: the variables inherit into the kit's shadow roots only from there.
 *
 * @example
 * const sheet = new CSSStyleSheet()
 * sheet.replaceSync(`:host { ${createThemeStyles('dark', { '--kit-accent': '#7B61FF' })} }`)
 */
export function createThemeStyles(mode: ThemeMode = 'light', variables: ThemeVariables = {}): string {
  return Object.entries(getThemeTokens(mode, variables))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ')
}
