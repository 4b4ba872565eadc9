import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  :host {
    --content-padding-block: 0 16px;
    --content-padding-inline: 16px;
    display: contents;
    color: ${token('--kit-color-fg')};
    font-size: ${token('--kit-font-size-md')};
    line-height: ${token('--kit-line-height')};
  }

  /* Closed, the dialog stays laid out but is invisible: nothing in it can be seen, clicked,
     focused or read by assistive technology, and a view rendered ahead of opening (<appkit-modal>'s
     Connect view) opens without layout work. Its open animations start when it opens. */
  :host(:not([open])) {
    visibility: hidden;
  }

  /* prewarm()'s end: styled as open for one style pass, never drawn. */
  :host([prestyle]:not([open])) {
    visibility: visible;
  }

  :host(:not([open])) .backdrop::before,
  :host(:not([open])) .panel {
    animation: none;
  }

  /* prewarm(): the closed card drawn for one frame, invisibly (it is inert meanwhile). */
  :host([prewarm]:not([open])) .panel {
    visibility: visible;
    opacity: 0.002;
  }

  .backdrop {
    position: fixed;
    inset: 0;
    z-index: ${token('--kit-z-index')};
    display: flex;
    align-items: center;
    justify-content: center;
    padding: 8px;
    overflow: hidden;
  }

  /* The dimmed page behind the card, a layer of its own that fades in. A fade of the backdrop
     element itself would fade the card in it too, and the compositor then draws the whole screen
     into a surface of its own each frame of the fade: the list showed about 30 ms later in
     software compositing (bench/compare.mjs, click→list). */
  .backdrop::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${token('--kit-color-backdrop')};
    animation: fade-in ${token('--kit-duration-base')} ease-out;
  }

  :host([embedded]) .backdrop {
    position: static;
    z-index: auto;
    padding: 0;
  }

  :host([embedded]) .backdrop::before {
    content: none;
  }

  /* Embedded, nothing around the card fades: it fades itself. */
  :host([embedded]) .panel {
    animation-name: fade-in;
  }

  .panel {
    position: relative;
    display: flex;
    flex-direction: column;
    inline-size: ${token('--kit-modal-width')};
    max-inline-size: calc(100vw - 16px);
    max-block-size: calc(100dvh - 16px);
    overflow: hidden;
    border: 1px solid ${token('--kit-color-border')};
    border-radius: ${token('--kit-radius-xl')};
    background: ${token('--kit-color-bg')};
    box-shadow: ${token('--kit-shadow-card')};
    outline: none;
    animation: panel-in ${token('--kit-duration-base')} ${token('--kit-easing')};
  }

  .panel:focus-visible {
    box-shadow: ${token('--kit-shadow-card')};
  }

  .header {
    display: grid;
    grid-template-columns: 40px minmax(0, 1fr) 40px;
    align-items: center;
    gap: 8px;
    flex: none;
    block-size: 60px;
    padding-inline: 12px;
  }

  .title {
    margin: 0;
    overflow: hidden;
    text-align: center;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${token('--kit-font-size-md')};
    font-weight: ${token('--kit-font-weight-semibold')};
    letter-spacing: ${token('--kit-letter-spacing')};
    color: ${token('--kit-color-fg')};
  }

  .icon-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 36px;
    block-size: 36px;
    padding: 0;
    border: none;
    border-radius: ${token('--kit-radius-full')};
    background: transparent;
    color: ${token('--kit-color-fg-muted')};
    cursor: pointer;
    transition:
      background-color ${token('--kit-duration-fast')} ease,
      color ${token('--kit-duration-fast')} ease,
      box-shadow ${token('--kit-duration-fast')} ease;
  }

  .icon-button:hover {
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-fg')};
  }

  .icon-button:active {
    background: ${token('--kit-color-surface-hover')};
  }

  .close {
    justify-self: end;
  }

  .body {
    flex: 0 1 auto;
    min-block-size: 0;
    overflow-x: hidden;
    overflow-y: auto;
    overscroll-behavior: contain;
    transition: height ${token('--kit-duration-base')} ${token('--kit-easing')};
  }

  .body.animating {
    overflow-y: hidden;
  }

  .content {
    padding-block: var(--content-padding-block);
    padding-inline: var(--content-padding-inline);
  }

  @keyframes fade-in {
    from {
      opacity: 0;
    }
  }

  /* The card only moves in: a fade of its own would draw it into a surface of its own each frame
     of the fade (about 10 ms later on screen in software compositing). It slides without scaling:
     the opening frame then draws the card's layer whole pixels down, a copy, where a scaled layer
     is filtered pixel by pixel (that frame's draw 0.72 -> 0.29 ms in software compositing). */
  @keyframes panel-in {
    from {
      transform: translateY(8px);
    }
  }

  @keyframes sheet-in {
    from {
      transform: translateY(100%);
    }
  }

  /* Narrow screens: a bottom sheet. */
  @media (max-width: 430px) {
    .backdrop {
      align-items: flex-end;
      padding: 0;
    }

    .panel {
      inline-size: 100%;
      max-inline-size: 100%;
      max-block-size: calc(100dvh - 32px);
      border-end-start-radius: 0;
      border-end-end-radius: 0;
      border-block-end: none;
      padding-block-end: env(safe-area-inset-bottom, 0px);
      animation-name: sheet-in;
    }
  }
`
