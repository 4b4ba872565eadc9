import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  :host {
    display: inline-flex;
    vertical-align: middle;
  }

  .button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-inline-size: 32px;
    block-size: 32px;
    padding-block: 0;
    padding-inline: 8px;
    border: none;
    border-radius: ${token('--kit-radius-full')};
    background: transparent;
    color: ${token('--kit-color-fg-muted')};
    font-size: ${token('--kit-font-size-sm')};
    font-weight: ${token('--kit-font-weight-medium')};
    cursor: pointer;
    transition:
      background-color ${token('--kit-duration-fast')} ease,
      color ${token('--kit-duration-fast')} ease,
      box-shadow ${token('--kit-duration-fast')} ease;
  }

  .button.has-text {
    padding-inline: 10px 12px;
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-fg')};
  }

  .button:hover:not(:disabled) {
    background: ${token('--kit-color-surface-hover')};
    color: ${token('--kit-color-fg')};
  }

  .button:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  .button.copied kit-icon {
    color: ${token('--kit-color-success')};
  }

  .text:not(.has-content) {
    display: none;
  }
`
