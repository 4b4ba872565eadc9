import { css } from '../internal/lit.js'
import { token } from '../theme/css.js'

/**
 * The parts the amount forms share (WalletSend, Swap, OnRampProviders): the surface card holding
 * an amount field beside a picker, the round token button, and the error line.
 */
export const amountFormStyles = css`
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

  .error {
    margin: 0;
    font-size: ${token('--kit-font-size-sm')};
    color: ${token('--kit-color-error')};
  }

  .error[hidden] {
    display: none;
  }
`
