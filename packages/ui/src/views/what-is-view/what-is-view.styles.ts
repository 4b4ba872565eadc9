import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  .points {
    display: flex;
    flex-direction: column;
    gap: 16px;
    margin: 0;
    padding: 8px 4px;
    list-style: none;
  }
  .point {
    display: flex;
    gap: 12px;
    align-items: flex-start;
  }
  .point-icon {
    display: grid;
    place-items: center;
    flex: none;
    inline-size: 40px;
    block-size: 40px;
    border-radius: ${token('--kit-radius-md')};
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-accent-text')};
  }
  .point-title {
    margin: 0;
    font-weight: ${token('--kit-font-weight-semibold')};
    font-size: ${token('--kit-font-size-sm')};
  }
  .point-text {
    margin: 4px 0 0;
    color: ${token('--kit-color-fg-muted')};
    font-size: ${token('--kit-font-size-sm')};
  }
`
