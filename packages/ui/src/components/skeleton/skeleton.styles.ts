import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  :host {
    display: block;
    inline-size: var(--width, 100%);
    block-size: var(--height, 16px);
    border-radius: var(--radius, ${token('--kit-radius-sm')});
    overflow: hidden;
    background-color: ${token('--kit-color-skeleton')};
  }

  :host([circle]) {
    border-radius: 50%;
  }

  .shimmer {
    inline-size: 100%;
    block-size: 100%;
    background-image: linear-gradient(
      90deg,
      transparent 0%,
      ${token('--kit-color-skeleton-highlight')} 50%,
      transparent 100%
    );
    background-size: 200% 100%;
    background-repeat: no-repeat;
    animation: shimmer 1.4s ease-in-out infinite;
  }

  @keyframes shimmer {
    from {
      background-position: 150% 0;
    }
    to {
      background-position: -50% 0;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .shimmer {
      animation: pulse 2s ease-in-out infinite;
      background-image: none;
    }
    @keyframes pulse {
      50% {
        opacity: 0.6;
        background-color: ${token('--kit-color-skeleton-highlight')};
      }
    }
  }
`
