import { css } from '../internal/lit.js'

/**
 * `size="sm"` of the public chips: through the `base` part of a nested `kit-chip-button`, or on
 * the `.chip` button an element renders itself (`<appkit-connect-button>`).
 */
export const chipSizeStyles = css`
  :host {
    display: inline-flex;
    vertical-align: middle;
    max-inline-size: 100%;
  }

  :host([size='sm']) kit-chip-button::part(base),
  :host([size='sm']) .chip {
    block-size: 32px;
    font-size: 12px;
  }

  :host([size='sm']) kit-chip-button:not([address])::part(base),
  :host([size='sm']) .chip:not(.account) {
    padding-inline: 12px;
  }
`
