/**
 * Design tokens: the `--kit-*` custom properties every component reads. `lightTokens` and
 * `darkTokens` hold the two palettes; the light values also serve as the `var()` fallbacks
 * inside component styles, so an element renders sensibly even outside a themed host.
 */

/** Variables a developer may set (the `themeVariables` option). */
export type ThemeVariables = {
  /** Accent colour of primary buttons, links, focus rings and selection. Default `#1B72DB`. */
  '--kit-accent'?: string
  /** Font stack. Default: the system UI stack (no remote fonts are ever loaded). */
  '--kit-font-family'?: string
  /** Radius of the modal card; smaller radii scale from it (`0px` squares everything). Default `24px`. */
  '--kit-border-radius'?: string
  /** z-index of the modal backdrop (toasts sit one above). Default `999`. */
  '--kit-z-index'?: string | number
  /** A colour blended into every surface, e.g. a brand tint. */
  '--kit-color-mix'?: string
  /** How much of `--kit-color-mix` to blend in, 0–100 (percent). Default `0`. */
  '--kit-color-mix-strength'?: string | number
  /** Base of the type scale: xs to xl are 1.2x, 1.4x, 1.6x, 1.8x and 2.2x it. Default `10px`. */
  '--kit-font-size-master'?: string
  /** Colour of the QR code's modules. Default black. */
  '--kit-qr-color'?: string
}

export type ThemeMode = 'light' | 'dark'

/**
 * Default accent: a #3396FF-family blue deep enough for white label text to meet WCAG AA (4.69:1).
 */
export const DEFAULT_ACCENT = '#1B72DB'
/**
 * The platform's UI font: `system-ui` (every current browser has it: SF on macOS and iOS, Segoe UI
 * on Windows, Roboto on Android, the desktop's sans font on Linux), then the generic sans and the
 * colour emoji fonts. Each family named before the first installed one costs a font lookup on the
 * page's first text: the former stack (`-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto,
 * Ubuntu, 'Helvetica Neue', Arial, …`) had six missing on Linux before Arial: in Chromium there,
 * the first frame with the connect button spent 4-8 ms more in layout.
 */
export const DEFAULT_FONT_FAMILY = "system-ui, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'"
/** The modal's corner radius unless the theme variables set `--kit-border-radius`. */
export const DEFAULT_BORDER_RADIUS = '24px'
/** The modal backdrop's z-index unless the theme variables set `--kit-z-index` (toasts sit one above). */
export const DEFAULT_Z_INDEX = 999

const accent = `var(--kit-accent, ${DEFAULT_ACCENT})`
const radius = `var(--kit-border-radius, ${DEFAULT_BORDER_RADIUS})`

/** Tokens that are the same in both modes (type scale, radii, motion, layout). */
const sharedTokens = {
  '--kit-font-family': DEFAULT_FONT_FAMILY,
  '--kit-font-family-mono': "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace",
  '--kit-font-size-xs': '12px',
  '--kit-font-size-sm': '14px',
  '--kit-font-size-md': '16px',
  '--kit-font-size-lg': '18px',
  '--kit-font-size-xl': '22px',
  '--kit-font-weight-regular': '400',
  '--kit-font-weight-medium': '500',
  '--kit-font-weight-semibold': '600',
  '--kit-line-height': '1.4',
  '--kit-letter-spacing': '-0.01em',
  '--kit-radius-xs': `calc(${radius} / 4)`,
  '--kit-radius-sm': `calc(${radius} / 3)`,
  '--kit-radius-md': `calc(${radius} / 2)`,
  '--kit-radius-lg': `calc(${radius} * 2 / 3)`,
  '--kit-radius-xl': radius,
  '--kit-radius-full': `calc(${radius} * 100)`,
  '--kit-duration-fast': '120ms',
  '--kit-duration-base': '150ms',
  '--kit-easing': 'cubic-bezier(0.2, 0, 0, 1)',
  '--kit-modal-width': '360px',
  '--kit-toast-width': '356px',
} as const

/** Semantic colour tokens; both palettes define each one. */
export type ColorTokenName =
  | '--kit-color-bg'
  | '--kit-color-surface'
  | '--kit-color-surface-hover'
  | '--kit-color-surface-active'
  | '--kit-color-overlay'
  | '--kit-color-backdrop'
  | '--kit-color-fg'
  | '--kit-color-fg-muted'
  | '--kit-color-fg-subtle'
  | '--kit-color-border'
  | '--kit-color-border-strong'
  | '--kit-color-accent'
  | '--kit-color-accent-hover'
  | '--kit-color-accent-active'
  | '--kit-color-accent-fg'
  | '--kit-color-accent-text'
  | '--kit-color-accent-muted'
  | '--kit-color-success'
  | '--kit-color-success-muted'
  | '--kit-color-error'
  | '--kit-color-error-hover'
  | '--kit-color-error-muted'
  | '--kit-color-warning'
  | '--kit-color-warning-muted'
  | '--kit-color-info'
  | '--kit-color-info-muted'
  | '--kit-color-focus-ring'
  | '--kit-color-skeleton'
  | '--kit-color-skeleton-highlight'
  | '--kit-shadow-card'
  | '--kit-shadow-toast'
  | '--kit-shadow-chip'

export type TokenName = keyof typeof sharedTokens | ColorTokenName | '--kit-accent' | '--kit-z-index'

type Palette = Record<ColorTokenName, string>

const mix = (color: string, percent: number, base: string) => `color-mix(in srgb, ${color} ${percent}%, ${base})`

/** The light theme's colours, from which the `--kit-*` custom properties are set. */
export const lightPalette: Palette = {
  '--kit-color-bg': '#FFFFFF',
  '--kit-color-surface': '#F4F5F6',
  '--kit-color-surface-hover': '#EBEDEE',
  '--kit-color-surface-active': '#E2E4E6',
  '--kit-color-overlay': 'rgba(20, 20, 20, 0.04)',
  '--kit-color-backdrop': 'rgba(12, 14, 18, 0.4)',
  '--kit-color-fg': '#141414',
  '--kit-color-fg-muted': '#5E6468',
  '--kit-color-fg-subtle': '#6B7276',
  '--kit-color-border': 'rgba(20, 20, 20, 0.07)',
  '--kit-color-border-strong': 'rgba(20, 20, 20, 0.14)',
  '--kit-color-accent': accent,
  '--kit-color-accent-hover': mix(accent, 88, '#000'),
  '--kit-color-accent-active': mix(accent, 78, '#000'),
  '--kit-color-accent-fg': '#FFFFFF',
  '--kit-color-accent-text': mix(accent, 82, '#000'),
  '--kit-color-accent-muted': mix(accent, 12, 'transparent'),
  '--kit-color-success': '#136B44',
  '--kit-color-success-muted': 'rgba(19, 107, 68, 0.1)',
  '--kit-color-error': '#C62A2F',
  '--kit-color-error-hover': '#AE2328',
  '--kit-color-error-muted': 'rgba(198, 42, 47, 0.1)',
  '--kit-color-warning': '#A35200',
  '--kit-color-warning-muted': 'rgba(163, 82, 0, 0.12)',
  '--kit-color-info': mix(accent, 82, '#000'),
  '--kit-color-info-muted': mix(accent, 12, 'transparent'),
  '--kit-color-focus-ring': mix(accent, 40, 'transparent'),
  '--kit-color-skeleton': '#EEF0F1',
  '--kit-color-skeleton-highlight': '#F8F9F9',
  // The card sits on the dimmed page, where a blurred shadow barely shows and costs the opening
  // frame 1-2 ms of software raster (bench/compare.mjs, click→list): its border draws the edge
  // (dark: a 1px ring, no blur). A theme may still set one.
  '--kit-shadow-card': 'none',
  '--kit-shadow-toast': '0 6px 24px rgba(15, 18, 22, 0.12), 0 1px 2px rgba(15, 18, 22, 0.06)',
  '--kit-shadow-chip': '0 1px 2px rgba(15, 18, 22, 0.06)',
}

/** The dark theme's colours, from which the `--kit-*` custom properties are set. */
export const darkPalette: Palette = {
  '--kit-color-bg': '#17181A',
  '--kit-color-surface': '#222326',
  '--kit-color-surface-hover': '#2A2C2F',
  '--kit-color-surface-active': '#323438',
  '--kit-color-overlay': 'rgba(255, 255, 255, 0.04)',
  '--kit-color-backdrop': 'rgba(0, 0, 0, 0.6)',
  '--kit-color-fg': '#EDEEF0',
  '--kit-color-fg-muted': '#A0A6AB',
  '--kit-color-fg-subtle': '#868C91',
  '--kit-color-border': 'rgba(255, 255, 255, 0.07)',
  '--kit-color-border-strong': 'rgba(255, 255, 255, 0.14)',
  '--kit-color-accent': accent,
  '--kit-color-accent-hover': mix(accent, 88, '#fff'),
  '--kit-color-accent-active': mix(accent, 78, '#fff'),
  '--kit-color-accent-fg': '#FFFFFF',
  '--kit-color-accent-text': mix(accent, 55, '#fff'),
  '--kit-color-accent-muted': mix(accent, 18, 'transparent'),
  '--kit-color-success': '#3DD68C',
  '--kit-color-success-muted': 'rgba(61, 214, 140, 0.14)',
  '--kit-color-error': '#FF7479',
  '--kit-color-error-hover': '#FF8F93',
  '--kit-color-error-muted': 'rgba(255, 99, 105, 0.14)',
  '--kit-color-warning': '#FFB224',
  '--kit-color-warning-muted': 'rgba(255, 178, 36, 0.14)',
  '--kit-color-info': mix(accent, 55, '#fff'),
  '--kit-color-info-muted': mix(accent, 18, 'transparent'),
  '--kit-color-focus-ring': mix(accent, 75, 'transparent'),
  '--kit-color-skeleton': '#232427',
  '--kit-color-skeleton-highlight': '#2D2F33',
  '--kit-shadow-card': '0 0 0 1px rgba(255, 255, 255, 0.06)',
  '--kit-shadow-toast': '0 6px 24px rgba(0, 0, 0, 0.45), 0 0 0 1px rgba(255, 255, 255, 0.06)',
  '--kit-shadow-chip': '0 1px 2px rgba(0, 0, 0, 0.3)',
}

/** Light tokens plus the shared ones: the values components fall back to. */
export const lightTokens: Record<TokenName, string> = {
  '--kit-accent': DEFAULT_ACCENT,
  '--kit-z-index': String(DEFAULT_Z_INDEX),
  ...sharedTokens,
  ...lightPalette,
}

/** The names of all tokens. */
export const tokenNames = Object.keys(lightTokens) as TokenName[]

/** Shared (mode-independent) tokens. */
export { sharedTokens }
