import { css } from '../internal/lit.js'
import { logoStyles } from '../internal/logo.js'
import { token } from '../theme/css.js'

/** A full-width list row button (icon, label, chevron) used by the Account and UnsupportedChain views. */
export const rowStyles = css`
  .row {
    display: flex;
    align-items: center;
    gap: 12px;
    inline-size: 100%;
    min-block-size: 56px;
    padding-block: 8px;
    padding-inline: 12px;
    border: none;
    border-radius: ${token('--kit-radius-md')};
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-fg')};
    font-size: ${token('--kit-font-size-md')};
    font-weight: ${token('--kit-font-weight-medium')};
    letter-spacing: ${token('--kit-letter-spacing')};
    text-align: start;
    cursor: pointer;
    transition:
      background-color ${token('--kit-duration-fast')} ease,
      box-shadow ${token('--kit-duration-fast')} ease;
  }

  .row:hover {
    background: ${token('--kit-color-surface-hover')};
  }

  .row:active {
    background: ${token('--kit-color-surface-active')};
  }

  .row[aria-busy='true'] {
    cursor: progress;
  }

  .row-icon {
    display: grid;
    flex: none;
    place-items: center;
    inline-size: 32px;
    block-size: 32px;
    border-radius: 50%;
    background: ${token('--kit-color-overlay')};
    box-shadow: inset 0 0 0 1px ${token('--kit-color-border')};
    color: ${token('--kit-color-fg-muted')};
  }

  .row-icon.warning {
    background: ${token('--kit-color-warning-muted')};
    box-shadow: none;
    color: ${token('--kit-color-warning')};
  }

  .row-label {
    flex: 1 1 auto;
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .row-end {
    flex: none;
    color: ${token('--kit-color-fg-subtle')};
  }

  .network-image {
    display: grid;
    flex: none;
    place-items: center;
    overflow: hidden;
    border-radius: 50%;
    box-shadow: inset 0 0 0 1px ${token('--kit-color-border')};
    color: #fff;
    font-size: 12px;
    font-weight: ${token('--kit-font-weight-semibold')};
  }


  ${logoStyles}
`
