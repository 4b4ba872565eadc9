import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  .preview {
    gap: 12px;
  }

  .summary {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    padding-block: 16px;
    border-radius: ${token('--kit-radius-lg')};
    background: ${token('--kit-color-surface')};
  }

  .label,
  .fiat {
    margin: 0;
    font-size: ${token('--kit-font-size-sm')};
    color: ${token('--kit-color-fg-muted')};
  }

  .amount {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: ${token('--kit-font-size-xl')};
    font-weight: ${token('--kit-font-weight-semibold')};
    font-variant-numeric: tabular-nums;
  }

  .details-list {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 12px;
    border-radius: ${token('--kit-radius-lg')};
    border: 1px solid ${token('--kit-color-border')};
  }

  .detail {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    font-size: ${token('--kit-font-size-sm')};
  }

  .detail dt {
    color: ${token('--kit-color-fg-muted')};
  }

  .detail dd {
    display: flex;
    align-items: center;
    gap: 6px;
    margin: 0;
    font-weight: ${token('--kit-font-weight-medium')};
  }

  .hint {
    align-self: center;
    text-align: center;
  }

  .error {
    margin: 0;
    text-align: center;
    font-size: ${token('--kit-font-size-sm')};
    color: ${token('--kit-color-error')};
  }

  .buttons {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 8px;
  }

  .success-icon {
    color: ${token('--kit-color-success')};
  }

  .hash {
    margin: 0;
    max-inline-size: 300px;
    padding-block: 8px;
    padding-inline: 12px;
    border-radius: ${token('--kit-radius-sm')};
    background: ${token('--kit-color-surface')};
    font-family: ${token('--kit-font-family-mono')};
    font-size: ${token('--kit-font-size-xs')};
    overflow-wrap: anywhere;
  }

  .explorer {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding-block: 6px;
    padding-inline: 12px;
    border-radius: ${token('--kit-radius-full')};
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-fg-muted')};
    font-size: ${token('--kit-font-size-xs')};
    font-weight: ${token('--kit-font-weight-medium')};
    text-decoration: none;
  }

  .status kit-button {
    inline-size: 100%;
  }
`
