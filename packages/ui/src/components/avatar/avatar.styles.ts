import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  :host {
    display: inline-flex;
    flex: none;
    inline-size: var(--size, 32px);
    block-size: var(--size, 32px);
    border-radius: 50%;
    overflow: hidden;
    position: relative;
    background-color: ${token('--kit-color-surface')};
  }

  .avatar {
    inline-size: 100%;
    block-size: 100%;
    border-radius: inherit;
    box-shadow: inset 0 0 0 1px ${token('--kit-color-border')};
  }

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    border-radius: inherit;
  }
`
