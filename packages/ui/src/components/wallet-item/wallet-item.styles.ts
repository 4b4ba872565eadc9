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
    min-block-size: 56px;
    padding-block: 8px;
    padding-inline: 8px 14px;
    border: none;
    border-radius: ${token('--kit-radius-lg')};
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-fg')};
    text-align: start;
    cursor: pointer;
    transition:
      background-color ${token('--kit-duration-fast')} ease,
      box-shadow ${token('--kit-duration-fast')} ease;
  }

  .item:hover:not(:disabled) {
    background: ${token('--kit-color-surface-hover')};
  }

  .item:active:not(:disabled) {
    background: ${token('--kit-color-surface-active')};
  }

  .item:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  .item[aria-busy='true'] {
    cursor: progress;
  }

  .icon {
    position: relative;
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    inline-size: 40px;
    block-size: 40px;
    border-radius: ${token('--kit-radius-md')};
    overflow: hidden;
    background: ${token('--kit-color-bg')};
    font-size: ${token('--kit-font-size-lg')};
    font-weight: ${token('--kit-font-weight-semibold')};
    color: #fff;
  }

  .icon::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    box-shadow: inset 0 0 0 1px ${token('--kit-color-border')};
    pointer-events: none;
  }

  /* Logos are marks on a light tile in both themes (dark marks stay visible on a dark theme). */
  .icon img {
    inline-size: 100%;
    block-size: 100%;
    padding: 10%;
    object-fit: contain;
    background: #fff;
  }

  .grid {
    display: grid;
    grid-template-columns: repeat(2, 1fr);
    gap: 2px;
    inline-size: 100%;
    block-size: 100%;
    padding: 4px;
    background: #fff;
  }

  .grid img {
    inline-size: 100%;
    block-size: 100%;
    padding: 0;
    border-radius: 4px;
  }

  .name {
    flex: 1 1 auto;
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${token('--kit-font-size-md')};
    font-weight: ${token('--kit-font-weight-medium')};
    letter-spacing: ${token('--kit-letter-spacing')};
  }

  .tag {
    flex: none;
    padding-block: 4px;
    padding-inline: 8px;
    border-radius: ${token('--kit-radius-sm')};
    font-size: ${token('--kit-font-size-xs')};
    font-weight: ${token('--kit-font-weight-semibold')};
    line-height: 1;
    text-transform: uppercase;
    letter-spacing: 0.02em;
    background: ${token('--kit-color-overlay')};
    color: ${token('--kit-color-fg-muted')};
  }

  .tag-success {
    background: ${token('--kit-color-success-muted')};
    color: ${token('--kit-color-success')};
  }

  .tag-accent {
    background: ${token('--kit-color-accent-muted')};
    color: ${token('--kit-color-accent-text')};
  }

  .end {
    display: inline-flex;
    flex: none;
    align-items: center;
    gap: 8px;
    color: ${token('--kit-color-fg-muted')};
  }

  kit-spinner {
    color: ${token('--kit-color-accent')};
  }
`
