import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  :host {
    display: inline-flex;
    vertical-align: middle;
  }

  :host([full-width]) {
    display: flex;
  }

  .button {
    position: relative;
    display: inline-flex;
    flex: 1 1 auto;
    align-items: center;
    justify-content: center;
    gap: 8px;
    min-inline-size: 0;
    block-size: var(--height);
    padding-block: 0;
    padding-inline: var(--padding);
    border: 1px solid transparent;
    border-radius: ${token('--kit-radius-md')};
    background: var(--bg);
    color: var(--fg);
    font-size: var(--font-size);
    font-weight: ${token('--kit-font-weight-semibold')};
    letter-spacing: ${token('--kit-letter-spacing')};
    line-height: 1;
    white-space: nowrap;
    cursor: pointer;
    user-select: none;
    transition:
      background-color ${token('--kit-duration-fast')} ease,
      color ${token('--kit-duration-fast')} ease,
      box-shadow ${token('--kit-duration-fast')} ease,
      transform ${token('--kit-duration-fast')} ease;
  }

  :host([pill]) .button {
    border-radius: ${token('--kit-radius-full')};
  }

  .button:hover:not(:disabled):not([aria-disabled='true']) {
    background: var(--bg-hover);
  }

  .button:active:not(:disabled):not([aria-disabled='true']) {
    background: var(--bg-active, var(--bg-hover));
    transform: scale(0.98);
  }

  .button:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }

  .button[aria-busy='true'] {
    cursor: progress;
  }

  /* sizes */
  .size-sm {
    --height: 32px;
    --padding: 12px;
    --font-size: ${token('--kit-font-size-sm')};
    gap: 6px;
  }
  .size-md {
    --height: 40px;
    --padding: 16px;
    --font-size: ${token('--kit-font-size-sm')};
  }
  .size-lg {
    --height: 48px;
    --padding: 20px;
    --font-size: ${token('--kit-font-size-md')};
  }

  /* variants */
  .variant-primary {
    --bg: ${token('--kit-color-accent')};
    --bg-hover: ${token('--kit-color-accent-hover')};
    --bg-active: ${token('--kit-color-accent-active')};
    --fg: ${token('--kit-color-accent-fg')};
  }
  .variant-secondary {
    --bg: ${token('--kit-color-surface')};
    --bg-hover: ${token('--kit-color-surface-hover')};
    --bg-active: ${token('--kit-color-surface-active')};
    --fg: ${token('--kit-color-fg')};
  }
  .variant-ghost {
    --bg: transparent;
    --bg-hover: ${token('--kit-color-surface')};
    --bg-active: ${token('--kit-color-surface-hover')};
    --fg: ${token('--kit-color-fg-muted')};
  }
  .variant-ghost:hover:not(:disabled) {
    color: ${token('--kit-color-fg')};
  }
  .variant-danger {
    --bg: ${token('--kit-color-error-muted')};
    --bg-hover: color-mix(in srgb, ${token('--kit-color-error')} 20%, transparent);
    --fg: ${token('--kit-color-error')};
  }

  .content,
  .prefix,
  .suffix {
    display: inline-flex;
    align-items: center;
    gap: inherit;
    min-inline-size: 0;
  }

  .content {
    overflow: hidden;
    text-overflow: ellipsis;
  }

  .prefix:not(.has-content),
  .suffix:not(.has-content) {
    display: none;
  }

  ::slotted(kit-icon),
  ::slotted(img),
  ::slotted(svg) {
    flex: none;
  }

  .loading .content,
  .loading .prefix,
  .loading .suffix {
    visibility: hidden;
  }

  .spinner {
    position: absolute;
    inset: 0;
    margin: auto;
  }
`
