import { css } from '../../internal/lit.js'

export default css`
  :host {
    display: inline-flex;
    flex: none;
    inline-size: var(--size, 20px);
    block-size: var(--size, 20px);
    color: var(--color, currentColor);
    line-height: 0;
  }

  svg {
    inline-size: 100%;
    block-size: 100%;
    animation: rotate 0.9s linear infinite;
  }

  .track {
    opacity: 0.18;
  }

  @keyframes rotate {
    to {
      transform: rotate(360deg);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    svg {
      animation-duration: 2.7s;
    }
  }
`
