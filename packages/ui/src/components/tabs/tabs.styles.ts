import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  :host {
    display: block;
  }

  .tablist {
    position: relative;
    display: grid;
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
    padding: 3px;
    border-radius: ${token('--kit-radius-md')};
    background: ${token('--kit-color-surface')};
  }

  .indicator {
    position: absolute;
    inset-block: 3px;
    inset-inline-start: calc(3px + (100% - 6px) / var(--count) * var(--index));
    inline-size: calc((100% - 6px) / var(--count));
    border-radius: calc(${token('--kit-radius-md')} - 3px);
    background: ${token('--kit-color-bg')};
    box-shadow: ${token('--kit-shadow-chip')}, 0 0 0 1px ${token('--kit-color-border')};
    transition: inset-inline-start ${token('--kit-duration-base')} ${token('--kit-easing')};
  }

  .tab {
    position: relative;
    z-index: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    block-size: 34px;
    padding-inline: 12px;
    border: none;
    border-radius: calc(${token('--kit-radius-md')} - 3px);
    background: transparent;
    color: ${token('--kit-color-fg-muted')};
    font-size: ${token('--kit-font-size-sm')};
    font-weight: ${token('--kit-font-weight-semibold')};
    letter-spacing: ${token('--kit-letter-spacing')};
    white-space: nowrap;
    cursor: pointer;
    transition: color ${token('--kit-duration-fast')} ease;
  }

  .tab:hover:not(:disabled) {
    color: ${token('--kit-color-fg')};
  }

  .tab[aria-selected='true'] {
    color: ${token('--kit-color-fg')};
  }

  .tab:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`
