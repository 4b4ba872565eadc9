import { focusRing, token } from '../theme/css.js'
import { css } from './lit.js'

/**
 * Base rules every kit element includes first: box sizing, the kit font on the host and a shared
 * `:focus-visible` ring. No global styles: all of this lives inside each shadow root.
 */
export const baseStyles = css`
  :host {
    box-sizing: border-box;
    font-family: ${token('--kit-font-family')};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    -webkit-tap-highlight-color: transparent;
  }

  :host([hidden]) {
    display: none !important;
  }

  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }

  button {
    font: inherit;
    color: inherit;
    margin: 0;
  }

  :focus {
    outline: none;
  }

  :focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }

  .visually-hidden {
    position: absolute !important;
    inline-size: 1px !important;
    block-size: 1px !important;
    padding: 0 !important;
    margin: -1px !important;
    overflow: hidden !important;
    clip: rect(0 0 0 0) !important;
    white-space: nowrap !important;
    border: 0 !important;
  }
`

/**
 * Switches off transitions and animations for people who ask for reduced motion. Transitions get
 * no duration at all (none starts): a tiny one would start a transition of every property that
 * changes on every element (`transition-property` defaults to `all`), e.g. of `visibility` on each
 * element of the dialog as it opens, at the cost of two style passes over them. Animations end at
 * once in their final state.
 */
export const reducedMotionStyles = css`
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      transition-duration: 0s !important;
      transition-delay: 0s !important;
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
    }
  }
`
