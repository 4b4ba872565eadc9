import { css } from '../internal/lit.js'

/** `size="sm"` of the public chips, through the chip's `base` part. */
export const chipSizeStyles = css`
  :host {
    display: inline-flex;
    vertical-align: middle;
    max-inline-size: 100%;
  }

  :host([size='sm']) kit-chip-button::part(base) {
    block-size: 32px;
    font-size: 12px;
  }

  :host([size='sm']) kit-chip-button:not([address])::part(base) {
    padding-inline: 12px;
  }
`
