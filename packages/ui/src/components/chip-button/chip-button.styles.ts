import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  :host {
    display: inline-flex;
    vertical-align: middle;
    max-inline-size: 100%;
  }

  .chip {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    max-inline-size: 100%;
    block-size: 40px;
    padding-block: 0;
    padding-inline: 16px;
    border: 1px solid transparent;
    border-radius: ${token('--kit-radius-full')};
    background: ${token('--kit-color-accent')};
    color: ${token('--kit-color-accent-fg')};
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

  .chip:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${token('--kit-color-accent-hover')};
  }

  .chip:active:not(:disabled):not([aria-disabled='true']) {
    transform: scale(0.98);
  }

  .chip:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  .chip[aria-busy='true'] {
    cursor: progress;
    background: ${token('--kit-color-accent-muted')};
    color: ${token('--kit-color-accent-text')};
  }

  /* connected: balance + address */
  .chip.account {
    gap: 6px;
    padding-inline: 4px;
    border-color: ${token('--kit-color-border')};
    background: ${token('--kit-color-bg')};
    color: ${token('--kit-color-fg')};
  }

  .chip.account:hover:not(:disabled) {
    background: ${token('--kit-color-surface')};
  }

  .network {
    inline-size: 24px;
    block-size: 24px;
    border-radius: 50%;
    flex: none;
    padding: 3px;
    object-fit: contain;
    background: #fff;
    box-shadow: 0 0 0 1px ${token('--kit-color-border')};
  }

  .balance {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding-inline: 4px 4px;
    font-variant-numeric: tabular-nums;
  }

  .address {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-inline-size: 0;
    block-size: 32px;
    padding-inline: 4px 10px;
    border-radius: ${token('--kit-radius-full')};
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-fg')};
  }

  .chip.account:hover:not(:disabled) .address {
    background: ${token('--kit-color-surface-hover')};
  }

  .address-text {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  .mono {
    font-variant-numeric: tabular-nums;
    font-weight: ${token('--kit-font-weight-semibold')};
    letter-spacing: 0;
  }

  .label-icon {
    inline-size: 20px;
    block-size: 20px;
    border-radius: 50%;
    object-fit: cover;
  }
`
