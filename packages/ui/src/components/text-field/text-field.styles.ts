import { css } from '../../internal/lit.js'
import { focusRing, token } from '../../theme/css.js'

export default css`
  :host {
    display: block;
  }

  .field {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }

  .label {
    font-size: ${token('--kit-font-size-sm')};
    font-weight: ${token('--kit-font-weight-medium')};
    color: ${token('--kit-color-fg-muted')};
  }

  .control {
    display: flex;
    align-items: center;
    gap: 8px;
    block-size: 48px;
    padding-inline: 14px;
    border: 1px solid ${token('--kit-color-border')};
    border-radius: ${token('--kit-radius-md')};
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-fg')};
    cursor: text;
    transition:
      border-color ${token('--kit-duration-fast')} ease,
      box-shadow ${token('--kit-duration-fast')} ease,
      background-color ${token('--kit-duration-fast')} ease;
  }

  .control:hover {
    border-color: ${token('--kit-color-border-strong')};
  }

  .control:focus-within {
    border-color: ${token('--kit-color-accent')};
    background: ${token('--kit-color-bg')};
    box-shadow: ${focusRing};
  }

  .control.invalid {
    border-color: ${token('--kit-color-error')};
  }

  .control.invalid:focus-within {
    box-shadow: 0 0 0 3px ${token('--kit-color-error-muted')};
  }

  .control.disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  input {
    flex: 1 1 auto;
    min-inline-size: 0;
    block-size: 100%;
    padding: 0;
    border: none;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: ${token('--kit-font-size-md')};
    outline: none;
    box-shadow: none;
  }

  input:focus-visible {
    box-shadow: none;
  }

  input::placeholder {
    color: ${token('--kit-color-fg-subtle')};
  }

  input:disabled {
    cursor: not-allowed;
  }

  .prefix,
  .suffix {
    display: inline-flex;
    flex: none;
    align-items: center;
    color: ${token('--kit-color-fg-muted')};
  }

  .prefix:not(.has-content),
  .suffix:not(.has-content) {
    display: none;
  }

  .message {
    display: flex;
    align-items: center;
    gap: 6px;
    margin: 0;
    font-size: ${token('--kit-font-size-xs')};
    color: ${token('--kit-color-fg-muted')};
  }

  .message.error {
    color: ${token('--kit-color-error')};
  }
`
