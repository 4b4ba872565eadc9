import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  :host {
    display: block;
    inline-size: min(${token('--kit-toast-width')}, calc(100vw - 16px));
    touch-action: pan-y;
  }

  .toast {
    display: flex;
    align-items: flex-start;
    gap: 12px;
    padding-block: 14px;
    padding-inline: 14px 10px;
    border: 1px solid ${token('--kit-color-border')};
    border-radius: ${token('--kit-radius-lg')};
    background: ${token('--kit-color-bg')};
    color: ${token('--kit-color-fg')};
    box-shadow: ${token('--kit-shadow-toast')};
    font-size: ${token('--kit-font-size-sm')};
    line-height: 1.35;
    cursor: default;
    user-select: none;
    transition:
      transform ${token('--kit-duration-base')} ${token('--kit-easing')},
      opacity ${token('--kit-duration-base')} ease;
  }

  .toast.dragging {
    transition: none;
    cursor: grabbing;
  }

  .icon {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    inline-size: 24px;
    block-size: 24px;
    border-radius: 50%;
  }

  .variant-success .icon {
    color: ${token('--kit-color-success')};
    background: ${token('--kit-color-success-muted')};
  }
  .variant-error .icon {
    color: ${token('--kit-color-error')};
    background: ${token('--kit-color-error-muted')};
  }
  .variant-info .icon {
    color: ${token('--kit-color-info')};
    background: ${token('--kit-color-info-muted')};
  }
  .variant-loading .icon {
    color: ${token('--kit-color-accent')};
  }

  .text {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    gap: 2px;
    min-inline-size: 0;
    padding-block: 3px 1px;
  }

  .message {
    font-weight: ${token('--kit-font-weight-semibold')};
    letter-spacing: ${token('--kit-letter-spacing')};
    overflow-wrap: anywhere;
  }

  .description {
    color: ${token('--kit-color-fg-muted')};
    font-size: 13px;
    overflow-wrap: anywhere;
  }

  .dismiss {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    inline-size: 24px;
    block-size: 24px;
    padding: 0;
    border: none;
    border-radius: ${token('--kit-radius-full')};
    background: transparent;
    color: ${token('--kit-color-fg-subtle')};
    cursor: pointer;
    transition: background-color ${token('--kit-duration-fast')} ease;
  }

  .dismiss:hover {
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-fg')};
  }
`
