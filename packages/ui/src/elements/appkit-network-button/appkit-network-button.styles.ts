import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  :host {
    display: inline-flex;
    vertical-align: middle;
    max-inline-size: 100%;
  }

  .button {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    max-inline-size: 100%;
    block-size: 40px;
    padding-block: 0;
    padding-inline: 6px 14px;
    border: 1px solid ${token('--kit-color-border')};
    border-radius: ${token('--kit-radius-full')};
    background: ${token('--kit-color-bg')};
    color: ${token('--kit-color-fg')};
    font-size: ${token('--kit-font-size-sm')};
    font-weight: ${token('--kit-font-weight-semibold')};
    letter-spacing: ${token('--kit-letter-spacing')};
    line-height: 1;
    white-space: nowrap;
    cursor: pointer;
    box-shadow: ${token('--kit-shadow-chip')};
    transition:
      background-color ${token('--kit-duration-fast')} ease,
      border-color ${token('--kit-duration-fast')} ease,
      box-shadow ${token('--kit-duration-fast')} ease,
      transform ${token('--kit-duration-fast')} ease;
  }

  .button:hover:not(:disabled) {
    background: ${token('--kit-color-surface')};
  }

  .button:active:not(:disabled) {
    transform: scale(0.98);
  }

  .button:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  .button.unsupported {
    border-color: transparent;
    background: ${token('--kit-color-warning-muted')};
    color: ${token('--kit-color-warning')};
  }

  .button.unsupported:hover:not(:disabled) {
    background: color-mix(in srgb, ${token('--kit-color-warning')} 20%, transparent);
  }

  .image {
    display: grid;
    flex: none;
    place-items: center;
    inline-size: 28px;
    block-size: 28px;
    overflow: hidden;
    border-radius: 50%;
    background: ${token('--kit-color-surface')};
    box-shadow: inset 0 0 0 1px ${token('--kit-color-border')};
    color: #fff;
    font-size: 11px;
    font-weight: ${token('--kit-font-weight-semibold')};
  }

  .image.warning {
    background: transparent;
    box-shadow: none;
    color: inherit;
  }

  /* Logos are marks on a light tile in both themes (dark marks stay visible on a dark theme). */
  .image img {
    inline-size: 100%;
    block-size: 100%;
    padding: 12%;
    object-fit: contain;
    background: #fff;
  }

  .label {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  :host([size='sm']) .button {
    block-size: 32px;
    padding-inline: 4px 12px;
    font-size: 12px;
  }

  :host([size='sm']) .image {
    inline-size: 24px;
    block-size: 24px;
  }
`
