import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  .send {
    gap: 12px;
    margin: 0;
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

`
