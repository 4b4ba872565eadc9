import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  .swap {
    gap: 8px;
    margin: 0;
  }

  .amount-card {
    gap: 6px 10px;
  }

  .token-row:hover {
    background: ${token('--kit-color-surface-hover')};
  }

  .meta {
    grid-column: 1 / -1;
    display: flex;
    justify-content: space-between;
    font-size: ${token('--kit-font-size-xs')};
    color: ${token('--kit-color-fg-muted')};
    font-variant-numeric: tabular-nums;
  }

  .flip {
    justify-self: center;
    inline-size: 36px;
    block-size: 36px;
    margin-block: -18px;
    z-index: 1;
    border: 3px solid ${token('--kit-color-bg')};
    border-radius: ${token('--kit-radius-full')};
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-fg')};
    font: inherit;
    cursor: pointer;
  }

  .details {
    display: grid;
    gap: 4px;
    margin: 0;
    padding: 10px 12px;
    border: 1px solid ${token('--kit-color-border')};
    border-radius: ${token('--kit-radius-lg')};
    font-size: ${token('--kit-font-size-sm')};
  }

  .details div {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }

  .details dt {
    color: ${token('--kit-color-fg-muted')};
  }

  .details dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }

  .slippage {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    font-size: ${token('--kit-font-size-sm')};
  }

  .slippage input {
    inline-size: 72px;
    padding: 6px 8px;
    border: 1px solid ${token('--kit-color-border')};
    border-radius: ${token('--kit-radius-md')};
    background: ${token('--kit-color-bg')};
    color: ${token('--kit-color-fg')};
    font: inherit;
    text-align: end;
  }

  .hint {
    margin: 0;
    font-size: ${token('--kit-font-size-sm')};
    color: ${token('--kit-color-fg-muted')};
  }

  .picker {
    display: grid;
    gap: 8px;
  }

  .picker input {
    padding: 10px 12px;
    border: 1px solid ${token('--kit-color-border')};
    border-radius: ${token('--kit-radius-md')};
    background: ${token('--kit-color-bg')};
    color: ${token('--kit-color-fg')};
    font: inherit;
  }

  .token-list {
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
    max-block-size: 320px;
    overflow-y: auto;
  }

  .token-row {
    inline-size: 100%;
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px;
    border: none;
    border-radius: ${token('--kit-radius-md')};
    background: none;
    color: ${token('--kit-color-fg')};
    font: inherit;
    text-align: start;
    cursor: pointer;
  }

  .token-row .name {
    flex: 1;
    display: grid;
  }

  .token-row small {
    color: ${token('--kit-color-fg-muted')};
  }

  .buttons {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 8px;
  }

  .steps {
    display: grid;
    gap: 8px;
  }
`
