import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  .view {
    gap: 16px;
  }

  .profile {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    padding-block: 8px 4px;
    text-align: center;
  }

  .profile > kit-avatar {
    margin-block-end: 8px;
    border-radius: 50%;
    box-shadow: 0 0 0 4px ${token('--kit-color-surface')};
  }

  .identity {
    display: flex;
    align-items: center;
    gap: 2px;
    max-inline-size: 100%;
  }

  .address {
    margin: 0;
    overflow: hidden;
    font-size: ${token('--kit-font-size-lg')};
    font-weight: ${token('--kit-font-weight-semibold')};
    letter-spacing: ${token('--kit-letter-spacing')};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .balance {
    margin: 0;
    font-size: ${token('--kit-font-size-md')};
    font-variant-numeric: tabular-nums;
    color: ${token('--kit-color-fg-muted')};
  }

  .explorer {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    margin-block-start: 6px;
    padding-block: 6px;
    padding-inline: 12px;
    border-radius: ${token('--kit-radius-full')};
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-fg-muted')};
    font-size: ${token('--kit-font-size-xs')};
    font-weight: ${token('--kit-font-weight-medium')};
    text-decoration: none;
    transition:
      background-color ${token('--kit-duration-fast')} ease,
      color ${token('--kit-duration-fast')} ease;
  }

  .explorer:hover {
    background: ${token('--kit-color-surface-hover')};
    color: ${token('--kit-color-fg')};
  }

  .account-actions {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(0, 1fr));
    gap: 8px;
  }

  /* Icon above its label: four buttons share one row, and labels in any language fit. */
  .account-action {
    flex-direction: column;
    justify-content: center;
    gap: 4px;
    min-block-size: 64px;
    padding-inline: 4px;
  }

  .account-action .row-label {
    flex: 0 1 auto;
    max-inline-size: 100%;
    font-size: 13px;
    text-align: center;
  }
`
