import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  .notice {
    display: flex;
    align-items: flex-start;
    gap: 12px;
    padding-block: 12px;
    padding-inline: 12px;
    border-radius: ${token('--kit-radius-md')};
    background: ${token('--kit-color-warning-muted')};
  }

  .notice .description {
    max-inline-size: none;
    color: ${token('--kit-color-fg')};
  }

  .notice-icon {
    display: inline-flex;
    flex: none;
    color: ${token('--kit-color-warning')};
  }

  .section-title {
    margin: 0;
    padding-block: 8px 0;
    padding-inline: 4px;
    font-size: ${token('--kit-font-size-sm')};
    font-weight: ${token('--kit-font-weight-medium')};
    color: ${token('--kit-color-fg-muted')};
  }

  .separator {
    block-size: 1px;
    margin-block: 4px;
    background: ${token('--kit-color-border')};
  }
`
