import { css } from '../../internal/lit.js'

export default css`
  :host {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    inline-size: var(--size, 16px);
    block-size: var(--size, 16px);
    color: inherit;
    line-height: 0;
  }

  svg {
    inline-size: 100%;
    block-size: 100%;
    overflow: visible;
  }

  :host(:dir(rtl)) svg.directional {
    transform: scaleX(-1);
  }

  svg.spin {
    animation: spin 0.8s linear infinite;
  }

  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    svg.spin {
      animation-duration: 2.4s;
    }
  }
`
