import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  :host {
    display: block;
  }

  .item {
    display: flex;
    align-items: center;
    gap: 12px;
    inline-size: 100%;
    min-block-size: 52px;
    padding-block: 10px;
    padding-inline: 10px 14px;
    border: 1px solid transparent;
    border-radius: ${token('--kit-radius-lg')};
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-fg')};
    text-align: start;
    cursor: pointer;
    transition:
      background-color ${token('--kit-duration-fast')} ease,
      border-color ${token('--kit-duration-fast')} ease,
      box-shadow ${token('--kit-duration-fast')} ease;
  }

  .item:hover:not(:disabled) {
    background: ${token('--kit-color-surface-hover')};
  }

  .item:active:not(:disabled) {
    background: ${token('--kit-color-surface-active')};
  }

  .item[aria-current='true'] {
    background: ${token('--kit-color-accent-muted')};
    border-color: color-mix(in srgb, ${token('--kit-color-accent')} 35%, transparent);
  }

  .item:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  .item[aria-busy='true'] {
    cursor: progress;
  }

  .image {
    position: relative;
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    inline-size: 32px;
    block-size: 32px;
    border-radius: 50%;
    overflow: hidden;
    color: #fff;
    font-size: 11px;
    font-weight: ${token('--kit-font-weight-semibold')};
    letter-spacing: 0.02em;
  }

  .image::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    box-shadow: inset 0 0 0 1px ${token('--kit-color-border')};
  }

  /* Logos are marks on a light tile in both themes (dark marks stay visible on a dark theme). */
  .image img {
    inline-size: 100%;
    block-size: 100%;
    padding: 12%;
    object-fit: contain;
    background: #fff;
  }

  .text {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    gap: 2px;
    min-inline-size: 0;
  }

  .name,
  .caption {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .name {
    font-size: ${token('--kit-font-size-md')};
    font-weight: ${token('--kit-font-weight-medium')};
    letter-spacing: ${token('--kit-letter-spacing')};
  }

  .caption {
    font-size: ${token('--kit-font-size-xs')};
    color: ${token('--kit-color-fg-muted')};
  }

  .end {
    display: inline-flex;
    flex: none;
    align-items: center;
    color: ${token('--kit-color-accent')};
  }
`
