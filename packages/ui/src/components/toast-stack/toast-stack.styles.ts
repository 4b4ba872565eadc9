import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  :host {
    position: fixed;
    inset-inline: 0;
    z-index: calc(${token('--kit-z-index')} + 1);
    display: flex;
    justify-content: center;
    pointer-events: none;
  }

  :host([placement='top']) {
    inset-block-start: 16px;
  }

  :host([placement='bottom']) {
    inset-block-end: 16px;
  }

  .stack {
    display: flex;
    flex-direction: column;
    gap: 14px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  :host([placement='bottom']) .stack {
    flex-direction: column-reverse;
  }

  .item {
    pointer-events: auto;
    animation: toast-in ${token('--kit-duration-base')} ${token('--kit-easing')};
  }

  :host([placement='bottom']) .item {
    animation-name: toast-in-bottom;
  }

  @keyframes toast-in {
    from {
      opacity: 0;
      transform: translateY(-12px) scale(0.98);
    }
  }

  @keyframes toast-in-bottom {
    from {
      opacity: 0;
      transform: translateY(12px) scale(0.98);
    }
  }
`
