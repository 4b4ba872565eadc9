import { css } from 'lit'
import { token } from '../../theme/css.js'

export default css`
  .send {
    gap: 12px;
    margin: 0;
  }

  .amount-card {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
    gap: 8px 10px;
    padding: 12px;
    border-radius: ${token('--kit-radius-lg')};
    background: ${token('--kit-color-surface')};
  }

  .amount {
    min-inline-size: 0;
  }

  .token-button {
    max-inline-size: 140px;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-block-size: 44px;
    padding-block: 6px;
    padding-inline: 8px 10px;
    border: 1px solid ${token('--kit-color-border')};
    border-radius: ${token('--kit-radius-full')};
    background: ${token('--kit-color-bg')};
    color: ${token('--kit-color-fg')};
    font: inherit;
    font-weight: ${token('--kit-font-weight-semibold')};
    cursor: pointer;
  }

  .token-button:hover {
    background: ${token('--kit-color-surface-hover')};
  }

  .token-symbol {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .balance-line {
    grid-column: 1 / -1;
    display: flex;
    justify-content: space-between;
    align-items: center;
    font-size: ${token('--kit-font-size-xs')};
    color: ${token('--kit-color-fg-muted')};
    font-variant-numeric: tabular-nums;
  }

  .max {
    padding-block: 2px;
    padding-inline: 8px;
    border: none;
    border-radius: ${token('--kit-radius-full')};
    background: ${token('--kit-color-accent-muted')};
    color: ${token('--kit-color-accent-text')};
    font: inherit;
    font-weight: ${token('--kit-font-weight-semibold')};
    cursor: pointer;
  }

  .error {
    margin: 0;
    font-size: ${token('--kit-font-size-sm')};
    color: ${token('--kit-color-error')};
  }

  .error[hidden] {
    display: none;
  }
`
