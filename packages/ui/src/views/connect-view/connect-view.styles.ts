import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  .skeleton-row {
    display: flex;
    align-items: center;
    gap: 12px;
    block-size: 56px;
    padding-inline: 8px;
    border-radius: ${token('--kit-radius-md')};
    background: ${token('--kit-color-surface')};
  }

  .empty {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 12px;
    padding-block: 24px 16px;
    text-align: center;
  }

  .empty-icon {
    display: grid;
    place-items: center;
    inline-size: 56px;
    block-size: 56px;
    border-radius: ${token('--kit-radius-lg')};
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-fg-muted')};
  }

  .methods {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }

  .separator {
    display: flex;
    align-items: center;
    gap: 12px;
    color: ${token('--kit-color-fg-muted')};
    font-size: ${token('--kit-font-size-sm')};
  }

  .separator::before,
  .separator::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${token('--kit-color-border')};
  }
`
