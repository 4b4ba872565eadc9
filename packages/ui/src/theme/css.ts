import { type CSSResult, unsafeCSS } from '../internal/lit.js'
import { lightTokens, type TokenName } from './tokens.js'

/**
 * `var(--kit-token, <light fallback>)` as a Lit `CSSResult`, for component styles:
 * `color: ${token('--kit-color-fg')};`. Only known token names type-check.
 */
export function token(name: TokenName): CSSResult {
  return unsafeCSS(`var(${name}, ${lightTokens[name]})`)
}

/** Focus ring shared by every interactive element (`:focus-visible` only). */
export const focusRing = unsafeCSS(`0 0 0 3px var(--kit-color-focus-ring, ${lightTokens['--kit-color-focus-ring']})`)
