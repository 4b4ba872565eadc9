import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  .wallets {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .wallet {
    display: flex;
    align-items: center;
    gap: 12px;
    min-block-size: 56px;
    padding-block: 8px;
    padding-inline: 12px;
    border-radius: ${token('--kit-radius-md')};
    background: ${token('--kit-color-surface')};
  }
  .wallet[data-status='disconnected'] .identity {
    opacity: 0.6;
  }
  .identity {
    flex: 1 1 auto;
    min-inline-size: 0;
  }
  .name,
  .address {
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .name {
    font-weight: ${token('--kit-font-weight-medium')};
  }
  .address {
    color: ${token('--kit-color-fg-muted')};
    font-size: ${token('--kit-font-size-sm')};
  }
  .badge {
    flex: none;
    padding-block: 2px;
    padding-inline: 8px;
    border-radius: 999px;
    background: ${token('--kit-color-success-muted')};
    color: ${token('--kit-color-success')};
    font-size: ${token('--kit-font-size-sm')};
    font-weight: ${token('--kit-font-weight-medium')};
  }
  .icon-button {
    display: grid;
    flex: none;
    place-items: center;
    inline-size: 32px;
    block-size: 32px;
    border: none;
    border-radius: 50%;
    background: transparent;
    color: ${token('--kit-color-fg-muted')};
    cursor: pointer;
  }
  .icon-button:hover:not(:disabled) {
    background: ${token('--kit-color-surface-hover')};
    color: ${token('--kit-color-fg')};
  }
  .icon-button:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  .empty {
    margin: 0;
    padding-block: 16px;
    color: ${token('--kit-color-fg-muted')};
    text-align: center;
  }
  .row {
    margin-block-start: 12px;
  }
`
