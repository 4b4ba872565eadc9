import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  .all-wallets {
    gap: 12px;
  }

  .skeleton-row {
    display: flex;
    align-items: center;
    gap: 12px;
    block-size: 56px;
    padding-inline: 8px;
    border-radius: ${token('--kit-radius-md')};
    background: ${token('--kit-color-surface')};
  }

  .centered {
    align-self: center;
    text-align: center;
  }

  .failed {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 8px;
    text-align: center;
  }

  .sentinel {
    block-size: 1px;
  }
`
